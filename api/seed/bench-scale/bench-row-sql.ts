import { BENCH_CHANNEL_WEIGHTS } from './bench-scale-plan';

/**
 * SQL fragments the per-table generators assemble into `insert ... select ... from generate_series(...)`.
 * Every value is a function of the row's index, so the same index always gives the same row, on either engine:
 * `hashint8extended` (PostgreSQL's own 64-bit hash, the same on PGlite) stands in for a seeded random generator.
 * Indexes are bigint SQL expressions (`i`); nothing here comes from user input.
 */
export const benchSql = {
  /** A number in [0, n) drawn from `index` with `salt` (different salts give independent draws). */
  draw(index: string, salt: number, n: number): string {
    return `((hashint8extended(${index}, ${salt}) & 9223372036854775807) % ${n})`;
  },

  /** A version-4-shaped uuid named by `kind` and the index (same kind and index, same id). */
  uuid(kind: string, index: string): string {
    return `overlay(overlay(md5('bench-${kind}:' || ${index}) placing '4' from 13) placing '8' from 17)::uuid`;
  },

  /** The index spread over [0, 10^digits) without repeats: multiplying by a number coprime with 10 is a bijection. */
  permuted(index: string, digits: number, offset = 0): string {
    return `lpad(((${index} * 7368787 + ${offset}) % ${10 ** digits})::text, ${digits}, '0')`;
  },

  /** One of `values` (a text[] SQL expression or parameter of `size` elements) chosen by a draw. */
  pick(values: string, size: number, index: string, salt: number): string {
    return `(${values})[1 + ${benchSql.draw(index, salt, size)}]`;
  },

  /** A literal text[] of constants known to the code (names, channels): quoted, never user input. */
  textArray(values: readonly string[]): string {
    return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
  },

  /** `case` over cumulative weights: the first value whose running total exceeds a draw in [0, 100). */
  weighted(draw: string, choices: ReadonlyArray<{ value: string; weight: number }>): string {
    let total = 0;
    const arms = choices.map(({ value, weight }) => {
      total += weight;
      return `when ${draw} < ${total} then '${value}'`;
    });
    if (total !== 100) throw new Error(`weights must add up to 100, got ${total}`);
    return `(case ${arms.join(' ')} end)`;
  },

  /** The channel of customer `customerIndex` (its lines and portabilities live there too). */
  customerChannel(customerIndex: string): string {
    return benchSql.weighted(
      benchSql.draw(customerIndex, 1, 100),
      BENCH_CHANNEL_WEIGHTS.map(({ channel, weight }) => ({ value: channel, weight })),
    );
  },

  /** Index (0-based) into PROVINCES of customer `customerIndex`'s address. */
  customerProvince(customerIndex: string, provinceCount: number): string {
    return benchSql.draw(customerIndex, 7, provinceCount);
  },

  /** The e-mail of customer `customerIndex`. */
  customerEmail(customerIndex: string): string {
    return `('cliente' || ${customerIndex} || '@bench.example.com')`;
  },

  /**
   * The DNI of customer `customerIndex`: its 8 digits are a bijection of the index (so unique per brand), moved by
   * `offset` away from the demo customers' numbers; the mod-23 letter computed in SQL as `dniControlLetter` does.
   */
  customerDni(customerIndex: string, offset: number): string {
    const digits = `((${customerIndex} * ${DNI_MULTIPLIER} + ${offset}) % 100000000)`;
    return `(lpad(${digits}::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', (${digits} % 23)::int + 1, 1))`;
  },
};

/** Coprime with 10^8, so `index * DNI_MULTIPLIER mod 10^8` never repeats over 10^8 indexes. */
export const DNI_MULTIPLIER = 48_271;
