import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import type { QueueColumn } from '../../queues/queue-page';
import { formatEuros, formatPercent } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { openProductForm } from './product-form-store';
import type { ProductRow } from './product-row';

function EditProductButton({ row, label, name }: { row: ProductRow; label: string; name: string }) {
  if (row.status === 'TERMINATED') return null;
  return (
    <button
      type="button"
      aria-label={name}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        void openProductForm(row);
      }}
      className="rounded px-1.5 py-0.5 font-medium text-primary-700 text-xs hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300 dark:hover:bg-primary-900/40"
    >
      {label}
    </button>
  );
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The catalogue's columns. */
export function productColumns(t: TFunction, language: string, canEdit: boolean): QueueColumn<ProductRow>[] {
  const money = (cents: number) => <span className="tabular-nums">{formatEuros(cents, language)}</span>;
  const columns: QueueColumn<ProductRow>[] = [
    {
      id: 'name',
      header: 'catalogue.products.column.name',
      cell: (row) => <span className="font-medium">{row.name}</span>,
      csv: (row) => row.name,
      width: 220,
    },
    {
      id: 'family',
      header: 'catalogue.products.column.family',
      cell: (row) => t(`domain.productFamily.${row.family}`),
      csv: (row) => t(`domain.productFamily.${row.family}`),
      width: 120,
    },
    {
      id: 'subfamily',
      header: 'catalogue.products.column.subfamily',
      cell: (row) => row.subfamily ?? '',
      csv: (row) => row.subfamily ?? '',
      width: 110,
      hiddenByDefault: true,
    },
    {
      id: 'description',
      header: 'catalogue.products.column.description',
      cell: (row) => <span className="truncate">{row.description ?? ''}</span>,
      csv: (row) => row.description ?? '',
      width: 220,
      hiddenByDefault: true,
    },
    {
      id: 'price',
      header: 'catalogue.products.column.price',
      cell: (row) => money(row.price),
      csv: (row) => euros(row.price),
      width: 100,
    },
    {
      id: 'priceWithoutTax',
      header: 'catalogue.products.column.priceWithoutTax',
      cell: (row) => money(row.priceWithoutTax),
      csv: (row) => euros(row.priceWithoutTax),
      width: 100,
    },
    {
      id: 'providerPriceWithoutTax',
      header: 'catalogue.products.column.providerPriceWithoutTax',
      cell: (row) => (row.providerPriceWithoutTax === null ? '' : money(row.providerPriceWithoutTax)),
      csv: (row) => (row.providerPriceWithoutTax === null ? '' : euros(row.providerPriceWithoutTax)),
      width: 110,
      hiddenByDefault: true,
    },
    {
      id: 'priceWithPromotions',
      header: 'catalogue.products.column.priceWithPromotions',
      cell: (row) => money(row.priceWithPromotions),
      csv: (row) => euros(row.priceWithPromotions),
      width: 110,
    },
    {
      id: 'promotions',
      header: 'catalogue.products.column.promotions',
      cell: (row) => row.promotions.map((promotion) => promotion.name).join(', '),
      csv: (row) => row.promotions.map((promotion) => `${promotion.name} (${promotion.months})`).join('; '),
      width: 150,
      hiddenByDefault: true,
    },
    {
      id: 'status',
      header: 'catalogue.products.column.status',
      cell: (row) => <StatusBadge list="productStatus" value={row.status} />,
      csv: (row) => t(`domain.productStatus.${row.status}`),
      width: 100,
    },
    {
      id: 'display',
      header: 'catalogue.products.column.display',
      cell: (row) => (row.display ? t('catalogue.common.yes') : t('catalogue.common.no')),
      csv: (row) => (row.display ? t('catalogue.common.yes') : t('catalogue.common.no')),
      width: 80,
    },
    {
      id: 'maxAdditionalLines',
      header: 'catalogue.products.column.maxAdditionalLines',
      cell: (row) => row.maxAdditionalLines,
      csv: (row) => String(row.maxAdditionalLines),
      width: 90,
      hiddenByDefault: true,
    },
    {
      id: 'cumulativeGb',
      header: 'catalogue.products.column.cumulativeGb',
      cell: (row) => (row.cumulativeGb ? t('catalogue.common.yes') : t('catalogue.common.no')),
      csv: (row) => (row.cumulativeGb ? t('catalogue.common.yes') : t('catalogue.common.no')),
      width: 90,
      hiddenByDefault: true,
    },
    {
      id: 'tax',
      header: 'catalogue.products.column.tax',
      cell: (row) => formatPercent(row.tax / 100, language),
      csv: (row) => String(row.tax / 100),
      width: 70,
      hiddenByDefault: true,
    },
  ];
  if (canEdit) {
    columns.push({
      id: 'edit',
      header: 'catalogue.common.edit',
      cell: (row) => (
        <EditProductButton
          row={row}
          label={t('catalogue.common.edit')}
          name={t('catalogue.products.action.edit')}
        />
      ),
      width: 64,
    });
  }
  return columns;
}
