import { describe, expect, it } from 'vitest';
import { alphabeticSchema } from '../../schema/domain/validators/alphabetic';
import { codeCharactersSchema } from '../../schema/domain/validators/code-characters';
import { exactLengthSchema } from '../../schema/domain/validators/exact-length';
import { floatSchema } from '../../schema/domain/validators/float';
import { integerSchema } from '../../schema/domain/validators/integer';
import { minLength4Schema, minLengthSchema } from '../../schema/domain/validators/min-length';
import { numericRangeSchema } from '../../schema/domain/validators/numeric-range';
import { patternSchema } from '../../schema/domain/validators/pattern';
import { isValidSpn, spnSchema } from '../../schema/domain/validators/spn';
import { urlSchema } from '../../schema/domain/validators/url';

describe('numeric range (inclusive)', () => {
  const percent = numericRangeSchema(0, 100);

  it.each([
    [0, 0],
    [100, 100],
    ['50', 50],
    ['12,5', 12.5],
    ['99.9', 99.9],
  ] as const)('%s -> %s', (input, output) => {
    expect(percent.parse(input)).toBe(output);
  });

  it('reports outOfRange with its bounds for the translation', () => {
    const result = percent.safeParse('100.01');
    expect(result.error?.issues).toMatchObject([
      { message: 'domain.validation.outOfRange', params: { min: 0, max: 100 } },
    ]);
    expect(percent.safeParse(-1).success).toBe(false);
    expect(percent.safeParse('abc').error?.issues[0]?.message).toBe('domain.validation.float');
    expect(percent.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('integer', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    [0, 0],
  ] as const)('%s -> %s', (input, output) => {
    expect(integerSchema.parse(input)).toBe(output);
  });

  it.each(['3.5', '3,0', '1e3', 'x', 3.5, Number.MAX_SAFE_INTEGER + 2])('%s is refused', (input) => {
    expect(integerSchema.safeParse(input).error?.issues[0]?.message).toBe('domain.validation.integer');
  });
});

describe('float must be a number', () => {
  it.each([
    ['3.14', 3.14],
    ['3,14', 3.14],
    ['-0.5', -0.5],
    [',5', 0.5],
    [2, 2],
  ] as const)('%s -> %s', (input, output) => {
    expect(floatSchema.parse(input)).toBe(output);
  });

  it.each(['1.000,50', '3.1.4', 'NaN', 'Infinity', '1e3'])('%s is refused', (input) => {
    expect(floatSchema.safeParse(input).error?.issues[0]?.message).toBe('domain.validation.float');
  });

  it('refuses non-finite numbers', () => {
    expect(floatSchema.safeParse(Number.NaN).success).toBe(false);
    expect(floatSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('treats other types as missing', () => {
    expect(floatSchema.safeParse(true).error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('regular expression', () => {
  it('matches a stateless copy of global patterns', () => {
    const schema = patternSchema(/^[A-Z]{3}-\d{2}$/g);
    expect(schema.safeParse('ABC-12').success).toBe(true);
    expect(schema.safeParse('ABC-12').success).toBe(true);
    expect(schema.safeParse('abc-12').error?.issues[0]?.message).toBe('domain.validation.pattern');
  });

  it('takes a message of its own', () => {
    expect(patternSchema(/^\d+$/, 'domain.validation.integer').safeParse('x').error?.issues[0]?.message).toBe(
      'domain.validation.integer',
    );
  });
});

describe('alphabetic only', () => {
  it.each([
    ['Nuñez', true],
    ['Çaglar', true],
    ['Àngels', true],
    ['Jose Luis', false],
    ['R2D2', false],
    ["O'Neill", false],
  ])('%s -> %s', (value, valid) => {
    expect(alphabeticSchema.safeParse(value).success).toBe(valid);
  });
});

describe('URL', () => {
  it.each([
    ['https://demo.test/conditions', true],
    ['http://localhost:8080/x', true],
    ['https://centralita.example.com', true],
    ['ftp://demo.test', false],
    ['demo.test', false],
    ['https://intranet', false],
    ['https://demo .test', false],
    ['javascript:alert(1)', false],
  ])('%s -> %s', (value, valid) => {
    expect(urlSchema.safeParse(value).success).toBe(valid);
  });
});

describe('lengths', () => {
  it('minimum length 4 counts characters, not bytes', () => {
    expect(minLength4Schema.safeParse('abcd').success).toBe(true);
    expect(minLength4Schema.safeParse('ñçàü').success).toBe(true);
    expect(minLength4Schema.safeParse('abc').error?.issues).toMatchObject([
      { message: 'domain.validation.minLength', params: { min: 4 } },
    ]);
    expect(minLength4Schema.safeParse('  abc  ').success).toBe(false);
  });

  it('minimum length takes any bound', () => {
    expect(minLengthSchema(8).safeParse('12345678').success).toBe(true);
    expect(minLengthSchema(8).safeParse('1234567').success).toBe(false);
  });

  it('exact length', () => {
    const schema = exactLengthSchema(5);
    expect(schema.safeParse('12345').success).toBe(true);
    expect(schema.safeParse('1234').error?.issues).toMatchObject([
      { message: 'domain.validation.exactLength', params: { length: 5 } },
    ]);
    expect(schema.safeParse('123456').success).toBe(false);
  });
});

describe('code characters (letters, digits, underscore, hyphen)', () => {
  it.each([
    ['PROMO_2026-A', true],
    ['abc', true],
    ['promo 2026', false],
    ['promo.2026', false],
    ['código', false],
  ])('%s -> %s', (value, valid) => {
    expect(codeCharactersSchema.safeParse(value).success).toBe(valid);
  });
});

describe('SPN (at most 10 of letters, digits, hyphen, decimal point)', () => {
  it.each([
    ['Demo', true],
    ['DEMO-TEL.1', true],
    ['A', true],
    ['DEMOTELECOM', false],
    ['Demo Tel', false],
    ['Demo_Tel', false],
    ['Móvil', false],
  ])('%s -> %s', (value, valid) => {
    expect(isValidSpn(value)).toBe(valid);
  });

  it("reports 'Invalid SPN' by key", () => {
    expect(spnSchema.safeParse('DEMOTELECOM').error?.issues[0]?.message).toBe('domain.validation.invalidSpn');
  });
});
