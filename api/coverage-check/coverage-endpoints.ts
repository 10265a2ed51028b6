import { coverageEndpoints } from '../../schema/rest/coverage';
import { implement } from '../http/endpoint-router';
import type { Coverage } from '../providers/coverage-registry/coverage-registry';
import { createEmbeddedCoverage } from '../providers/coverage-registry/embedded-coverage-registry';

/** Coverage check: the embedded coverage registry unless one is given. Reads no channel-owned row. */
export function createCoverageEndpoints({
  coverage = createEmbeddedCoverage(),
}: {
  coverage?: Coverage;
} = {}) {
  return [
    implement(coverageEndpoints.checkCoverage, async ({ body }) => {
      const technologies = await coverage.check(body);
      return { covered: technologies.length > 0, technologies };
    }),
  ];
}
