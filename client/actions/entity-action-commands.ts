import { subscribe as subscribeStore } from 'valtio';
import type { Command, CommandContext, PalettePage } from '../palette/command';
import { registerCommands, registerPalettePages } from '../palette/command-registry';
import { paletteStore } from '../palette/palette-store';
import { getActionTarget, subscribeActionTarget } from './action-target-store';
import type { ActionTarget, AnyEntityAction } from './entity-action';
import { entityActionsOf, findEntityAction, subscribeEntityActions } from './entity-action-store';
import { startEntityAction } from './start-entity-action';

/**
 * The rows an action of the target applies to: a selection when there is one (never the focused row beside it,
 * so what runs is what the selection bar counts), else the focused row. An action that is not `bulk` applies to a
 * selection of one row only: it is not offered for more.
 */
export function targetRowsFor(action: AnyEntityAction, target: ActionTarget): readonly unknown[] {
  if (target.selected.length > 0) return action.bulk || target.selected.length === 1 ? target.selected : [];
  if (target.focused !== null && target.focused !== undefined) return [target.focused];
  return [];
}

function targetRows(action: AnyEntityAction): readonly unknown[] {
  const target = getActionTarget();
  if (!target || target.entity !== action.entity) return [];
  return targetRowsFor(action, target);
}

function visibleRows(action: AnyEntityAction, context: CommandContext): readonly unknown[] {
  return targetRows(action).filter((row) => action.isVisible(context, row));
}

export function reasonPageId(actionId: string): string {
  return `${actionId}.reason`;
}

function start(action: AnyEntityAction, context: CommandContext, reason?: string): Promise<void> {
  // Every target row: the run leaves out (and says so) the rows the action does not apply to.
  const rows = targetRows(action);
  const queueId = getActionTarget()?.queueId ?? null;
  return startEntityAction(action.id, rows, queueId, {
    context,
    ...(reason === undefined ? {} : { reason }),
  });
}

/** One palette command per action of the target's entity; a reason step opens a nested palette page. */
export function commandsForTarget(target: ActionTarget | null): Command[] {
  if (!target) return [];
  return entityActionsOf(target.entity).map((action): Command => {
    const base = {
      id: action.id,
      title: action.title,
      group: `actions.group.${action.entity}`,
      scope: 'page' as const,
      ...(action.keywords ? { keywords: action.keywords } : {}),
      isVisible: (context: CommandContext) => visibleRows(action, context).length > 0,
      isEnabled: (context: CommandContext) =>
        visibleRows(action, context).some((row) => action.isEnabled?.(context, row) ?? true),
    };
    return action.reason
      ? { ...base, page: reasonPageId(action.id) }
      : { ...base, run: (context: CommandContext) => start(action, context) };
  });
}

/** The nested page listing an action's reasons; picking one starts the action with it. */
function reasonPage(action: AnyEntityAction): PalettePage | null {
  const step = action.reason;
  if (!step) return null;
  return {
    id: reasonPageId(action.id),
    title: action.title,
    loadCommands: async () =>
      step.options.map(
        (option): Command => ({
          id: `${action.id}.reason.${option.value}`,
          title: option.label,
          group: step.title,
          scope: 'page' as const,
          keywords: [option.value],
          isVisible: () => true,
          // With its reason picked here, an action without a confirmation opens no dialog.
          startsAtOnce: !action.confirm,
          run: (context) => {
            const current = findEntityAction(action.id);
            return current ? start(current, context, option.value) : Promise.resolve();
          },
        }),
      ),
  };
}

let started = false;
let removeCommands: () => void = () => {};
let removePages: () => void = () => {};

function syncCommands(): void {
  removeCommands();
  removeCommands = registerCommands(commandsForTarget(getActionTarget()));
}

function syncPages(): void {
  removePages();
  const target = getActionTarget();
  const pages = target
    ? entityActionsOf(target.entity)
        .map(reasonPage)
        .filter((page): page is PalettePage => page !== null)
    : [];
  removePages = registerPalettePages(pages);
}

/**
 * Keeps the palette's action commands in step with the target and the registered actions. New command objects on
 * each change make the palette recompute which are visible. The commands depend only on the target's entity
 * (visibility and rows are read from the target when asked), so a target change of the same entity while the
 * palette is closed (a focus move in a queue, on every key press) only marks them stale: they are rebuilt when the
 * palette opens, not once per key press.
 */
export function startEntityActionCommandSync(): void {
  if (started) return;
  started = true;
  let syncedEntity: string | null = null;
  let stale = false;
  const sync = () => {
    stale = false;
    syncedEntity = getActionTarget()?.entity ?? null;
    syncPages();
    syncCommands();
  };
  subscribeActionTarget(() => {
    if (!paletteStore.open && (getActionTarget()?.entity ?? null) === syncedEntity) stale = true;
    else sync();
  });
  // In sync (third argument): the commands are fresh before the palette renders open.
  subscribeStore(
    paletteStore,
    () => {
      if (paletteStore.open && stale) sync();
    },
    true,
  );
  subscribeEntityActions(sync);
  sync();
}
