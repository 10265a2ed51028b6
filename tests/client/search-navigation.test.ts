import { describe, expect, it } from 'vitest';
import { searchBrands } from '../../client/search/search-engine';
import { brandSearchAllowed, type LineHit, targetOf } from '../../client/search/search-hits';

const line = (carrier: string | null): LineHit => ({
  kind: 'line',
  id: 'S1',
  lineNumber: '612345678',
  fiscalId: '12345678Z',
  customerName: 'Ana García',
  carrier,
  status: 'ACTIVE',
});
const operatorAtHome = { channel: '0', originalChannel: '0' };

describe('global search navigation', () => {
  it('opens a line by number, except for carrier 1', () => {
    expect(targetOf(line('2'), operatorAtHome)).toEqual({ kind: 'navigate', path: '/line/612345678' });
    expect(targetOf(line(null), operatorAtHome)).toEqual({ kind: 'navigate', path: '/line/612345678' });
    expect(targetOf(line('1'), operatorAtHome)).toBeNull();
  });

  it('opens a customer by fiscal id', () => {
    const hit = { kind: 'customer', id: 'C1', fiscalId: 'X1234567L', name: 'Ana', email: null } as const;
    expect(targetOf(hit, null)).toEqual({ kind: 'navigate', path: '/customer/X1234567L' });
  });

  it('enters a brand only when original and current channel are both 0', () => {
    const brand = { kind: 'brand', id: '1450002', name: 'Vela Movil' } as const;
    expect(targetOf(brand, operatorAtHome)).toEqual({ kind: 'enter-brand', brandId: '1450002' });
    expect(targetOf(brand, { channel: '1450002', originalChannel: '0' })).toBeNull();
    expect(targetOf(brand, { channel: '2020001', originalChannel: '2020001' })).toBeNull();
    expect(brandSearchAllowed(null)).toBe(false);
  });

  it('searches at most the first 100 brands, fuzzily', async () => {
    const brands = Array.from({ length: 150 }, (_, index) => ({
      brandId: String(index),
      name: `Marca ${index}`,
    }));
    brands[120] = { brandId: '120', name: 'Vela Movil' };
    brands[10] = { brandId: '10', name: 'Vela Telecom' };
    expect((await searchBrands(brands, 'vela')).map((hit) => hit.id)).toEqual(['10']);
    expect((await searchBrands(brands, 'vela tlecom')).map((hit) => hit.id)).toContain('10');
    expect(await searchBrands(brands, 'v')).toEqual([]);
  });
});
