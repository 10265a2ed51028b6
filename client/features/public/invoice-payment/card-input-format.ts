/** The longest card number (ISO/IEC 7812). */
const MAX_CARD_DIGITS = 19;

/** A card number as typed, digits only, grouped in fours: "4242 4242 4242 4242". */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry as typed, the slash after the month: "1", "12", "12/3", "12/39"; a typed slash after a one-digit month
 * pads it ("3/" reads "03/"), and a four-digit year (a browser's autofill may offer "12/2039") keeps its last two.
 */
export function formatExpiry(typed: string): string {
  const slashed = /^\s*(\d{1,2})\s*\/\s*(\d*)\s*$/.exec(typed);
  if (slashed) {
    const [, month = '', year = ''] = slashed;
    return `${month.padStart(2, '0')}/${year.length === 4 ? year.slice(2) : year.slice(0, 2)}`;
  }
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Where the caret goes in the formatted text: after as many digits as stood before it in the typed text, so
 * typing or deleting in the middle of a grouped number keeps the caret beside what was typed.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/** How many digits stand before `position` in `text`. */
export function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}
