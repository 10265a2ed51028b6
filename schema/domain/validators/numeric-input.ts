import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../validation-messages';

/** A decimal typed with a point or a Spanish decimal comma ("3.5", "3,5", "-2"), or null. No thousands separators. */
export function parseDecimal(value: string): number | null {
  const trimmed = value.trim();
  if (!/^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/**
 * A number given as a number (REST) or as the text of a form field. `parse` turns the text into a number or null,
 * `message` is reported when it cannot; empty text and other types are `validation.required`.
 */
export function numericInput(
  parse: (value: string) => number | null,
  accepts: (value: number) => boolean,
  message: string,
) {
  return z.union([z.number(), z.string()], { error: REQUIRED_MESSAGE }).transform((input, ctx) => {
    if (typeof input === 'string' && input.trim() === '') {
      ctx.issues.push({ code: 'custom', message: REQUIRED_MESSAGE, input });
      return z.NEVER;
    }
    const value = typeof input === 'number' ? input : parse(input);
    if (value === null || !Number.isFinite(value) || !accepts(value)) {
      ctx.issues.push({ code: 'custom', message, input });
      return z.NEVER;
    }
    return value;
  });
}
