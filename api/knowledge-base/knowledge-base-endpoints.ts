import type { Kysely } from 'kysely';
import { knowledgeBaseEndpoints } from '../../schema/rest/knowledge-base';
import type { Caller } from '../auth/request-caller';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { loadReadableArticle } from './knowledge-base-scope';
import { listKnowledgeBaseArticles } from './list-knowledge-base-articles';
import { toKnowledgeBaseArticle } from './load-knowledge-base-article';
import {
  type ArticleWriter,
  createKnowledgeBaseArticle,
  deleteKnowledgeBaseArticle,
  updateKnowledgeBaseArticle,
} from './save-knowledge-base-article';

/** The brand's knowledge base: read by agents and above, written by admins of the brand's own channel. */
export function createKnowledgeBaseEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  async function article(scopeChannel: string, id: string) {
    return toKnowledgeBaseArticle(db, await loadReadableArticle(db, scopeChannel, id));
  }
  const writerOf = (caller: Caller): ArticleWriter => ({
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  return [
    implement(knowledgeBaseEndpoints.listKnowledgeBaseArticles, ({ caller, query }) =>
      listKnowledgeBaseArticles(db, caller.user.channel_id, query),
    ),
    implement(knowledgeBaseEndpoints.getKnowledgeBaseArticle, ({ caller, query }) =>
      article(caller.user.channel_id, query.id),
    ),
    implement(knowledgeBaseEndpoints.createKnowledgeBaseArticle, async ({ caller, body }) =>
      article(caller.user.channel_id, await createKnowledgeBaseArticle(db, body, writerOf(caller))),
    ),
    implement(knowledgeBaseEndpoints.updateKnowledgeBaseArticle, async ({ caller, body, params }) =>
      article(
        caller.user.channel_id,
        await updateKnowledgeBaseArticle(db, params.id ?? '', body, writerOf(caller)),
      ),
    ),
    implement(knowledgeBaseEndpoints.deleteKnowledgeBaseArticle, ({ caller, params }) =>
      deleteKnowledgeBaseArticle(db, params.id ?? '', caller.user.channel_id),
    ),
  ];
}
