import { i18n } from '../i18n/i18n';
import type { CommandContext } from '../palette/command';
import { showNotice } from '../ui/notice-store';
import { actionErrorCode } from './action-error-code';
import { type AnyEntityAction, EntityActionAborted } from './entity-action';
import {
  closeEntityActionRun,
  type EntityActionRun,
  entityActionRunStore,
  openEntityActionRun,
} from './entity-action-run-store';
import { findEntityAction } from './entity-action-store';
import { runEntityActionRows } from './run-entity-action-rows';
import { resetSelection } from './selection-reset';

/** What the dialog answers: go on (with the reason picked, if any), or abort. */
type Decision = { reason: string | null } | null;

const pendingDecisions = new Map<number, (decision: Decision) => void>();
let nextRunId = 1;

export type StartEntityActionOptions = {
  /** The reason already picked (the palette's nested page); skips the dialog's reason step. */
  reason?: string;
  /** When given, rows the action is not visible or enabled for are left out (the button and palette pass it). */
  context?: CommandContext;
};

/**
 * The rows the action runs on. An action that is not `bulk` never runs on several rows: asked to, it runs on none
 * (the palette and the selection bar do not offer it for a selection), rather than on one of them.
 */
function rowsToRun(action: AnyEntityAction, rows: readonly unknown[], context: CommandContext | undefined) {
  const allowed = context
    ? rows.filter((row) => action.isVisible(context, row) && (action.isEnabled?.(context, row) ?? true))
    : [...rows];
  const targets = action.bulk || allowed.length <= 1 ? allowed : [];
  return { targets, skipped: rows.length - allowed.length };
}

export function actionErrorText(code: string): string {
  return i18n.exists(`errors.${code}`) ? i18n.t(`errors.${code}`) : i18n.t('errors.INTERNAL');
}

/** One row: the call, then a toast (no dialog stays open). */
async function executeOne(action: AnyEntityAction, row: unknown, reason: string | null): Promise<void> {
  try {
    await action.run(row, reason === null ? {} : { reason });
    showNotice('success', i18n.t(action.success, { count: 1, label: action.rowLabel?.(row) ?? '' }));
  } catch (error) {
    if (error instanceof EntityActionAborted) return;
    showNotice('error', actionErrorText(actionErrorCode(error)));
  }
}

/**
 * A selection: every row in turn with its progress in the dialog, one success toast with the count, and the
 * failures listed in the dialog (row and translated reason) until it is closed. The queue's selection is let go.
 */
async function executeSelection(
  action: AnyEntityAction,
  run: EntityActionRun,
  reason: string | null,
): Promise<void> {
  const outcome = await runEntityActionRows(
    action,
    run.rows,
    reason === null ? {} : { reason },
    (progress) => {
      const open = entityActionRunStore.run;
      if (open?.id !== run.id) return;
      open.finished = progress.finished;
      open.done = progress.done;
      open.failures = progress.failures;
    },
  );
  if (outcome.done > 0) showNotice('success', i18n.t(action.success, { count: outcome.done, label: '' }));
  resetSelection(run.queueId);
  const open = entityActionRunStore.run;
  if (outcome.failures.length > 0 && open?.id === run.id) open.step = 'result';
  else closeEntityActionRun(run.id);
}

/**
 * Runs an action with its steps in the action dialog: the reason (unless given), the confirmation, then the
 * gateway call and a toast. Nothing is refreshed: the mutation's answer updates every row and page that shows the
 * entity, through the normalized cache. The row menus, the selection bar and the palette all come here. Escape or
 * Cancel in the dialog resolves without changing anything. One action runs at a time; a second start while one is
 * open is ignored. Several rows (a selection) always confirm first, listing them, and show their progress.
 */
export async function startEntityAction<Row>(
  actionId: string,
  rows: readonly Row[],
  queueId: string | null,
  options: StartEntityActionOptions = {},
): Promise<void> {
  const action = findEntityAction(actionId);
  if (!action || entityActionRunStore.run) return;
  const { targets, skipped } = rowsToRun(action, rows, options.context);
  if (targets.length === 0) return;
  const selection = rows.length > 1;
  let reason: string | null = options.reason ?? null;
  if (reason !== null && !action.reason?.options.some((option) => option.value === reason)) reason = null;
  const needsReason = !!action.reason && reason === null;
  const id = nextRunId++;
  if (needsReason || action.confirm || selection) {
    const decision = await new Promise<Decision>((resolve) => {
      pendingDecisions.set(id, resolve);
      openEntityActionRun({
        id,
        actionId,
        rows: targets,
        queueId,
        step: needsReason ? 'reason' : 'confirm',
        reason,
        skipped,
      });
    });
    pendingDecisions.delete(id);
    if (!decision) {
      closeEntityActionRun(id);
      return;
    }
    reason = decision.reason;
    // The store changed while awaiting the dialog (TypeScript still narrows it to null from the check above).
    const open = entityActionRunStore.run as EntityActionRun | null;
    if (open?.id === id) open.step = 'running';
    if (selection && open?.id === id) {
      await executeSelection(action, open, reason);
      return;
    }
  }
  try {
    await executeOne(action, targets[0], reason);
  } finally {
    closeEntityActionRun(id);
  }
}

/** The dialog's reason step is answered: on to the confirmation, or straight to running. */
export function chooseEntityActionReason(runId: number, reason: string): void {
  const run = entityActionRunStore.run;
  if (!run || run.id !== runId || run.step !== 'reason') return;
  const action = findEntityAction(run.actionId);
  if (action?.confirm || run.rows.length > 1 || run.skipped > 0) {
    run.reason = reason;
    run.step = 'confirm';
    return;
  }
  pendingDecisions.get(runId)?.({ reason });
}

/** The dialog's confirmation is given. */
export function confirmEntityAction(runId: number): void {
  const run = entityActionRunStore.run;
  if (!run || run.id !== runId || run.step !== 'confirm') return;
  pendingDecisions.get(runId)?.({ reason: run.reason });
}

/** Escape, Cancel or a click outside: nothing runs; on the failures' summary, it closes. A running call goes on. */
export function abortEntityAction(runId: number): void {
  const run = entityActionRunStore.run;
  if (!run || run.id !== runId || run.step === 'running') return;
  if (run.step === 'result') {
    closeEntityActionRun(runId);
    return;
  }
  pendingDecisions.get(runId)?.(null);
}
