/** How many rows the bench-scale seed writes; the other tables follow the subscriptions in proportion. */
export type BenchScale = {
  subscriptions: number;
  customers: number;
};

/** `npm run seed -- --scale bench`: issue 3's figures. */
export const BENCH_SCALE: BenchScale = { subscriptions: 1_000_000, customers: 200_000 };

/** A smaller world of the same shape (tests, quick runs): five lines per customer, as at full scale. */
export function benchScaleOf(subscriptions: number): BenchScale {
  if (!Number.isInteger(subscriptions) || subscriptions < 5) {
    throw new RangeError(`bench scale needs at least 5 subscriptions, got ${subscriptions}`);
  }
  return { subscriptions, customers: Math.max(1, Math.round(subscriptions / 5)) };
}

/**
 * Where the rows live: 70 % in brand 2020001's subtree (so its brand admin's lists are big), the rest over the
 * other two brands; 2 % in the blocked sub-channel 2020001003. Weights add up to 100.
 */
export const BENCH_CHANNEL_WEIGHTS: ReadonlyArray<{ channel: string; weight: number }> = [
  { channel: '2020001', weight: 30 },
  { channel: '2020001001', weight: 15 },
  { channel: '2020001002', weight: 15 },
  { channel: '2020001001001', weight: 8 },
  { channel: '2020001003', weight: 2 },
  { channel: '1450002', weight: 4 },
  { channel: '1450002001', weight: 5 },
  { channel: '1450002002', weight: 3 },
  { channel: '3000003', weight: 6 },
  { channel: '3000003001', weight: 7 },
  { channel: '3000003002', weight: 5 },
];

/** Brand names as the demo world has them (portabilities name the brand as donor or receiver). */
export const BENCH_BRAND_NAMES: Readonly<Record<string, string>> = {
  '2020001': 'Demo Telecom',
  '1450002': 'Vela Movil',
  '3000003': 'Nimbus Fibra',
};

/** Every bench timestamp lies within three years before this instant, whatever day the seed runs. */
export const BENCH_REFERENCE_DATE = '2026-01-01T00:00:00.000Z';
