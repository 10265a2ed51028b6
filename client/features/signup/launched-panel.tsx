import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SignupOrderFieldsFragment } from '../../generated/graphql';
import { PageHeader } from '../../shell/page-header';

const LINK = 'text-primary-700 underline hover:text-primary-800 dark:text-primary-300';

/** After launch: the order's number and where to follow it. */
export function LaunchedPanel({
  orderNumber,
  order,
}: {
  orderNumber: string;
  order: SignupOrderFieldsFragment | null;
}) {
  const { t } = useTranslation('signup');
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeader title={t('signup.launched.title')} />
      <p
        role="status"
        className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
      >
        {t('signup.launched.body', { orderNumber })}
      </p>
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
