import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database-schema';
import type { StoredFibreCheck } from '../db/line-service-tables';

/** Every demo timestamp lies before this instant, so the seed is the same whatever day it runs. */
const CHECKED_AT = '2025-12-15T10:00:00.000Z';
const PASSING_CHECK: StoredFibreCheck = {
  result: 'OK',
  synced: true,
  downstreamMbps: 598,
  upstreamMbps: 571,
  attenuationDb: 17,
};

/**
 * The line view's services for the demo lines (deterministic, derived from the seeded lines): every live fibre
 * line has a router SSID named after its number and a passing line test, and each brand's first live TV line is
 * BLOCKED. Two statements, inside the demo-world transaction.
 */
export async function seedDemoLineServices(db: Kysely<Database>): Promise<number> {
  const fibre = await sql`
    insert into line_services (subscription_id, wifi_ssid, fibre_check, fibre_checked_at, modified_at)
    select id, 'MiFibra-' || right(line_number, 4), ${JSON.stringify(PASSING_CHECK)}::jsonb, ${CHECKED_AT}::timestamptz,
      ${CHECKED_AT}::timestamptz
    from subscriptions
    where family in ('FIBRE', 'CONVERGENT') and status = 'ACTIVE'`.execute(db);
  const tv = await sql`
    insert into line_services (subscription_id, tv_status, modified_at)
    select distinct on (brand_id) id, 'BLOCKED', ${CHECKED_AT}::timestamptz
    from subscriptions
    where family = 'TV' and status = 'ACTIVE'
    order by brand_id, id`.execute(db);
  return Number(fibre.numAffectedRows ?? 0) + Number(tv.numAffectedRows ?? 0);
}
