import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ProvinceCode } from '../../schema/domain/provinces';
import { LINE_REQUIREMENTS, needsShipping } from '../../schema/domain/signup/line-requirements';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { fixedNumberIsInProvince } from '../../schema/domain/validators/fixed-number';
import { isValidIcc, normalizeIcc } from '../../schema/domain/validators/icc';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { saveSignupLinesBody } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { isIccInUse } from '../line-actions/assert-icc-free';
import { isLineInUse } from '../validation-helpers/is-line-in-use';
import { isTvUserInUse } from '../validation-helpers/is-tv-user-in-use';
import { type SavedAddress, toSavedAddress } from './signup-address';
import { invalidPart, requiredPart } from './signup-errors';

export type LinesBody = z.infer<typeof saveSignupLinesBody>;
export type BodyLine = LinesBody['lines'][number];
export type OrderLine = {
  id: string;
  position: number;
  productId: string | null;
  name: string;
  family: ProductFamily;
};

/** A line of the body with its order row and the installation address it uses (the coverage address by default). */
export type CheckedLine = {
  index: number;
  line: BodyLine;
  row: OrderLine;
  installation: SavedAddress | null;
};

function lineInUse(field: string): ApiError {
  return new ApiError(422, 'LINE_IN_USE', 'Número en uso', field);
}

/**
 * The line configuration against the order and the section 5 rules that need the database: every line of the
 * order once, each with the parts its family needs (line-requirements.ts), ported numbers and TV users not in use
 * (nor twice in the order), ICCs valid, a ported fixed number of the installation's province, and the shipping
 * address when a line ships equipment. Writes nothing.
 */
export async function checkSignupLines(
  db: Kysely<Database>,
  body: LinesBody,
  orderLines: readonly OrderLine[],
  coverage: SavedAddress,
  now: Date,
): Promise<CheckedLine[]> {
  const byPosition = new Map(orderLines.map((row) => [row.position, row]));
  const seen = new Set<number>();
  const checked: CheckedLine[] = [];
  for (const [index, line] of body.lines.entries()) {
    const row = byPosition.get(line.position);
    if (!row || seen.has(line.position)) {
      throw new ApiError(422, 'LINE_NOT_IN_ORDER', 'The order has no such line', `lines.${index}.position`);
    }
    seen.add(line.position);
    const needs = LINE_REQUIREMENTS[row.family];
    const installation = needs.installationAddress
      ? line.installationAddress
        ? toSavedAddress(line.installationAddress)
        : coverage
      : null;
    checked.push({ index, line, row, installation });
  }
  if (orderLines.some((row) => !seen.has(row.position))) throw requiredPart('lines');

  const numbers = new Set<string>();
  const tvUsers = new Set<string>();
  const iccs = new Set<string>();
  for (const { index, line, row, installation } of checked) {
    const needs = LINE_REQUIREMENTS[row.family];
    const field = (part: string) => `lines.${index}.${part}`;
    if (needs.mobileNumber && !line.mobileNumber) throw requiredPart(field('mobileNumber'));
    if (needs.sim && !line.sim) throw requiredPart(field('sim'));
    if (needs.esimOnly && line.sim?.kind === 'ICC') {
      throw invalidPart(field('sim'), DOMAIN_VALIDATION_MESSAGES.invalidOption);
    }
    if (needs.fixedNumber && !line.fixedNumber) throw requiredPart(field('fixedNumber'));
    if (needs.supplyPoint && !line.supplyPoint) throw requiredPart(field('supplyPoint'));
    if (needs.tvUser && !line.tvUserEmail) throw requiredPart(field('tvUserEmail'));

    if (needs.mobileNumber && line.mobileNumber?.mode === 'PORTABILITY') {
      const number = line.mobileNumber.lineNumber;
      if (numbers.has(number) || (await isLineInUse(db, number, now))) {
        throw lineInUse(field('mobileNumber.lineNumber'));
      }
      numbers.add(number);
    }
    if (needs.sim && line.sim?.kind === 'ICC') {
      const icc = normalizeIcc(line.sim.icc);
      if (!isValidIcc(icc)) {
        throw new ApiError(422, 'INVALID_ICC', DOMAIN_VALIDATION_MESSAGES.invalidIcc, field('sim.icc'));
      }
      // One card, one line: on another line already, or twice in this order.
      if (iccs.has(icc) || (await isIccInUse(db, icc))) {
        throw new ApiError(422, 'ICC_IN_USE', 'That SIM card is already in use', field('sim.icc'));
      }
      iccs.add(icc);
    }
    if (needs.fixedNumber && line.fixedNumber?.mode === 'PORTABILITY' && installation) {
      const number = line.fixedNumber.fixedNumber;
      if (!fixedNumberIsInProvince(number, installation.province as ProvinceCode)) {
        throw invalidPart(field('fixedNumber.fixedNumber'), DOMAIN_VALIDATION_MESSAGES.fixedNotInProvince);
      }
      if (numbers.has(number) || (await isLineInUse(db, number, now))) {
        throw lineInUse(field('fixedNumber.fixedNumber'));
      }
      numbers.add(number);
    }
    if (needs.tvUser && line.tvUserEmail) {
      const email = line.tvUserEmail.toLowerCase();
      if (tvUsers.has(email) || (await isTvUserInUse(db, email))) {
        throw new ApiError(422, 'TV_USER_IN_USE', 'Usuario en uso', field('tvUserEmail'));
      }
      tvUsers.add(email);
    }
  }
  if (needsShipping(orderLines.map((row) => row.family)) && !body.shippingAddress) {
    throw requiredPart('shippingAddress');
  }
  return checked;
}
