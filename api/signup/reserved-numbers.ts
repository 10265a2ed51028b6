import type { SignupRecord } from '../db/order-tables';

type SavedLine = SignupRecord['lines'][number];

/** The numbers a line took from the inventory: its new mobile number and its new fixed number. */
export function reservedNumbersOfLine(line: SavedLine): string[] {
  const numbers: string[] = [];
  if (line.mobileNumber?.mode === 'NEW' && line.mobileNumber.lineNumber)
    numbers.push(line.mobileNumber.lineNumber);
  if (line.fixedNumber?.mode === 'NEW' && line.fixedNumber.fixedNumber)
    numbers.push(line.fixedNumber.fixedNumber);
  return numbers;
}

export function reservedNumbersOf(lines: readonly SavedLine[]): string[] {
  return lines.flatMap(reservedNumbersOfLine);
}
