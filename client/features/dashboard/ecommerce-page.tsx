import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { formatCount, formatEuros } from '../../ui/format';
import { analyticsRangeOfSearch, analyticsRangeSearch, isValidRange } from './analytics-range';
import { AnalyticsTable } from './analytics-table';
import { BarListChart } from './bar-list-chart';
import { CataloguePerformanceQuery } from './dashboard-documents';
import { LoadState } from './load-state';
import { RangeForm } from './range-form';

const TOP_PRODUCTS = 10;

/**
 * /dashboards/eCommerce (ADMIN): the catalogue's performance over a chosen range of Madrid days: each product's
 * units sold, revenue and units sold with a promotion, and its active lines now; the best sellers as a chart.
 */
export default function EcommercePage({ route }: PageProps) {
  const { t, i18n } = useTranslation(['routes', 'dashboard', 'domain']);
  const language = i18n.language;
  const [, navigate] = useLocation();
  const search = useSearch();
  const range = useMemo(() => analyticsRangeOfSearch(search), [search]);
  const valid = isValidRange(range);
  const variables = useMemo(() => (valid ? range : null), [valid, range]);
  const { data, loading, error, retry } = useGraphqlQuery(CataloguePerformanceQuery, variables);
  const performance =
    data?.cataloguePerformance.from === range.from && data.cataloguePerformance.to === range.to
      ? data.cataloguePerformance
      : null;
  const count = (value: number) => formatCount(value, language);
  const euros = (cents: number) => formatEuros(cents, language);

  return (
    <section className="space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <RangeForm
        range={range}
        onChange={(next) => navigate(`/dashboards/eCommerce${analyticsRangeSearch(next)}`, { replace: true })}
      />
      {valid ? <LoadState loading={loading || (!performance && !error)} error={error} retry={retry} /> : null}
      {performance ? (
        <>
          <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
            <BarListChart
              title={t('dashboard.catalogue.top')}
              columns={[
                t('dashboard.catalogue.product'),
                t('dashboard.catalogue.revenue'),
                t('dashboard.catalogue.unitsSold'),
              ]}
              empty={t('dashboard.analytics.none')}
              entries={performance.products
                .filter((product) => product.revenueCents > 0)
                .slice(0, TOP_PRODUCTS)
                .map((product) => ({
                  key: product.productId,
                  label: product.name,
                  value: product.revenueCents,
                  valueText: euros(product.revenueCents),
                  extra: [count(product.unitsSold)],
                  href: `/management/products?search=${encodeURIComponent(product.name)}`,
                }))}
            />
          </div>
          <AnalyticsTable
            caption={t('dashboard.catalogue.title')}
            fileName={`catalogo-${range.from}_${range.to}`}
            empty={t('dashboard.catalogue.none')}
            columns={[
              { header: t('dashboard.catalogue.product') },
              { header: t('dashboard.catalogue.family') },
              { header: t('dashboard.catalogue.status') },
              { header: t('dashboard.catalogue.price'), numeric: true },
              { header: t('dashboard.catalogue.promotions'), numeric: true },
              { header: t('dashboard.catalogue.unitsSold'), numeric: true },
              { header: t('dashboard.catalogue.revenue'), numeric: true },
              { header: t('dashboard.catalogue.promotionUnits'), numeric: true },
              { header: t('dashboard.catalogue.activeLines'), numeric: true },
              { header: t('dashboard.catalogue.activeMonthly'), numeric: true },
            ]}
            rows={performance.products.map((product) => ({
              key: product.productId,
              cells: [
                product.name,
                t(`domain.productFamily.${product.family}`),
                t(`domain.productStatus.${product.status}`),
                euros(product.priceCents),
                count(product.promotions),
                count(product.unitsSold),
                euros(product.revenueCents),
                count(product.promotionUnits),
                count(product.activeLines),
                euros(product.activeMonthlyCents),
              ],
            }))}
          />
        </>
      ) : null}
    </section>
  );
}
