import type { Kysely } from 'kysely';
import { publicVerificationEndpoints } from '../../schema/rest/public-verification';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { createEmbeddedIdentityCheck } from '../providers/identity-check/embedded-identity-check';
import type { IdentityCheck } from '../providers/identity-check/identity-check';
import { loadPublicVerification } from './load-public-verification';
import { submitPublicVerification } from './submit-public-verification';

/** The customer's verification page, whose link token is the credential; the embedded identity check unless one is given. */
export function createPublicVerificationEndpoints({
  db,
  identityCheck = createEmbeddedIdentityCheck(),
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  identityCheck?: IdentityCheck;
  clock?: () => Date;
}) {
  return [
    implement(publicVerificationEndpoints.getPublicVerification, ({ query }) =>
      loadPublicVerification(db, query.token, clock()),
    ),
    implement(publicVerificationEndpoints.submitPublicVerification, ({ body }) =>
      submitPublicVerification(db, identityCheck, body, clock()),
    ),
  ];
}
