/**
 * How identity-document input is normalised before any check: case-insensitive, and spaces, dots and hyphens
 * people type as separators ("12.345.678-z") are dropped. Stored and compared values are always normalised.
 */
export function normalizeDocumentNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}
