import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import {
  type MouseEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandContext } from '../palette/use-command-context';
import type { AnyEntityAction } from './entity-action';
import { useEntityActionsOf } from './entity-action-store';
import { startEntityAction } from './start-entity-action';

/** The menu button's box, in px: the queues give their actions column this width. */
export const ENTITY_ACTION_MENU_WIDTH = 40;

const itemClass =
  'block w-full whitespace-nowrap rounded px-2 py-1 text-left text-slate-700 text-sm data-[focus]:bg-primary-50 data-[disabled]:opacity-40 dark:text-slate-200 dark:data-[focus]:bg-primary-900/40';
const dangerItemClass =
  'block w-full whitespace-nowrap rounded px-2 py-1 text-left text-red-700 text-sm data-[focus]:bg-red-50 data-[disabled]:opacity-40 dark:text-red-300 dark:data-[focus]:bg-red-950/40';

const buttonClass =
  'flex h-6 w-7 items-center justify-center rounded font-bold text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-primary-500 data-[open]:bg-slate-200 dark:text-slate-300 dark:data-[open]:bg-slate-700 dark:hover:bg-slate-700';

/** Opens a Headless UI menu as a key press on its button does (first item focused). */
function pressEnterOn(button: HTMLElement): void {
  button.focus();
  button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

/**
 * One "⋯" menu button per row holding every visible action of `entity` on `row`, so no action text sits over
 * the row's cells whatever the language. Out of the Tab order (the grid is one tab stop); the queue's "." key
 * opens the focused row's menu, and the palette offers the same actions.
 *
 * A row draws a plain button of the same look until the pointer comes near or it is used: a Headless UI menu per
 * row, mounted again for every row a scroll brings in, was most of a Page Down's render on the queues. A click or a
 * key on the plain button mounts the menu and opens it as a key press would (its first item focused).
 */
export function EntityActionMenu<Row>({
  entity,
  row,
  queueId = null,
  label,
}: {
  entity: string;
  row: Row;
  queueId?: string | null;
  /** What names the row ("612345678"), for the button's accessible name. */
  label?: string | undefined;
}): ReactNode {
  const { t } = useTranslation('actions');
  const context = useCommandContext();
  const visible = useEntityActionsOf(entity).filter((action) => action.isVisible(context, row));
  const [menu, setMenu] = useState<'plain' | 'mounted' | 'open'>('plain');
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (menu !== 'open' || !buttonRef.current) return;
    pressEnterOn(buttonRef.current);
    setMenu('mounted');
  }, [menu]);
  if (visible.length === 0) return null;
  const ariaLabel = label ? t('actions.rowMenu', { label }) : t('actions.more');
  if (menu === 'plain') {
    const open = (event: MouseEvent | ReactKeyboardEvent) => {
      event.stopPropagation();
      event.preventDefault();
      setMenu('open');
    };
    return (
      <button
        type="button"
        data-row-menu=""
        tabIndex={-1}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={ariaLabel}
        className={buttonClass}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') open(event);
        }}
      >
        <span aria-hidden="true">⋯</span>
      </button>
    );
  }
  const enabled = (action: AnyEntityAction) => action.isEnabled?.(context, row) ?? true;
  const start = (action: AnyEntityAction) => (event: MouseEvent) => {
    // The row itself opens on click: choosing an action is not a click on the row.
    event.stopPropagation();
    void startEntityAction(action.id, [row], queueId, { context });
  };
  return (
    <Menu>
      <MenuButton
        ref={buttonRef}
        data-row-menu=""
        tabIndex={-1}
        aria-label={ariaLabel}
        className={buttonClass}
      >
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {visible.map((action) => (
          <MenuItem key={action.id} disabled={!enabled(action)}>
            <button
              type="button"
              onClick={start(action)}
              className={action.confirm?.irreversible ? dangerItemClass : itemClass}
            >
              {t(action.title)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** Opens the menu of the row drawn under `rowElementId` as a key press on its button would (first item focused). */
export function openEntityActionMenu(rowElementId: string): boolean {
  const button = document.getElementById(rowElementId)?.querySelector<HTMLElement>('[data-row-menu]');
  if (!button) return false;
  pressEnterOn(button);
  return true;
}
