import { canAccess } from '../../../schema/domain/roles';
import type { Command } from '../../palette/command';

export const TEMPORAL_SUBSCRIPTIONS_PATH = '/subscriptions/temporal';

/**
 * The page from anywhere, for managers and above (its route's level): it has no menu entry of its own (the spec's
 * menu names none), so the palette is how it is reached besides its link on nothing else (docs/decisions.md).
 */
export const TEMPORAL_SUBSCRIPTIONS_COMMANDS: readonly Command[] = [
  {
    id: 'temporalSubscriptions.open',
    title: 'temporalSubscriptions.command.open',
    group: 'palette.group.navigation',
    scope: 'anywhere',
    keywords: [
      'temporales',
      'temporary',
      'temporals',
      'temporárias',
      'promociones',
      'promotions',
      'fin',
      'end date',
      TEMPORAL_SUBSCRIPTIONS_PATH,
    ],
    isVisible: (context) => canAccess(context.user?.role, 'manager'),
    isEnabled: (context) => context.route.id !== 'subscriptions-temporal',
    run: (context) => context.navigate(TEMPORAL_SUBSCRIPTIONS_PATH),
  },
];
