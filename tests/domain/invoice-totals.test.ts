import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals } from '../../schema/domain/invoice-totals';
import { taxCents } from '../../schema/domain/taxes';

describe('invoice lines and totals at one rate', () => {
  it('taxes each line on its own, rounding half away from zero, and sums the lines', () => {
    const totals = invoiceTotals(
      [
        { concept: 'Cuota', amountCents: 1999 },
        { concept: 'Roaming', amountCents: 351 },
      ],
      21,
    );
    expect(totals.lines).toEqual([
      { concept: 'Cuota', subscriptionId: null, amountCents: 1999, taxCents: 420 },
      { concept: 'Roaming', subscriptionId: null, amountCents: 351, taxCents: 74 },
    ]);
    expect(totals).toMatchObject({ baseCents: 2350, taxCents: 494, totalCents: 2844 });
  });

  it('negates every amount of a credit note, with the same tax magnitudes', () => {
    const lines = [{ concept: 'Abono', amountCents: 250, subscriptionId: 'line-1' }];
    const invoice = invoiceTotals(lines, 7);
    const note = invoiceTotals(lines, 7, 'CREDIT_NOTE');
    expect(note.lines).toEqual([
      { concept: 'Abono', subscriptionId: 'line-1', amountCents: -250, taxCents: -18 },
    ]);
    expect(note.totalCents).toBe(-invoice.totalCents);
  });

  it('keeps the printed columns adding up for any lines and any rate of the table', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.constantFrom(21, 7, 10, 8),
        fc.constantFrom('INVOICE' as const, 'CREDIT_NOTE' as const),
        (amounts, rate, type) => {
          const totals = invoiceTotals(
            amounts.map((amountCents) => ({ concept: 'x', amountCents })),
            rate,
            type,
          );
          const sign = type === 'CREDIT_NOTE' ? -1 : 1;
          expect(totals.baseCents).toBe(sign * amounts.reduce((sum, cents) => sum + cents, 0));
          expect(totals.taxCents).toBe(totals.lines.reduce((sum, line) => sum + line.taxCents, 0));
          expect(totals.totalCents).toBe(totals.baseCents + totals.taxCents);
          for (const line of totals.lines) expect(line.taxCents).toBe(taxCents(line.amountCents, rate));
        },
      ),
    );
  });
});
