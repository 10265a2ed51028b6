import type { Kysely } from 'kysely';
import { publicCoverageEndpoints } from '../../schema/rest/public-coverage';
import { searchMunicipalities } from '../addresses/search-municipalities';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import type { Coverage } from '../providers/coverage-registry/coverage-registry';
import { createEmbeddedCoverage } from '../providers/coverage-registry/embedded-coverage-registry';
import { createPublicCoverageLead } from './create-public-coverage-lead';
import { findBrandByPublicKey } from './find-brand-by-public-key';
import { loadPublicCoverageKey } from './load-public-coverage-key';
import { rotatePublicCoverageKey } from './rotate-public-coverage-key';

/**
 * The public coverage pages, whose link's key names the brand (every answer needs a valid key, and none names the
 * brand's id), and the console's read and rotation of its own brand's key. The embedded coverage registry unless one is given.
 */
export function createPublicCoverageEndpoints({
  db,
  clock,
  coverage = createEmbeddedCoverage(),
}: {
  db: Kysely<Database>;
  clock: () => Date;
  coverage?: Coverage;
}) {
  return [
    implement(publicCoverageEndpoints.getPublicCoverageBrand, async ({ query }) => {
      const { name, logoURL } = await findBrandByPublicKey(db, query.key);
      return { name, logoURL };
    }),
    implement(publicCoverageEndpoints.searchPublicCoverageCities, async ({ query }) => {
      await findBrandByPublicKey(db, query.key);
      return { items: searchMunicipalities(query.province, query.q) };
    }),
    implement(publicCoverageEndpoints.checkPublicCoverage, async ({ body }) => {
      await findBrandByPublicKey(db, body.key);
      const technologies = await coverage.check(body.address);
      return { covered: technologies.length > 0, technologies };
    }),
    implement(publicCoverageEndpoints.createPublicCoverageLead, ({ body }) =>
      createPublicCoverageLead(db, body, clock()),
    ),
    implement(publicCoverageEndpoints.getPublicCoverageKey, ({ caller }) =>
      loadPublicCoverageKey(db, caller.user),
    ),
    implement(publicCoverageEndpoints.rotatePublicCoverageKey, ({ caller }) =>
      rotatePublicCoverageKey(db, caller.user, clock()),
    ),
  ];
}
