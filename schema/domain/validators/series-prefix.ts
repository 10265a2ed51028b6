import { madridCalendarDate } from '../madrid-clock';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

export const SERIES_PREFIX_MAX_LENGTH = 20;

/** Year tokens, longest first so YYYY is never read as two YY. */
const YEAR_TOKENS = /YYYY|YY/g;

/**
 * An invoice or credit-note series prefix: 1 to 20 of letters, digits, - / _ . where the tokens
 * YYYY (four-digit year) and YY (two-digit year) are replaced when a number is issued ("FAC-YYYY-", "NC/YY/").
 */
export function isValidSeriesPrefix(value: string): boolean {
  return /^[A-Za-z0-9/_.-]{1,20}$/.test(value);
}

/**
 * The prefix as printed on a document issued at `issuedAt`: YYYY -> 2026, YY -> 26, read left to right and taking
 * the year of the Madrid calendar (an invoice at 23:30 UTC on 31 December is already next year's in Madrid).
 */
export function renderSeriesPrefix(prefix: string, issuedAt: Date): string {
  const year = String(madridCalendarDate(issuedAt).year).padStart(4, '0');
  return prefix.replace(YEAR_TOKENS, (token) => (token === 'YYYY' ? year : year.slice(-2)));
}

export const seriesPrefixSchema = requiredText().refine(isValidSeriesPrefix, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidSeriesPrefix,
});
