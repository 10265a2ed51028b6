import type { Kysely, Transaction } from 'kysely';
import type { Role } from '../../schema/domain/roles';
import type { Database, UserHistoryAction, UserRow, UserStatus } from '../db/database-schema';

/** Records one change of a channel user; call it inside the transaction that makes the change. */
export async function appendUserHistory(
  trx: Transaction<Database> | Kysely<Database>,
  entry: {
    action: UserHistoryAction;
    before: Pick<UserRow, 'status' | 'role'> | null;
    after: { id: string; status: UserStatus; role: Role | null };
    actorId: string;
  },
): Promise<void> {
  await trx
    .insertInto('user_history')
    .values({
      user_id: entry.after.id,
      action: entry.action,
      from_status: entry.before?.status ?? null,
      to_status: entry.after.status,
      from_role: entry.before?.role ?? null,
      to_role: entry.after.role,
      actor_user_id: entry.actorId,
    })
    .execute();
}
