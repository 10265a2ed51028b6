import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import type { OrderRow } from '../db/order-tables';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function euros(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}

/**
 * The contract of an order as a small self-contained HTML document: the brand, the customer, the contracted
 * products with their monthly prices and the total. What the customer signs, electronically or on paper.
 */
export async function renderContractDocument(
  db: Kysely<Database>,
  order: OrderRow,
  now: Date,
): Promise<string> {
  const brand = await db
    .selectFrom('brands')
    .select('name')
    .where('id', '=', order.brand_id)
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('order_products')
    .select(['name', 'family', 'price_cents', 'options'])
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const customer = [order.customer_name, order.customer_first_surname, order.customer_second_surname]
    .filter(Boolean)
    .join(' ');
  const rows = products
    .map((product) => {
      const line = product.options.lineNumber ?? product.options.fixedNumber ?? '';
      return `<tr><td>${escapeHtml(product.name)}</td><td>${product.family}</td><td>${escapeHtml(line)}</td><td>${euros(product.price_cents)}</td></tr>`;
    })
    .join('');
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    `<title>Contrato ${escapeHtml(order.order_number)}</title></head><body>`,
    `<h1>Contrato de servicios ${escapeHtml(brand.name)}</h1>`,
    `<p>Pedido ${escapeHtml(order.order_number)}, ${now.toISOString().slice(0, 10)}</p>`,
    `<p>Cliente: ${escapeHtml(customer)} (${escapeHtml(order.document_number)})</p>`,
    '<table><thead><tr><th>Producto</th><th>Familia</th><th>Línea</th><th>Precio mensual</th></tr></thead>',
    `<tbody>${rows}</tbody></table>`,
    `<p>Total mensual: ${euros(order.total_price_cents)}</p>`,
    '</body></html>',
  ].join('');
}
