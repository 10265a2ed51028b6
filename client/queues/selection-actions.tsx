import { useTranslation } from 'react-i18next';
import { useCommandContext } from '../palette/use-command-context';
import { startEntityAction, targetRowsFor, useEntityActionsOf } from './queue-actions-adapter';

const buttonClass =
  'whitespace-nowrap rounded border border-primary-300 bg-white px-2 py-0.5 font-medium text-primary-800 text-xs hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-primary-700 dark:bg-slate-900 dark:text-primary-200 dark:hover:bg-primary-500/20';
const dangerClass =
  'whitespace-nowrap rounded border border-red-300 bg-white px-2 py-0.5 font-medium text-red-700 text-xs hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950/40';

/**
 * The selection bar's actions: those that run on every selected row (and apply to one of them at least). When a
 * selection of several rows leaves some of the entity's actions out, a note says they work one row at a time.
 */
export function SelectionActions<Row>({
  entity,
  queueId,
  selected,
}: {
  entity: string;
  queueId: string;
  selected: readonly Row[];
}) {
  const { t } = useTranslation(['table', 'actions']);
  const context = useCommandContext();
  const actions = useEntityActionsOf(entity);
  const target = { entity, queueId, focused: null, selected };
  const applicable = actions.filter((action) =>
    targetRowsFor(action, target).some((row) => action.isVisible(context, row)),
  );
  const singleOnly = actions.some(
    (action) => !action.bulk && selected.some((row) => action.isVisible(context, row)),
  );
  if (applicable.length === 0 && !(singleOnly && selected.length > 1)) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-selection-actions={entity}>
      {applicable.map((action) => (
        <button
          key={action.id}
          type="button"
          className={action.confirm?.irreversible ? dangerClass : buttonClass}
          onClick={() => void startEntityAction(action.id, selected, queueId, { context })}
        >
          {t(action.title)}
        </button>
      ))}
      {singleOnly && selected.length > 1 ? (
        <span className="text-primary-800/70 text-xs dark:text-primary-200/70">
          {t('table.selection.singleOnly')}
        </span>
      ) : null}
    </div>
  );
}
