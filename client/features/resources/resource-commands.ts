import type { Command } from '../../palette/command';
import { openAddResources } from './add-resources-store';
import { isResourceAdmin } from './resource-actions';

/** "Add resources" from the palette on the resources page; the toolbar button calls the same function. */
export const RESOURCE_COMMANDS: readonly Command[] = [
  {
    id: 'resource.add',
    title: 'catalogue.resources.action.add',
    group: 'catalogue.group.resources',
    scope: 'page',
    keywords: ['add', 'añadir', 'sim', 'msisdn', 'number', 'número'],
    isVisible: (context) => context.route.id === 'resources' && isResourceAdmin(context),
    run: () => openAddResources(),
  },
];
