import type { Kysely } from 'kysely';
import { RESERVATION_HOLD_MS } from '../../schema/domain/lifecycles/resource-lifecycle';
import { LINE_REQUIREMENTS } from '../../schema/domain/signup/line-requirements';
import { signupEndpoints } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import type { OrderProductOptions, SignupRecord } from '../db/order-tables';
import { recordOrderStatus } from '../orders/record-order-status';
import { type CheckedLine, checkSignupLines, type LinesBody } from './check-signup-lines';
import { idempotentSave } from './idempotent-save';
import { loadSignupDraft, type SignupDraft } from './load-signup-draft';
import { recordSignupStep } from './record-signup-step';
import { releaseOrderReservations } from './release-order-reservations';
import { reserveFixedNumber, reserveMobileNumber } from './reserve-line-number';
import { reservedNumbersOf } from './reserved-numbers';
import { toSavedAddress } from './signup-address';
import type { SignupRequest } from './signup-request';
import { signupStepCall } from './signup-step-call';

type SavedLine = SignupRecord['lines'][number];

/** The saved line: the parts its family uses, with the numbers reserved for it. */
async function resolveLine(
  db: Kysely<Database>,
  order: SignupDraft,
  { index, line, row, installation }: CheckedLine,
  heldByOrder: ReadonlySet<string>,
  request: SignupRequest,
): Promise<SavedLine> {
  const needs = LINE_REQUIREMENTS[row.family];
  const previous = order.signup.lines.find((saved) => saved.position === line.position);
  const reservation = {
    brandId: order.brand_id,
    channelId: order.channel_id,
    orderId: order.id,
    heldByOrder,
    actor: request.actor,
    now: request.now,
  };
  let mobileNumber: SavedLine['mobileNumber'] = null;
  if (needs.mobileNumber && line.mobileNumber) {
    mobileNumber =
      line.mobileNumber.mode === 'NEW'
        ? {
            mode: 'NEW',
            lineNumber: await reserveMobileNumber(db, {
              ...reservation,
              held: previous?.mobileNumber?.mode === 'NEW' ? previous.mobileNumber.lineNumber : null,
              field: `lines.${index}.mobileNumber`,
            }),
            donorOperator: null,
            portabilityType: null,
            currentHolderFiscalId: null,
          }
        : {
            mode: 'PORTABILITY',
            lineNumber: line.mobileNumber.lineNumber,
            donorOperator: line.mobileNumber.donorOperator,
            portabilityType: line.mobileNumber.portabilityType,
            currentHolderFiscalId: line.mobileNumber.currentHolderFiscalId ?? null,
          };
  }
  let fixedNumber: SavedLine['fixedNumber'] = null;
  if (needs.fixedNumber && line.fixedNumber) {
    fixedNumber =
      line.fixedNumber.mode === 'NEW'
        ? {
            mode: 'NEW',
            fixedNumber: await reserveFixedNumber(db, {
              ...reservation,
              held: previous?.fixedNumber?.mode === 'NEW' ? previous.fixedNumber.fixedNumber : null,
              province: installation?.province ?? order.signup.address.province,
              field: `lines.${index}.fixedNumber`,
            }),
            donorOperator: null,
          }
        : {
            mode: 'PORTABILITY',
            fixedNumber: line.fixedNumber.fixedNumber,
            donorOperator: line.fixedNumber.donorOperator,
          };
  }
  const sim = needs.sim && line.sim ? line.sim : null;
  return {
    position: line.position,
    productId: row.productId,
    productName: row.name,
    family: row.family,
    mobileNumber,
    sim: sim
      ? {
          kind: sim.kind,
          icc: sim.kind === 'ICC' ? sim.icc : null,
          email: sim.kind === 'ESIM' ? sim.email : null,
        }
      : null,
    fixedNumber,
    installationAddress: installation,
    supplyPoint: needs.supplyPoint && line.supplyPoint ? { cups: line.supplyPoint.cups } : null,
    tvUserEmail: needs.tvUser && line.tvUserEmail ? line.tvUserEmail.toLowerCase() : null,
  };
}

/** What existing order detail and contract rendering read of a line. */
function optionsOf(line: SavedLine): OrderProductOptions {
  const options: OrderProductOptions = {};
  if (line.mobileNumber?.lineNumber) options.lineNumber = line.mobileNumber.lineNumber;
  if (line.sim) options.esim = line.sim.kind === 'ESIM';
  if (line.sim?.icc) options.icc = line.sim.icc;
  if (line.fixedNumber?.fixedNumber) options.fixedNumber = line.fixedNumber.fixedNumber;
  const ported = line.mobileNumber;
  if (ported?.mode === 'PORTABILITY' && ported.donorOperator && ported.portabilityType) {
    options.portability = { donorOperator: ported.donorOperator, type: ported.portabilityType };
  }
  return options;
}

/**
 * PUT /orders/:id/signup/lines (LINES_UPDATED, then SHIPPING_ADDRESS_ADDED with a shipping address). A new
 * number is reserved from the brand's inventory for the draft; a line that still holds one keeps it (its hold is
 * extended), so saving twice burns nothing, and one the order no longer uses is released. When another order took
 * a number whose hold had expired, the line gets a new one here.
 */
export async function saveSignupLines(
  db: Kysely<Database>,
  orderId: string,
  body: LinesBody,
  request: SignupRequest,
): Promise<string> {
  return idempotentSave(
    db,
    signupStepCall(signupEndpoints.saveSignupLines, orderId, body, request),
    async (trx) => {
      const order = await loadSignupDraft(trx, request.scopeChannel, orderId);
      const rows = await trx
        .selectFrom('order_products')
        .select(['id', 'position', 'product_id', 'name', 'family', 'options'])
        .where('order_id', '=', order.id)
        .orderBy('position')
        .execute();
      const orderLines = rows
        .filter((row) => !row.options.optional)
        .map((row) => ({
          id: row.id,
          position: row.position,
          productId: row.product_id,
          name: row.name,
          family: row.family,
        }));
      const checked = await checkSignupLines(trx, body, orderLines, order.signup.address, request.now);

      // Every hold of the order is renewed first, so a line asking for a new number never takes back, as an expired
      // hold, a number another line of this order keeps.
      const held = await trx
        .updateTable('resources')
        .set({
          reserved_until: new Date(request.now.getTime() + RESERVATION_HOLD_MS),
          modified_at: request.now,
        })
        .where('order_id', '=', order.id)
        .where('status', '=', 'RESERVED')
        .returning('value')
        .execute();
      const heldByOrder = new Set(held.map((row) => row.value));
      const lines: SavedLine[] = [];
      for (const line of checked) lines.push(await resolveLine(trx, order, line, heldByOrder, request));
      lines.sort((a, b) => a.position - b.position);

      await releaseOrderReservations(trx, order.id, {
        keep: reservedNumbersOf(lines),
        actor: request.actor,
        now: request.now,
      });
      const rowAt = new Map(orderLines.map((row) => [row.position, row.id]));
      for (const line of lines) {
        await trx
          .updateTable('order_products')
          .set({ options: JSON.stringify(optionsOf(line)) })
          .where('id', '=', rowAt.get(line.position) ?? '')
          .execute();
      }
      const shippingAddress = body.shippingAddress ? toSavedAddress(body.shippingAddress) : null;
      await recordSignupStep(trx, {
        orderId: order.id,
        from: order.status,
        to: 'LINES_UPDATED',
        step: 'LINE_CONFIGURATION',
        record: { ...order.signup, lines, shippingAddress },
        actor: request.actor,
        at: request.now,
      });
      if (shippingAddress) {
        await recordOrderStatus(trx, {
          orderId: order.id,
          action: 'UPDATE',
          from: 'LINES_UPDATED',
          to: 'SHIPPING_ADDRESS_ADDED',
          reason: 'SHIPPING_ADDRESS',
          actor: request.actor,
          at: request.now,
        });
      }
      return order.id;
    },
  );
}
