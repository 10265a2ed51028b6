import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandContext } from '../palette/use-command-context';
import type { AnyEntityAction } from './entity-action';
import { useEntityActionsOf } from './entity-action-store';
import { startEntityAction } from './start-entity-action';

/** Shown as buttons; more visible actions than this go to the row's "…" menu. */
const INLINE_ACTIONS = 2;

const buttonClass =
  'whitespace-nowrap rounded px-1.5 py-0.5 font-medium text-primary-700 text-xs hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-default disabled:opacity-40 dark:text-primary-300 dark:hover:bg-primary-900/40';
const dangerClass =
  'whitespace-nowrap rounded px-1.5 py-0.5 font-medium text-red-700 text-xs hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500 disabled:cursor-default disabled:opacity-40 dark:text-red-300 dark:hover:bg-red-950/40';

/**
 * Buttons for the visible actions of `entity` on `row` (a detail panel's rows; the queues draw EntityActionMenu);
 * they start the same flow as the palette commands.
 */
export function EntityActionButtons<Row>({
  entity,
  row,
  queueId = null,
}: {
  entity: string;
  row: Row;
  queueId?: string | null;
}): ReactNode {
  const { t } = useTranslation('actions');
  const context = useCommandContext();
  const visible = useEntityActionsOf(entity).filter((action) => action.isVisible(context, row));
  if (visible.length === 0) return null;
  const enabled = (action: AnyEntityAction) => action.isEnabled?.(context, row) ?? true;
  const start = (action: AnyEntityAction) => (event: MouseEvent) => {
    // The row itself opens on click: the button is not a click on the row.
    event.stopPropagation();
    void startEntityAction(action.id, [row], queueId, { context });
  };
  const inline = visible.length > INLINE_ACTIONS + 1 ? visible.slice(0, INLINE_ACTIONS) : visible;
  const more = visible.slice(inline.length);
  return (
    <div className="flex items-center gap-0.5" data-entity-actions={entity}>
      {inline.map((action) => (
        <button
          key={action.id}
          type="button"
          disabled={!enabled(action)}
          onClick={start(action)}
          className={action.confirm?.irreversible ? dangerClass : buttonClass}
        >
          {t(action.title)}
        </button>
      ))}
      {more.length > 0 ? (
        <Menu>
          <MenuButton
            onClick={(event: MouseEvent) => event.stopPropagation()}
            aria-label={t('actions.more')}
            className={buttonClass}
          >
            …
          </MenuButton>
          <MenuItems
            anchor="bottom end"
            className="z-40 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {more.map((action) => (
              <MenuItem key={action.id} disabled={!enabled(action)}>
                <button
                  type="button"
                  onClick={start(action)}
                  className="block w-full rounded px-2 py-1 text-left text-slate-700 text-xs data-[focus]:bg-primary-50 data-[disabled]:opacity-40 dark:text-slate-200 dark:data-[focus]:bg-primary-900/40"
                >
                  {t(action.title)}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      ) : null}
    </div>
  );
}
