import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LaunchSignupOrderMutation, SignupOrderFieldsFragment } from '../../generated/graphql';
import { PageHeader } from '../../shell/page-header';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';

/** The order as launch answers it (or a draft already launched): its number and status history. */
export type LaunchedOrder = Pick<LaunchSignupOrderMutation['launchOrder'], 'orderNumber' | 'history'>;

const LINK = 'text-primary-700 underline hover:text-primary-800 dark:text-primary-300';

/** After launch: the order's number, its status history and where to follow it. */
export function LaunchedPanel({
  launched,
  order,
}: {
  launched: LaunchedOrder;
  order: SignupOrderFieldsFragment | null;
}) {
  const { t } = useTranslation('signup');
  const { orderNumber } = launched;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeader title={t('signup.launched.title')} />
      <p
        role="status"
        className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
      >
        {t('signup.launched.body', { orderNumber })}
      </p>
      <section aria-labelledby="signup-history-title">
        <h2 id="signup-history-title" className="font-semibold text-slate-900 dark:text-slate-50">
          {t('signup.launched.history')}
        </h2>
        <ol className="mt-2 space-y-1 text-sm" data-testid="signup-history">
          {launched.history.map((entry) => (
            <li key={`${entry.at}-${entry.statusTo}-${entry.action}`} className="flex items-center gap-3">
              <span className="w-36 shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
                {formatDate(entry.at, true)}
              </span>
              <StatusBadge list="orderStatus" value={entry.statusTo} />
            </li>
          ))}
        </ol>
      </section>
      <ul className="space-y-2 text-sm">
        {order ? (
          <li>
            <Link href={`/customer/${encodeURIComponent(order.customerFiscalId)}`} className={LINK}>
              {t('signup.launched.customer', { name: order.customerName })}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/management/draft-orders" className={LINK}>
            {t('signup.launched.orders')}
          </Link>
        </li>
        <li>
          <Link href="/subscriptions/v2" className={LINK} data-step-focus>
            {t('signup.launched.another')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
