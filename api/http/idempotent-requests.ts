import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { inRequestTransaction } from '../db/request-transaction';
import { ApiError } from './api-error';
import type { FaultPause } from './fault-pause';
import { requestHashOf } from './request-hash';

export type IdempotentRequests = {
  /** The database opened with `requestTransactionDialect`, so a request's queries share its transaction. */
  db: Kysely<Database>;
  pause?: FaultPause | undefined;
};

/** One changing request as its key sees it. */
type KeyedRequest = {
  userId: string;
  key: string;
  endpointId: string;
  /** The path with its parameters and query. */
  path: string;
  body: unknown;
};

/** An answer as written to the caller: the first time, or recorded and replayed. */
type KeyedAnswer = { status: number; text: string; replayed: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's Idempotency-Key header, a UUID; undefined without one. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new ApiError(400, 'INVALID_REQUEST', 'Idempotency-Key must be a UUID', 'idempotencyKey');
  }
  return value.toLowerCase();
}

/**
 * Runs a keyed request once per caller and key. The key is claimed (ON CONFLICT DO NOTHING) first in the request's
 * one transaction (request-transaction.ts), which also holds everything the handler writes and, at its end, the
 * answer: after a crash either all of it is there or none, so a retry replays the answer or runs the request
 * afresh. A concurrent duplicate waits on the key until the first commits, then replays; the handler, and with it
 * any provider it calls, never runs twice for one key. A handler that fails gives its key back (the caller may
 * retry it); the same key with another request is 422 IDEMPOTENCY_KEY_REUSED. `answer` returns null when the
 * handler wrote its own response, which is then not recorded.
 */
export async function answerOnce(
  { db, pause }: IdempotentRequests,
  request: KeyedRequest,
  answer: () => Promise<{ status: number; text: string } | null>,
): Promise<KeyedAnswer | null> {
  const requestHash = requestHashOf(request);
  let ran = false;
  const result = await inRequestTransaction(
    async (): Promise<KeyedAnswer | null> => {
      const claimed = await db
        .insertInto('idempotent_requests')
        .values({
          user_id: request.userId,
          key: request.key,
          endpoint_id: request.endpointId,
          request_hash: requestHash,
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const first = await db
          .selectFrom('idempotent_requests')
          .select(['endpoint_id', 'request_hash', 'status_code', 'answer'])
          .where('user_id', '=', request.userId)
          .where('key', '=', request.key)
          .executeTakeFirstOrThrow();
        if (first.endpoint_id !== request.endpointId || first.request_hash !== requestHash) {
          throw new ApiError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'That idempotency key was used for another request',
            'idempotencyKey',
          );
        }
        return { status: first.status_code, text: first.answer, replayed: true };
      }
      ran = true;
      const giveBack = () =>
        db
          .deleteFrom('idempotent_requests')
          .where('user_id', '=', request.userId)
          .where('key', '=', request.key)
          .execute();
      let answered: { status: number; text: string } | null;
      try {
        answered = await answer();
      } catch (error) {
        // In an aborted transaction this fails too, and the COMMIT rolls the claim back with everything else.
        await giveBack().catch(() => undefined);
        throw error;
      }
      if (!answered) {
        await giveBack();
        return null;
      }
      await db
        .updateTable('idempotent_requests')
        .set({ status_code: answered.status, answer: answered.text })
        .where('user_id', '=', request.userId)
        .where('key', '=', request.key)
        .execute();
      return { ...answered, replayed: false };
    },
    { beforeCommit: async () => (ran ? pause?.(`before-commit:${request.endpointId}`) : undefined) },
  );
  if (ran) await pause?.(`after-commit:${request.endpointId}`);
  return result;
}
