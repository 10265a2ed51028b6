import type { Insertable, Kysely } from 'kysely';
import { LINE_REQUIREMENTS, needsShipping } from '../../schema/domain/signup/line-requirements';
import type { InstallationType } from '../../schema/domain/vocabulary/installation';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { ShipmentItemKind } from '../../schema/domain/vocabulary/shipment';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { SubscriptionsTable } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import type { ShipmentItem } from '../db/fieldwork-tables';
import type { SignupRecord } from '../db/order-tables';
import type { SignupDraft } from './load-signup-draft';
import { reservedNumbersOfLine } from './reserved-numbers';
import { addressText, type SavedAddress } from './signup-address';

type SavedLine = SignupRecord['lines'][number];
type Fulfilment = { actor: string; now: Date };

const INSTALLATION_TYPES: Partial<Record<ProductFamily, InstallationType>> = {
  FIBRE: 'FIBRE',
  CONVERGENT: 'FIBRE',
  SATELLITE: 'SATELLITE',
  FIXED: 'FIXED',
};

/** What the logistics partner sends for a line (the vocabulary has no kind of its own for other devices). */
const SHIPMENT_ITEM_KINDS: Partial<Record<ProductFamily, ShipmentItemKind>> = {
  FIBRE: 'ROUTER',
  CONVERGENT: 'ROUTER',
  SATELLITE: 'SATELLITE_KIT',
  LOGISTICS: 'ROUTER',
};

/** The status a new line starts in: waiting for its portability, its installation, its parcel, or activation. */
function initialStatus(line: SavedLine): SubscriptionStatus {
  const needs = LINE_REQUIREMENTS[line.family];
  if (line.mobileNumber?.mode === 'PORTABILITY') return 'PENDING_PORTABILITY';
  if (needs.installationAddress) return 'PENDING_INSTALLATION';
  if (needs.shipping) return 'PENDING_LOGISTIC';
  return 'PENDING_ACTIVATION';
}

function streetOf(address: SavedAddress): string {
  return [address.streetType, address.street].filter(Boolean).join(' ');
}

/**
 * What a launched signup order contracted, created in the launch's first transaction: the payment data on the
 * customer, one subscription per line with its reserved numbers ASSIGNED to it, an IN portability per ported
 * mobile number, an installation per line installed at an address, and one shipment for the equipment to send.
 */
export async function fulfilSignupOrder(
  db: Kysely<Database>,
  order: SignupDraft,
  { actor, now }: Fulfilment,
): Promise<void> {
  const record = order.signup;
  const payment = record.payment;
  if (payment) {
    const customer = await db
      .selectFrom('customers')
      .select(['sepa_mandate_reference'])
      .where('id', '=', order.customer_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const newMandate =
      payment.mandateReference !== null && payment.mandateReference !== customer.sepa_mandate_reference;
    await db
      .updateTable('customers')
      .set({
        payment_methods: JSON.stringify([payment.paymentMethod]),
        ...(payment.iban !== null && { iban: payment.iban }),
        ...(newMandate && {
          sepa_mandate_reference: payment.mandateReference,
          sepa_mandate_signed: false,
          sepa_mandate_signed_at: null,
        }),
        modified_at: now,
      })
      .where('id', '=', order.customer_id)
      .execute();
  }

  const rows = await db
    .selectFrom('order_products')
    .select(['position', 'product_id', 'name', 'price_cents', 'options'])
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const brand = await db
    .selectFrom('brands')
    .select('name')
    .where('id', '=', order.brand_id)
    .executeTakeFirstOrThrow();
  const shipmentItems: ShipmentItem[] = [];
  for (const line of record.lines) {
    const row = rows.find((candidate) => candidate.position === line.position);
    const optionals = rows
      .filter((candidate) => candidate.options.optional && candidate.options.optionalOf === line.position)
      .map((optional) => ({
        productId: optional.product_id,
        name: optional.name,
        priceCents: optional.price_cents,
      }));
    const family = line.family;
    const installation = line.installationAddress;
    const subscription: Insertable<SubscriptionsTable> = {
      brand_id: order.brand_id,
      channel_id: order.channel_id,
      customer_id: order.customer_id,
      fiscal_id: order.customer_fiscal_id,
      line_number:
        line.mobileNumber?.lineNumber ??
        line.fixedNumber?.fixedNumber ??
        line.supplyPoint?.cups ??
        `${order.order_number}-${line.position}`,
      product_id: line.productId,
      product_name: line.productName,
      status: initialStatus(line),
      installation_address: installation ? addressText(installation) : null,
      final_price_cents: row?.price_cents ?? 0,
      family,
      fixed_number: line.fixedNumber?.fixedNumber ?? null,
      icc: line.sim?.icc ?? null,
      esim: line.sim?.kind === 'ESIM',
      esim_email: line.sim?.email ?? line.tvUserEmail ?? null,
      donor_operator: line.mobileNumber?.donorOperator ?? line.fixedNumber?.donorOperator ?? null,
      optionals: JSON.stringify(optionals),
      created_at: now,
      modified_at: now,
    };
    const { id: subscriptionId } = await db
      .insertInto('subscriptions')
      .values(subscription)
      .returning('id')
      .executeTakeFirstOrThrow();

    const numbers = reservedNumbersOfLine(line);
    if (numbers.length > 0) {
      const assigned = await db
        .updateTable('resources')
        .set({ status: 'ASSIGNED', subscription_id: subscriptionId, reserved_until: null, modified_at: now })
        .where('order_id', '=', order.id)
        .where('value', 'in', numbers)
        .returning('id')
        .execute();
      await db
        .insertInto('resource_history')
        .values(
          assigned.map((resource) => ({
            resource_id: resource.id,
            action: 'CHANGE_STATUS' as const,
            status_from: 'RESERVED' as const,
            status_to: 'ASSIGNED' as const,
            channel_from: null,
            channel_to: null,
            subscription_id: subscriptionId,
            actor,
            at: now,
          })),
        )
        .execute();
    }

    const ported = line.mobileNumber;
    if (
      ported?.mode === 'PORTABILITY' &&
      ported.lineNumber &&
      ported.donorOperator &&
      ported.portabilityType
    ) {
      await db
        .insertInto('portabilities')
        .values({
          brand_id: order.brand_id,
          channel_id: order.channel_id,
          direction: 'IN',
          status: 'INITIATED',
          portability_type: ported.portabilityType,
          change_window: null,
          customer_fiscal_id: order.customer_fiscal_id,
          document: ported.currentHolderFiscalId ?? order.customer_fiscal_id,
          mobile_number: ported.lineNumber,
          icc: line.sim?.icc ?? null,
          donor_operator: ported.donorOperator,
          receiver_operator: brand.name,
          created_at: now,
          modified_at: now,
        })
        .execute();
    }

    const installationType = INSTALLATION_TYPES[family];
    if (installation && installationType) {
      await db
        .insertInto('installations')
        .values({
          brand_id: order.brand_id,
          channel_id: order.channel_id,
          installation_type: installationType,
          status: 'PENDING_SCHEDULE',
          fixed_number: line.fixedNumber?.fixedNumber ?? null,
          street: streetOf(installation),
          street_number: installation.number,
          floor: installation.floor,
          postal_code: installation.postalCode,
          province: installation.province,
          city: installation.city,
          product_id: line.productId,
          product_name: line.productName,
          subscription_id: subscriptionId,
          order_reference: order.order_number,
          customer_fiscal_id: order.customer_fiscal_id,
          created_at: now,
          changed_at: now,
        })
        .execute();
    }

    const itemKind = SHIPMENT_ITEM_KINDS[family];
    if (LINE_REQUIREMENTS[family].shipping && itemKind) {
      shipmentItems.push({ kind: itemKind, description: line.productName, serial: null });
    }
  }

  if (needsShipping(record.lines.map((line) => line.family))) {
    const address = record.shippingAddress ?? record.address;
    await db
      .insertInto('shipments')
      .values({
        brand_id: order.brand_id,
        channel_id: order.channel_id,
        status: 'CREATED',
        order_reference: order.order_number,
        customer_fiscal_id: order.customer_fiscal_id,
        customer_name: [order.customer_name, order.customer_first_surname, order.customer_second_surname]
          .filter(Boolean)
          .join(' '),
        street: streetOf(address),
        street_number: address.number,
        floor: address.floor,
        postal_code: address.postalCode,
        province: address.province,
        city: address.city,
        items: JSON.stringify(shipmentItems),
        created_at: now,
        changed_at: now,
      })
      .execute();
  }
}
