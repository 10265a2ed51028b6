import type { Kysely } from 'kysely';
import { supportEndpoints } from '../../schema/rest/support';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { requestLanguage } from '../messaging/request-language';
import { findSupportBrand, loadSupportChannels } from './load-support-channels';
import { sendSupportMessage } from './send-support-message';

/** The console's support chat: the brand's support channels and messages to them (docs/decisions.md). */
export function createSupportEndpoints({
  db,
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  clock?: () => Date;
}) {
  return [
    implement(supportEndpoints.getSupportChannels, async ({ caller }) => {
      const brand = await findSupportBrand(db, caller.user.channel_id);
      return { brandId: brand.id, brandName: brand.name, channels: await loadSupportChannels(db, brand.id) };
    }),
    implement(supportEndpoints.postSupportMessage, ({ caller, body, req }) =>
      sendSupportMessage(db, caller.user, body, { now: clock(), language: requestLanguage(req) }),
    ),
  ];
}
