import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyEntityAction } from '../../actions/entity-action';
import { useEntityActionsOf } from '../../actions/entity-action-store';
import { startEntityAction } from '../../actions/start-entity-action';
import { useCommandContext } from '../../palette/use-command-context';
import { LINE_ENTITY } from './line-entity-actions';
import type { LineView } from './line-view';

/**
 * Every line action the line allows, as buttons: the same registered actions the palette lists, started through
 * the same startEntityAction, so both paths run the same steps, forms and calls. A WAI-ARIA toolbar: one Tab stop,
 * arrow keys, Home and End move between its buttons, so the tabs below are a couple of Tab presses from the heading.
 */
export function LineActionBar({ line }: { line: LineView }) {
  const { t } = useTranslation(['line', 'actions']);
  const context = useCommandContext();
  const visible = useEntityActionsOf(LINE_ENTITY).filter((action) => action.isVisible(context, line));
  const [current, setCurrent] = useState<string | null>(null);
  const active = visible.find((action) => action.id === current)?.id ?? visible[0]?.id;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = visible.findIndex((action) => action.id === active);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % visible.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + visible.length) % visible.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? visible.length - 1
              : null;
    const next = target === null ? undefined : visible[target];
    if (!next) return;
    event.preventDefault();
    setCurrent(next.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-action="${next.id}"]`)?.focus();
  };
  const start = (action: AnyEntityAction) => {
    void startEntityAction(action.id, [line], null, { context });
  };
  if (visible.length === 0) {
    return <p className="text-slate-500 text-sm dark:text-slate-400">{t('line.actions.none')}</p>;
  }
  return (
    <div
      role="toolbar"
      aria-label={t('line.actions.label')}
      onKeyDown={move}
      className="flex flex-wrap gap-1.5"
    >
      {visible.map((action) => (
        <button
          key={action.id}
          type="button"
          data-action={action.id}
          tabIndex={action.id === active ? 0 : -1}
          onFocus={() => setCurrent(action.id)}
          onClick={() => start(action)}
          className={
            action.confirm?.irreversible
              ? 'rounded-md border border-red-300 px-2 py-1 font-medium text-red-700 text-xs hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40'
              : 'rounded-md border border-slate-300 px-2 py-1 font-medium text-slate-700 text-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
          }
        >
          {t(action.title)}
        </button>
      ))}
    </div>
  );
}
