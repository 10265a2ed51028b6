/**
 * Phone input as people type it ("+34 612 34 56 78", "0034-612...") to the 9-digit national number. Only the
 * Spanish country code is dropped; anything else is left for the format check to refuse.
 */
export function normalizePhoneNumber(value: string): string {
  const compact = value.replace(/[\s.()-]/g, '');
  const national = /^(?:\+34|0034)(\d{9})$/.exec(compact);
  return national?.[1] ?? compact;
}
