import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';

/** A text field the api keeps as null when empty (an optional URL, a floor). */
export const blankAsNull = z.string().transform((value) => (value.trim() === '' ? null : value));

/** The value a form field shows for a stored text that may be missing. */
export function textOf(value: string | null | undefined): string {
  return value ?? '';
}

/** A whole number typed in a text field (payment terms, a series' next number). */
export const wholeNumberText = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  if (!/^\d{1,12}$/.test(trimmed)) {
    ctx.addIssue({
      code: 'custom',
      message: trimmed === '' ? REQUIRED_MESSAGE : DOMAIN_VALIDATION_MESSAGES.integer,
    });
    return z.NEVER;
  }
  return Number(trimmed);
});

/** An amount in euros as typed ("500", "500,50" or "500.5"), in cents as every amount of the api. */
export const eurosAsCents = z.string().transform((text, ctx) => {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) {
    ctx.addIssue({
      code: 'custom',
      message: text.trim() === '' ? REQUIRED_MESSAGE : DOMAIN_VALIDATION_MESSAGES.float,
    });
    return z.NEVER;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
});

/** Cents as the amount field shows them: "500" or "500,50" in Spanish notation (both separators are read back). */
export function centsAsEuros(cents: number, decimalSeparator = ','): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}${decimalSeparator}${String(rest).padStart(2, '0')}`;
}

/** The api's refused field (`contract.spn`) as the form names it (`spn`), for forms of one group. */
export function withoutGroup<Path extends string>(group: string): (apiField: string) => Path {
  return (apiField) =>
    (apiField.startsWith(`${group}.`) ? apiField.slice(group.length + 1) : apiField) as Path;
}

/**
 * Hands the form's values to the api's schema as its input: the values are what the form holds (an enum as the
 * select's string), and the schema that follows in the pipe checks them and words each problem.
 */
export function asInputOf<S extends z.ZodType>(_schema: S): (values: unknown) => z.input<S> {
  return (values) => values as z.input<S>;
}
