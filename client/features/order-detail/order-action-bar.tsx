import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyEntityAction } from '../../actions/entity-action';
import { useEntityActionsOf } from '../../actions/entity-action-store';
import { startEntityAction } from '../../actions/start-entity-action';
import { useCommandContext } from '../../palette/use-command-context';
import { ORDER_DETAIL_ENTITY } from './order-detail-actions';
import type { OrderDetailView } from './order-detail-view';

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The actions the order's status allows, as buttons: the registered actions the palette lists too, started through
 * the same startEntityAction. A WAI-ARIA toolbar: one Tab stop, arrow keys, Home and End between its buttons.
 */
export function OrderActionBar({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation(['orderDetail', 'actions']);
  const context = useCommandContext();
  const visible = useEntityActionsOf(ORDER_DETAIL_ENTITY).filter((action) =>
    action.isVisible(context, order),
  );
  const [current, setCurrent] = useState<string | null>(null);
  const active = visible.find((action) => action.id === current)?.id ?? visible[0]?.id;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = NEXT_KEYS[event.key];
    const index = visible.findIndex((action) => action.id === active);
    const target = next ? visible[next(index, visible.length)] : undefined;
    if (!target) return;
    event.preventDefault();
    setCurrent(target.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-action="${target.id}"]`)?.focus();
  };
  const start = (action: AnyEntityAction) => {
    void startEntityAction(action.id, [order], null, { context });
  };
  if (visible.length === 0) {
    return <p className="text-slate-500 text-sm dark:text-slate-400">{t('orderDetail.actions.none')}</p>;
  }
  return (
    <div
      role="toolbar"
      aria-label={t('orderDetail.actions.label')}
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
              ? 'rounded-md border border-red-300 px-2.5 py-1 font-medium text-red-700 text-sm hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40'
              : 'rounded-md border border-slate-300 px-2.5 py-1 font-medium text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
          }
        >
          {t(action.title)}
        </button>
      ))}
    </div>
  );
}
