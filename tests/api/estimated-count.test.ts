import { describe, expect, it } from 'vitest';
import { createEstimatedCount } from '../../api/pagination/estimated-count';

describe('estimated list totals', () => {
  it('counts once per key within the time to live, then counts again', async () => {
    let now = 0;
    let counts = 0;
    const estimated = createEstimatedCount({ ttlMs: 60_000, now: () => now });
    const count = async () => {
      counts += 1;
      return counts * 10;
    };
    expect(await estimated('a', count)).toBe(10);
    now = 59_999;
    expect(await estimated('a', count)).toBe(10);
    expect(counts).toBe(1);
    expect(await estimated('b', count)).toBe(20);
    now = 60_000;
    expect(await estimated('a', count)).toBe(30);
    expect(counts).toBe(3);
  });

  it('keeps at most maxKeys keys, forgetting the oldest first', async () => {
    let counts = 0;
    const estimated = createEstimatedCount({ maxKeys: 2, now: () => 0 });
    const count = async () => {
      counts += 1;
      return counts;
    };
    await estimated('a', count);
    await estimated('b', count);
    await estimated('c', count);
    expect(await estimated('b', count)).toBe(2);
    expect(await estimated('a', count)).toBe(4);
    expect(counts).toBe(4);
  });
});
