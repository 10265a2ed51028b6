import type { Response } from 'express';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database-schema';

/** Lines read per round trip while streaming. */
const BATCH_SIZE = 2000;

/** The newest modified marker among the lines of the scope (TERMINATED included: their change is news too). */
export async function newestModified(
  db: Kysely<Database>,
  channels: readonly string[],
): Promise<string | null> {
  if (channels.length === 0) return null;
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.max('modified_at').as('modified'))
    .where('channel_id', 'in', channels)
    .executeTakeFirst();
  return row?.modified ? new Date(row.modified).toISOString() : null;
}

/** Lines the download sends (every non-TERMINATED line of the scope): sent first, the client's progress total. */
async function countCached(db: Kysely<Database>, channels: readonly string[]): Promise<number> {
  if (channels.length === 0) return 0;
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('channel_id', 'in', channels)
    .where('status', '<>', 'TERMINATED')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Waits for the socket to take more when the response buffer is full, so a big scope never sits in memory. */
function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      res.off('drain', done);
      res.off('close', closed);
      if (error) reject(error);
      else resolve();
    };
    const closed = () => done(new Error('client went away during the download'));
    res.once('drain', done);
    res.once('close', closed);
  });
}

/**
 * Writes `{"count": n, "modified": ..., "subscriptions": [...]}` (the count first, so the client knows the total
 * before the rows) with every non-TERMINATED line of the scope (the local cache
 * serves the palette search, which leaves terminated lines out), a keyset batch at a time.
 */
export async function streamCachedSubscriptions(
  db: Kysely<Database>,
  channels: readonly string[],
  res: Response,
): Promise<void> {
  const modified = await newestModified(db, channels);
  const count = await countCached(db, channels);
  res.status(200).type('application/json');
  try {
    await writeSubscriptions(db, channels, { count, modified }, res);
  } catch (error) {
    // The status line is gone: cutting the connection is the only way left to tell the client it failed.
    res.destroy();
    throw error;
  }
}

async function writeSubscriptions(
  db: Kysely<Database>,
  channels: readonly string[],
  { count, modified }: { count: number; modified: string | null },
  res: Response,
): Promise<void> {
  await write(res, `{"count":${count},"modified":${JSON.stringify(modified)},"subscriptions":[`);
  let after: string | null = null;
  let first = true;
  while (channels.length > 0) {
    let batch = db
      .selectFrom('subscriptions as s')
      .innerJoin('customers as c', 'c.id', 's.customer_id')
      .select([
        's.id',
        's.customer_id',
        's.channel_id',
        's.brand_id',
        's.line_number',
        's.fiscal_id',
        's.product_name',
        's.alias',
        's.status',
        's.family',
        's.carrier',
        's.fixed_number',
        's.icc',
        sql<string | null>`to_char(s.start_date, 'YYYY-MM-DD')`.as('start_day'),
        sql<string | null>`to_char(s.end_date, 'YYYY-MM-DD')`.as('end_day'),
        's.final_price_cents',
        's.technology',
        's.installation_address',
        's.created_at',
        's.modified_at',
        'c.name',
        'c.first_surname',
        'c.second_surname',
      ])
      .where('s.channel_id', 'in', channels)
      .where('s.status', '<>', 'TERMINATED')
      .orderBy('s.id')
      .limit(BATCH_SIZE);
    if (after) batch = batch.where('s.id', '>', after);
    const rows = await batch.execute();
    if (rows.length === 0) break;
    const text = rows
      .map((row) =>
        JSON.stringify({
          subscriptionId: row.id,
          lineNumber: row.line_number,
          fiscalId: row.fiscal_id,
          customerId: row.customer_id,
          channelId: row.channel_id,
          brandId: row.brand_id,
          customerName: row.name,
          customerFirstSurname: row.first_surname,
          customerLastSurname: row.second_surname,
          productName: row.product_name,
          alias: row.alias,
          status: row.status,
          family: row.family,
          carrier: row.carrier,
          fixedNumber: row.fixed_number,
          icc: row.icc,
          startDate: row.start_day,
          endDate: row.end_day,
          finalPrice: row.final_price_cents,
          technology: row.technology,
          installationAddress: row.installation_address,
          created: row.created_at.toISOString(),
          modified: row.modified_at.toISOString(),
        }),
      )
      .join(',');
    await write(res, first ? text : `,${text}`);
    first = false;
    after = rows.at(-1)?.id ?? null;
    if (rows.length < BATCH_SIZE) break;
  }
  res.end(']}');
}
