import type { Generated } from 'kysely';

/** Migration 0029 (api/db/migrations/0029-idempotent-requests.sql). */
export type IdempotentRequestsTable = {
  user_id: string;
  key: string;
  endpoint_id: string;
  request_hash: string;
  status_code: Generated<number>;
  answer: Generated<string>;
  created_at: Generated<Date>;
};
