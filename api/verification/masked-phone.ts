/** A phone number as an agent may read it back: its last four digits only (`•••••5678`). */
export function maskedPhone(number: string): string {
  return `•••••${number.replace(/\D/g, '').slice(-4)}`;
}
