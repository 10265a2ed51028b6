import express, { type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const outboxQuery = z.strictObject({ recipient: z.string().trim().min(1).max(200) });

/**
 * GET /test/outbox?recipient=, before authentication: the messages the embedded messaging provider holds for one
 * recipient, newest first, so an end-to-end test can follow a link that was e-mailed or sent by SMS as the
 * customer would. Like /test/clock it exists only with TEST_CLOCK and from loopback; otherwise 404.
 */
export function createTestOutboxRoute(enabled: boolean, db: Kysely<Database>): Router {
  const router = express.Router();
  router.get('/test/outbox', async (req, res) => {
    // The socket's own address: a forwarded header must not open a test route.
    if (!enabled || !LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      throw new ApiError(404, 'NOT_FOUND', `No route for GET ${req.originalUrl}`);
    }
    const parsed = outboxQuery.safeParse(req.query);
    if (!parsed.success) throw new ApiError(400, 'INVALID_REQUEST', 'Send ?recipient=', 'recipient');
    const messages = await db
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
      .where('recipient', '=', parsed.data.recipient)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute();
    res.json({ messages });
  });
  return router;
}
