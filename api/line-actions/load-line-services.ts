import type { Kysely } from 'kysely';
import { subscriptionActionAppliesTo } from '../../schema/domain/lifecycles/subscription-lifecycle';
import type { LineServices } from '../../schema/rest/line-actions';
import type { Database } from '../db/database-schema';
import { allowedLineActions } from './line-action-rules';
import type { LineRow } from './load-line-in-scope';

/** The line's service state as the line view shows it; a line no action touched yet has the defaults. */
export async function loadLineServices(db: Kysely<Database>, line: LineRow): Promise<LineServices> {
  const services = await db
    .selectFrom('line_services')
    .selectAll()
    .where('subscription_id', '=', line.id)
    .executeTakeFirst();
  const mobile = subscriptionActionAppliesTo('ADD_MULTISIM', line.family);
  const fibre = subscriptionActionAppliesTo('FIBRE_CHECK', line.family);
  const cards = mobile
    ? await db
        .selectFrom('line_multisim_cards as c')
        .innerJoin('processes as p', 'p.id', 'c.process_id')
        .select(['c.id', 'c.type', 'c.icc', 'c.process_id', 'p.status as process_status', 'c.created_at'])
        .where('c.subscription_id', '=', line.id)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute()
    : [];
  const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
  const fibreCheck = services?.fibre_check ?? null;
  return {
    subscriptionId: line.id,
    lineNumber: line.line_number,
    family: line.family,
    status: line.status,
    endDate: line.end_date,
    icc: line.icc,
    tvStatus: subscriptionActionAppliesTo('TV_STATUS', line.family)
      ? (services?.tv_status ?? 'ACTIVE')
      : null,
    activeMode: fibre ? (services?.active_mode ?? false) : null,
    wifiSsid: fibre ? (services?.wifi_ssid ?? null) : null,
    wifiPasswordChangedAt: fibre ? iso(services?.wifi_password_changed_at) : null,
    spn: mobile ? (services?.spn ?? null) : null,
    linePasswordChangedAt: iso(services?.line_password_changed_at),
    lastFibreCheck:
      fibre && fibreCheck && services?.fibre_checked_at
        ? { ...fibreCheck, checkedAt: services.fibre_checked_at.toISOString() }
        : null,
    multisimCards: cards.map((card) => ({
      id: card.id,
      type: card.type,
      icc: card.icc,
      processId: card.process_id,
      processStatus: card.process_status,
      created: card.created_at.toISOString(),
    })),
    actions: allowedLineActions(line),
  };
}
