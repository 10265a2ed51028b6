import type { ColumnType, Generated } from 'kysely';
import type { VerificationLinkChannel } from '../../schema/rest/signup';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Table of migration 0020 (api/db/migrations/0020-verification-links.sql). */
export type VerificationLinksTable = {
  id: Generated<string>;
  order_id: string;
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  channel: VerificationLinkChannel;
  sent_to: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
};
