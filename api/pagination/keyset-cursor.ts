import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { ApiError } from '../http/api-error';

/** Where the previous page ended: the last row's sort value and id (the tie-break). */
export type KeysetPosition = { value: string; id: string };

/**
 * Opaque cursors for keyset pagination: the last row's (sort value, id) plus the sort they were taken under, so a
 * cursor from another sort or order is refused rather than silently skipping rows. Never an OFFSET.
 */
export function encodeKeysetCursor(sort: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([sort, position.value, position.id])).toString('base64url');
}

export function decodeKeysetCursor(sort: string, cursor: string): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    typeof parsed[1] !== 'string' ||
    typeof parsed[2] !== 'string'
  ) {
    throw new ApiError(400, 'INVALID_REQUEST', 'The cursor does not belong to this list and sort', 'cursor');
  }
  return { value: parsed[1], id: parsed[2] };
}

/** How a sort column's value is compared to the cursor's text: timestamps and uuids need a cast. */
export type KeysetColumnType = 'text' | 'timestamptz';

/**
 * "After the cursor" in the list's order: `(column, id) > (value, id)` ascending, `<` descending. A row
 * comparison, so PostgreSQL walks the (scope, column, id) index from the cursor on.
 */
export function keysetAfter(
  column: string,
  idColumn: string,
  columnType: KeysetColumnType,
  order: 'asc' | 'desc',
  position: KeysetPosition,
): RawBuilder<SqlBool> {
  const value = columnType === 'timestamptz' ? sql`${position.value}::timestamptz` : sql`${position.value}`;
  const comparison = order === 'asc' ? sql`>` : sql`<`;
  return sql<SqlBool>`(${sql.ref(column)}, ${sql.ref(idColumn)}) ${comparison} (${value}, ${position.id}::uuid)`;
}
