import { describe, expect, it } from 'vitest';
import {
  emptyEnergyForm,
  energyFormSchema,
  resizedToPeriods,
} from '../../client/features/energy/energy-form-schema';
import { signupLinkFor } from '../../client/features/energy/energy-paths';
import { tariffKey } from '../../client/features/energy/tariff-key';

const TYPED = {
  ...emptyEnergyForm(),
  cups: 'ES 0021 0000 0000 0000 RC',
  postalCode: '08220',
  billingDays: '30',
  powerKw: ['3,45', '3,45'],
  powerPrices: ['0,0861', '0,0121'],
  consumptionKwh: ['60', '55', '120'],
  energyPrices: ['0,139', '0,139', '0,139'],
};

describe('the energy study form', () => {
  it('sends numbers typed with a decimal comma, and the gas bill only when its box is ticked', async () => {
    const gas = { billingDays: '61', consumptionKwh: '850', energyPrice: '0,07', fixedPrice: '0,28' };
    const withoutBox = await energyFormSchema.parseAsync({ ...TYPED, gas });
    expect(withoutBox).toMatchObject({
      cups: 'ES0021000000000000RC',
      billingDays: 30,
      powerKw: [3.45, 3.45],
      energyPrices: [0.139, 0.139, 0.139],
      gas: null,
    });
    const withBox = await energyFormSchema.parseAsync({ ...TYPED, hasGas: true, gas });
    expect(withBox.gas).toEqual({
      billingDays: 61,
      consumptionKwh: 850,
      energyPrice: 0.07,
      fixedPrice: 0.28,
    });
  });

  it('reports each refused field on the form’s own path', async () => {
    const result = await energyFormSchema.safeParseAsync({
      ...TYPED,
      powerKw: ['3,45', ''],
      hasGas: true,
      gas: { billingDays: '61', consumptionKwh: 'x', energyPrice: '0,07', fixedPrice: '0,28' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['powerKw.1', 'validation.required'],
      ['gas.consumptionKwh', 'domain.validation.float'],
    ]);
  });

  it('keeps what both tariffs share when the periods change', () => {
    expect(resizedToPeriods(['1', '2'], 6)).toEqual(['1', '2', '', '', '', '']);
    expect(resizedToPeriods(['1', '2', '3', '4', '5', '6'], 3)).toEqual(['1', '2', '3']);
    expect(emptyEnergyForm('3.0TD').consumptionKwh).toHaveLength(6);
    expect(tariffKey('2.0TD')).toBe('20TD');
  });

  it('opens the signup wizard on the energy tab with the product, the province and the document', () => {
    const link = signupLinkFor('p-1', { postalCode: '08220', customerFiscalId: '12345678Z' });
    const [path, query] = link.split('?');
    expect(path).toBe('/subscriptions/v2');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      product: 'p-1',
      familyTab: 'ENERGY',
      fiscalId: '12345678Z',
      postalCode: '08220',
      province: '08',
    });
    expect(signupLinkFor('p-1', { postalCode: '28013', customerFiscalId: null })).not.toContain('fiscalId');
  });
});
