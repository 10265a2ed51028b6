import type { SubscriptionRow } from '../../client/features/subscriptions/subscription-row';
import { PRODUCT_FAMILIES } from '../../schema/domain/vocabulary/product';
import { SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';

const NAMES = ['María', 'José', 'Lucía', 'Antonio', 'Carmen', 'Manuel', 'Laura', 'Javier', 'Ana', 'David'];
const SURNAMES = ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez'];
const PRODUCTS = ['Fibra 600 Mb', 'Móvil 50 GB', 'Convergente Plus', 'TV Total', 'Fijo Ilimitado'];

/** `count` generated lines (deterministic), newest first, as a local cache would hold them. */
export function fixtureRows(count: number): SubscriptionRow[] {
  const rows: SubscriptionRow[] = new Array(count);
  const base = Date.UTC(2026, 10, 1);
  for (let index = 0; index < count; index++) {
    const created = new Date(base - index * 60_000).toISOString();
    rows[index] = {
      subscriptionId: `sub-${index}`,
      lineNumber: String(600_000_000 + index),
      fiscalId: `${String(10_000_000 + ((index * 7919) % 89_999_999)).slice(0, 8)}Z`,
      customerName: NAMES[index % NAMES.length] ?? '',
      customerFirstSurname: SURNAMES[index % SURNAMES.length] ?? null,
      customerLastSurname: SURNAMES[(index * 3) % SURNAMES.length] ?? null,
      productName: PRODUCTS[index % PRODUCTS.length] ?? '',
      alias: index % 5 === 0 ? `Línea ${index}` : null,
      status: SUBSCRIPTION_STATUSES[index % 7] ?? 'ACTIVE',
      family: PRODUCT_FAMILIES[index % 5] ?? 'MOBILE',
      startDate: created.slice(0, 10),
      endDate: null,
      finalPrice: 1500 + (index % 40) * 100,
      fixedNumber: index % 3 === 0 ? String(910_000_000 + index) : null,
      icc: `89340${String(index).padStart(14, '0')}`,
      carrier: index % 50 === 0 ? '1' : '2',
      technology: index % 2 === 0 ? '5G' : '4G',
      installationAddress: null,
      created,
      modified: created,
    };
  }
  return rows;
}
