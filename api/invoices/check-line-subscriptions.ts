import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/** A line may name one of the customer's own lines (subscriptions); any other id is refused at that line. */
export async function checkLineSubscriptions(
  db: Kysely<Database>,
  customerId: string,
  lines: readonly { subscriptionId?: string | null | undefined }[],
): Promise<void> {
  const named = lines.flatMap((line, index) =>
    line.subscriptionId ? [{ index, id: line.subscriptionId }] : [],
  );
  if (named.length === 0) return;
  const owned = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('customer_id', '=', customerId)
    .where(
      'id',
      'in',
      named.map((line) => line.id),
    )
    .execute();
  const ids = new Set(owned.map((row) => row.id));
  const stranger = named.find((line) => !ids.has(line.id));
  if (stranger) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      "That line is not one of the customer's",
      `lines.${stranger.index}.subscriptionId`,
    );
  }
}
