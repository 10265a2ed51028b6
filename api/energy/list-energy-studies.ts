import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { normalizeDocumentNumber } from '../../schema/domain/validators/document-number';
import {
  ENERGY_STUDIES_LIST_LIMIT,
  type EnergyStudySummary,
  type listEnergyStudiesQuery,
} from '../../schema/rest/energy';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { toEnergyStudySummary } from './to-energy-study';

/** GET /energy-studies: the latest studies of the caller's subtree, by part of the CUPS or of the fiscal id. */
export async function listEnergyStudies(
  db: Kysely<Database>,
  scopeChannel: string,
  query: z.infer<typeof listEnergyStudiesQuery>,
): Promise<{ items: EnergyStudySummary[] }> {
  let studies = db
    .selectFrom('energy_studies')
    .selectAll()
    .where(inChannelSubtree('energy_studies.channel_id', scopeChannel));
  // CUPS and fiscal ids are stored normalised (no separators, upper case): the search is read the same way.
  const search = normalizeDocumentNumber(query.search ?? '');
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    studies = studies.where((eb) =>
      eb.or([eb('cups', 'like', pattern), eb('customer_fiscal_id', 'like', pattern)]),
    );
  }
  const rows = await studies
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ENERGY_STUDIES_LIST_LIMIT)
    .execute();
  return { items: rows.map(toEnergyStudySummary) };
}
