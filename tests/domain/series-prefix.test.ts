import { describe, expect, it } from 'vitest';
import {
  isValidSeriesPrefix,
  renderSeriesPrefix,
  seriesPrefixSchema,
} from '../../schema/domain/validators/series-prefix';

describe('invoice and credit-note series prefixes (YY and YYYY tokens)', () => {
  it.each([
    ['FAC-YYYY-', true],
    ['NC/YY/', true],
    ['F', true],
    ['A'.repeat(20), true],
    ['A'.repeat(21), false],
    ['FAC YYYY', false],
    ['FAC#', false],
  ])('%s -> %s', (prefix, valid) => {
    expect(isValidSeriesPrefix(prefix)).toBe(valid);
    expect(seriesPrefixSchema.safeParse(prefix).success).toBe(valid);
  });

  it.each([
    ['FAC-YYYY-', 'FAC-2026-'],
    ['NC/YY/', 'NC/26/'],
    ['YYYYYY', '202626'],
    ['YYYYY', '2026Y'],
    ['YYY-', '26Y-'],
    ['F-', 'F-'],
    ['yy', 'yy'],
  ])('%s renders as %s in 2026', (prefix, rendered) => {
    expect(renderSeriesPrefix(prefix, new Date('2026-06-15T10:00:00Z'))).toBe(rendered);
  });

  it('takes the year of the Madrid calendar', () => {
    expect(renderSeriesPrefix('FAC-YYYY-', new Date('2026-12-31T23:30:00Z'))).toBe('FAC-2027-');
    expect(renderSeriesPrefix('FAC-YYYY-', new Date('2026-12-31T22:59:59Z'))).toBe('FAC-2026-');
  });
});
