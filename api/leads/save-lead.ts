import type { Kysely } from 'kysely';
import { isLeadClosed } from '../../schema/domain/lifecycles/lead-lifecycle';
import type { LeadBody } from '../../schema/rest/leads';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadLeadInScope } from './load-lead-in-scope';

type Actor = { scopeChannel: string; actor: string; now: Date };

/** The stored columns of a lead's editable fields. */
function leadColumns(body: LeadBody) {
  // A provider sale hands the customer's data to the provider: without the signed consent it cannot be recorded.
  if (body.sellType === 'PROVIDER_SALE' && body.consent === null) {
    throw new ApiError(
      422,
      'LEAD_CONSENT_REQUIRED',
      "A provider sale needs the customer's signed consent",
      'consent',
    );
  }
  return {
    customer_name: body.customerName,
    customer_document: body.customerDocument === '' ? null : body.customerDocument,
    phone: body.phone,
    sell_type: body.sellType,
    commission_cents: body.commission,
    lead_date: body.date,
    consent_full_name: body.consent?.fullName ?? null,
    consent_document: body.consent?.document ?? null,
    consent_date: body.consent?.date ?? null,
    consent_signature: body.consent?.signature ?? null,
  };
}

/** POST /leads: a CREATED lead in the caller's current channel (and its brand), with its first history row. */
export async function createLead(db: Kysely<Database>, body: LeadBody, { scopeChannel, actor, now }: Actor) {
  const columns = leadColumns(body);
  return db.transaction().execute(async (trx) => {
    const channel = await trx
      .selectFrom('channels')
      .select('brand_id')
      .where('id', '=', scopeChannel)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('leads')
      .values({
        ...columns,
        brand_id: channel.brand_id,
        channel_id: scopeChannel,
        status: 'CREATED',
        created_at: now,
        modified_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('lead_history')
      .values({ lead_id: id, action: 'CREATE', status_from: null, status_to: 'CREATED', actor, at: now })
      .execute();
    return id;
  });
}

/** PUT /leads/:id: replaces the fields of an open lead of the caller's subtree; WON and LOST are closed (409). */
export async function updateLead(
  db: Kysely<Database>,
  id: string,
  body: LeadBody,
  { scopeChannel, actor, now }: Actor,
) {
  const columns = leadColumns(body);
  return db.transaction().execute(async (trx) => {
    const row = await loadLeadInScope(trx, scopeChannel, id, { lock: true });
    if (isLeadClosed(row.status)) {
      throw new ApiError(409, 'LEAD_CLOSED', `A ${row.status} lead is closed and cannot be edited`);
    }
    await trx
      .updateTable('leads')
      .set({ ...columns, modified_at: now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('lead_history')
      .values({
        lead_id: row.id,
        action: 'UPDATE',
        status_from: row.status,
        status_to: row.status,
        actor,
        at: now,
      })
      .execute();
    return row.id;
  });
}
