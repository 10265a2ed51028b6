import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from '../../api/addresses/municipalities';
import { PROVINCE_CODES } from '../../schema/domain/provinces';
import { postalCodeIsInProvince } from '../../schema/domain/validators/postal-code';
import type { Municipality } from '../../schema/rest/addresses';
import { type ApiServer, startApiServer } from '../support/api-server';

type Province = { code: string; name: string; fixedPrefixes: string[] };

let api: ApiServer;
let agent: string;

beforeAll(async () => {
  api = await startApiServer();
  agent = (await api.signIn('agent@demo.test')).accessToken;
});

afterAll(async () => {
  await api?.close();
});

async function cities(province: string, q: string): Promise<Municipality[]> {
  const res = await api.call(
    'GET',
    `/addresses/city/search?province=${province}&q=${encodeURIComponent(q)}`,
    agent,
  );
  expect(res.status).toBe(200);
  return (res.body as { items: Municipality[] }).items;
}

describe('the demo municipality table', () => {
  it('has a capital and several towns in every province, every postal code in its province, no duplicates', () => {
    for (const code of PROVINCE_CODES) {
      const own = MUNICIPALITIES.filter((m) => m.provinceCode === code);
      expect(own.length, code).toBeGreaterThanOrEqual(code === '51' || code === '52' ? 1 : 10);
    }
    for (const municipality of MUNICIPALITIES) {
      expect(
        postalCodeIsInProvince(municipality.postalCode, municipality.provinceCode),
        municipality.name,
      ).toBe(true);
    }
    const keys = MUNICIPALITIES.map((m) => `${m.provinceCode}:${m.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('GET /addresses/provinces', () => {
  it('lists the 52 provinces with their fixed prefixes and 8xx mirrors', async () => {
    const res = await api.call('GET', '/addresses/provinces', agent);
    expect(res.status).toBe(200);
    const items = (res.body as { items: Province[] }).items;
    expect(items).toHaveLength(52);
    expect(items.map((p) => p.code)).toEqual([...PROVINCE_CODES]);
    expect(items.find((p) => p.code === '28')).toEqual({
      code: '28',
      name: 'Madrid',
      fixedPrefixes: ['91', '81'],
    });
    expect(items.find((p) => p.code === '07')?.fixedPrefixes).toEqual(['971', '871']);
  });
});

describe('GET /addresses/city/search', () => {
  it('finds by prefix ignoring accents and case', async () => {
    expect(await cities('05', 'avi')).toEqual([{ name: 'Ávila', provinceCode: '05', postalCode: '05001' }]);
    expect((await cities('05', 'ÁVILA')).map((c) => c.name)).toEqual(['Ávila']);
    expect((await cities('28', 'alcala')).map((c) => c.name)).toEqual(['Alcalá de Henares']);
    expect((await cities('28', 'ALC')).map((c) => c.name).sort()).toEqual([
      'Alcalá de Henares',
      'Alcobendas',
      'Alcorcón',
    ]);
    expect((await cities('46', 'xativa')).map((c) => c.name)).toEqual(['Xàtiva']);
  });

  it('matches either official form of a bilingual name', async () => {
    expect((await cities('03', 'alacant')).map((c) => c.name)).toEqual(['Alicante/Alacant']);
    expect((await cities('03', 'elx')).map((c) => c.name)).toEqual(['Elche/Elx']);
  });

  it('searches only the province asked for, by prefix, not inside names', async () => {
    expect(await cities('08', 'madrid')).toEqual([]);
    expect(await cities('28', 'enares')).toEqual([]);
  });

  it('answers at most 20, capital first', async () => {
    const all = await cities('28', '');
    expect(MUNICIPALITIES.filter((m) => m.provinceCode === '28').length).toBeGreaterThan(20);
    expect(all).toHaveLength(20);
    expect(all[0]?.name).toBe('Madrid');
  });

  it('refuses an unknown province with 400 on province', async () => {
    for (const province of ['53', '00', 'MA', '']) {
      const res = await api.call('GET', `/addresses/city/search?province=${province}&q=a`, agent);
      expect(res.status).toBe(400);
      expect((res.body as { error: { code: string; field: string } }).error).toMatchObject({
        code: 'INVALID_REQUEST',
        field: 'province',
      });
    }
  });
});
