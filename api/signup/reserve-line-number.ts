import type { Kysely } from 'kysely';
import { fixedPrefixesOf, provinceByCode } from '../../schema/domain/provinces';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { reserveResource } from '../resources/reserve-resource';

export type LineNumberReservation = {
  brandId: string;
  channelId: string;
  orderId: string;
  /** The number this line already holds, kept when the order still holds it (and it fits the province). */
  held: string | null;
  /** Numbers RESERVED for this order right now. */
  heldByOrder: ReadonlySet<string>;
  actor: string;
  now: Date;
  field: string;
};

/** A new mobile number for a line: the one it holds, else one from the brand's inventory (409 when none is free). */
export async function reserveMobileNumber(
  db: Kysely<Database>,
  reservation: LineNumberReservation,
): Promise<string> {
  if (reservation.held && reservation.heldByOrder.has(reservation.held)) return reservation.held;
  const taken = await reserveResource(db, { ...reservation, kind: 'MSISDN' });
  if (!taken) throw noNumber(reservation.field);
  return taken.value;
}

/** A new fixed number with a prefix of the installation's province: the one the line holds, else a free one. */
export async function reserveFixedNumber(
  db: Kysely<Database>,
  reservation: LineNumberReservation & { province: string },
): Promise<string> {
  const province = provinceByCode(reservation.province);
  const prefixes = province ? fixedPrefixesOf(province) : [];
  const { held } = reservation;
  if (held && reservation.heldByOrder.has(held) && prefixes.some((prefix) => held.startsWith(prefix)))
    return held;
  const taken = await reserveResource(db, { ...reservation, kind: 'FIXED_NUMBER', valuePrefixes: prefixes });
  if (!taken) throw noNumber(reservation.field);
  return taken.value;
}

function noNumber(field: string): ApiError {
  return new ApiError(409, 'NO_NUMBER_AVAILABLE', 'No free number is left in the inventory', field);
}
