import { type Kysely, sql } from 'kysely';
import { ENDED_SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * A SIM card serves one line: an ICC already on a live subscription, on a MultiSIM card or waiting in a running
 * SIM change is refused (422 ICC_IN_USE on `icc`), in any brand, since the card is one physical object.
 */
export async function assertIccFree(db: Kysely<Database>, icc: string): Promise<void> {
  if (await isIccInUse(db, icc))
    throw new ApiError(422, 'ICC_IN_USE', 'That SIM card is already in use', 'icc');
}

/** Whether the card is on a live line, a MultiSIM card or a running SIM change (see assertIccFree). */
export async function isIccInUse(db: Kysely<Database>, icc: string): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`
    select (
      exists (select 1 from subscriptions where icc = ${icc} and status not in (${sql.join(ENDED_SUBSCRIPTION_STATUSES)}))
      or exists (select 1 from line_multisim_cards where icc = ${icc})
      or exists (
        select 1 from processes
        where type = 'SIM_CHANGE' and status = 'INITIATED' and details ->> 'icc' = ${icc}
      )
    ) as taken`.execute(db);
  return rows[0]?.taken === true;
}
