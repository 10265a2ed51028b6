import type { CommandContext } from '../palette/command';

/** A step before running: pick one reason, or fill a small form. */
export type ActionReasonStep = {
  /** i18n key of the question ("portabilities.cancel.reasonTitle"). */
  title: string;
  options: readonly { value: string; label: string }[];
};

/** An action on one kind of row (the entity actions of client/actions): a palette command and a row button. */
export type EntityAction<Row> = {
  /** Unique, e.g. 'portability.cancel'. Also the palette command id prefix. */
  id: string;
  entity: string;
  /** i18n key of the verb ("portabilities.action.cancel"). */
  title: string;
  keywords?: readonly string[];
  /** Role, status, family rules: decides both the palette command and the row button. */
  isVisible: (context: CommandContext, row: Row) => boolean;
  isEnabled?: (context: CommandContext, row: Row) => boolean;
  /** Runs on every selected row when several are selected (default false: focused row only). */
  bulk?: boolean;
  reason?: ActionReasonStep;
  /** Confirmation before running; `irreversible` shows the warning style and needs an explicit confirm. */
  confirm?: { title: string; body: string; irreversible?: boolean; acknowledgement?: string };
  /**
   * Calls the gateway; throws an Error with `code` (the api's error code) on failure, or EntityActionAborted when
   * the person left the action before anything was sent (a form closed).
   */
  run: (row: Row, input: { reason?: string }) => Promise<void>;
  /** i18n key of the success toast; interpolated with `count` (rows done) and `label` (the row's label). */
  success: string;
  /** What names the row in the dialog and the toast (a number, an order number); optional. */
  rowLabel?: (row: Row) => string;
};

/** Registered actions are stored without their row type; each feature keeps its own typed copy. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds actions of every row type; rows come back untyped.
export type AnyEntityAction = EntityAction<any>;

/** What the actions apply to: the focused row and the selection of the current queue or detail page. */
export type ActionTarget = {
  entity: string;
  queueId: string | null;
  focused: unknown | null;
  selected: readonly unknown[];
};

/** What an action's `run` rejects with when the person abandoned it before anything was sent: no toast is due. */
export class EntityActionAborted extends Error {
  constructor() {
    super('The action was left before it ran');
    this.name = 'EntityActionAborted';
  }
}
