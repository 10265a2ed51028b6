import { canAccess } from '../../../schema/domain/roles';
import type { Command, CommandContext } from '../../palette/command';
import { energyPaths } from './energy-paths';

const isAgent = (context: CommandContext) => canAccess(context.user?.role, 'agent');

/** The study from anywhere, for agents and above (the routes' level); its page loads only when run. */
export const ENERGY_COMMANDS: readonly Command[] = [
  {
    id: 'energy.open',
    title: 'energy.command.open',
    group: 'palette.group.navigation',
    scope: 'anywhere',
    keywords: [
      'energy',
      'energía',
      'energia',
      'luz',
      'electricity',
      'gas',
      'cups',
      'estudio',
      energyPaths.study,
    ],
    isVisible: isAgent,
    isEnabled: (context) => context.route.id !== 'energy',
    run: (context) => context.navigate(energyPaths.study),
  },
];

/** The result page's own commands: its best offer into the signup wizard, and a new study. */
export function resultCommands(best: { name: string; link: string } | null): Command[] {
  const onResult = (context: CommandContext) => context.route.id === 'energy-result' && isAgent(context);
  const commands: Command[] = [
    {
      id: 'energy.result.newStudy',
      title: 'energy.command.newStudy',
      group: 'energy.group',
      scope: 'page',
      keywords: ['new', 'nuevo', 'nou', 'novo', 'estudio', 'study'],
      isVisible: onResult,
      run: (context) => context.navigate(energyPaths.study),
    },
  ];
  if (best) {
    commands.unshift({
      id: 'energy.result.signUpBest',
      title: 'energy.command.signUpBest',
      titleValues: { name: best.name },
      group: 'energy.group',
      scope: 'page',
      keywords: ['signup', 'alta', 'contratar', 'best', 'mejor'],
      isVisible: onResult,
      run: (context) => context.navigate(best.link),
    });
  }
  return commands;
}
