import fc from 'fast-check';

/** The characters a normalised document, IBAN or ICC is made of. */
export const UPPER_ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';

export type Substitution = { position: number; replacement: string };

/**
 * One character of `value` at a position from `positions` replaced by a different character from `alphabet`.
 * `allowed` drops the substitutions a property does not cover (stated next to each property).
 */
export function substitutionOf(
  value: string,
  positions: readonly number[],
  alphabet: string,
  allowed: (substitution: Substitution) => boolean = () => true,
): fc.Arbitrary<Substitution> {
  return fc
    .record({ position: fc.constantFrom(...positions), replacement: fc.constantFrom(...alphabet) })
    .filter(
      (substitution) => value[substitution.position] !== substitution.replacement && allowed(substitution),
    );
}

export function applySubstitution(value: string, { position, replacement }: Substitution): string {
  return `${value.slice(0, position)}${replacement}${value.slice(position + 1)}`;
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, index) => from + index);
}

/** A string of `length` decimal digits. */
export function digitString(length: number): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...DIGITS), { minLength: length, maxLength: length })
    .map((digits) => digits.join(''));
}
