import type { ColumnType, Generated } from 'kysely';
import type { ContactType } from '../../schema/domain/vocabulary/contact';

/** Migration 0028: one row per message the support chat sent. */
export type SupportMessagesTable = {
  id: Generated<string>;
  user_id: string;
  brand_id: string;
  channel_id: string;
  topic: ContactType;
  recipient: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};
