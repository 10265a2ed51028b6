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

function rowsToRun(action: AnyEntityAction, rows: readonly unknown[], context: CommandContext | undefined) {
  const allowed = context
    ? rows.filter((row) => action.isVisible(context, row) && (action.isEnabled?.(context, row) ?? true))
    : [...rows];
  return action.bulk ? allowed : allowed.slice(0, 1);
}

function errorText(code: string): string {
  return i18n.exists(`errors.${code}`) ? i18n.t(`errors.${code}`) : i18n.t('errors.INTERNAL');
}

async function execute(
  action: AnyEntityAction,
  rows: readonly unknown[],
  reason: string | null,
): Promise<void> {
  let done = 0;
  let failure: string | null = null;
  for (const row of rows) {
    try {
      await action.run(row, reason === null ? {} : { reason });
      done++;
    } catch (error) {
      if (error instanceof EntityActionAborted) continue;
      failure ??= actionErrorCode(error);
    }
  }
  if (done > 0) {
    const label = rows.length === 1 && action.rowLabel ? action.rowLabel(rows[0]) : '';
    showNotice('success', i18n.t(action.success, { count: done, label }));
  }
  if (failure) showNotice('error', errorText(failure));
}

/**
 * Runs an action with its steps in the action dialog: the reason (unless given), the confirmation, then the
 * gateway call and a toast. Nothing is refreshed: the mutation's answer updates every row and page that shows the
 * entity, through the normalized cache. The row buttons and the palette both come here. Escape or Cancel in the
 * dialog resolves without changing anything. One action runs at a time; a second start while one is open is
 * ignored.
 */
export async function startEntityAction<Row>(
  actionId: string,
  rows: readonly Row[],
  queueId: string | null,
  options: StartEntityActionOptions = {},
): Promise<void> {
  const action = findEntityAction(actionId);
  if (!action || entityActionRunStore.run) return;
  const targets = rowsToRun(action, rows, options.context);
  if (targets.length === 0) return;
  let reason: string | null = options.reason ?? null;
  if (reason !== null && !action.reason?.options.some((option) => option.value === reason)) reason = null;
  const needsReason = !!action.reason && reason === null;
  const id = nextRunId++;
  if (needsReason || action.confirm) {
    const decision = await new Promise<Decision>((resolve) => {
      pendingDecisions.set(id, resolve);
      openEntityActionRun({
        id,
        actionId,
        rows: targets,
        queueId,
        step: needsReason ? 'reason' : 'confirm',
        reason,
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
  }
  try {
    await execute(action, targets, reason);
  } finally {
    closeEntityActionRun(id);
  }
}

/** The dialog's reason step is answered: on to the confirmation, or straight to running. */
export function chooseEntityActionReason(runId: number, reason: string): void {
  const run = entityActionRunStore.run;
  if (!run || run.id !== runId || run.step !== 'reason') return;
  const action = findEntityAction(run.actionId);
  if (action?.confirm) {
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

/** Escape, Cancel or a click outside: nothing runs. A running call cannot be aborted. */
export function abortEntityAction(runId: number): void {
  const run = entityActionRunStore.run;
  if (!run || run.id !== runId || run.step === 'running') return;
  pendingDecisions.get(runId)?.(null);
}
