import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinancialRiskPanel } from '../../client/features/customer/financial-risk-panel';
import { missingScoreFields } from '../../client/features/customer/financial-risk-preconditions';
import type { CustomerDetailFieldsFragment } from '../../client/generated/graphql';
import { companyFixture, customerFixture } from './customer-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };

function stubGateway(answer: (call: GraphqlCall) => unknown) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(call);
      return Response.json(answer(call));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const COST = { netCents: 100, taxCents: 21, totalCents: 121, taxTerritory: 'IVA', taxRate: 21 } as const;
const SCORE = {
  id: 's-1',
  bureauScoreId: 'EMB-ABC123',
  scoredAt: '2026-11-24T09:00:00Z',
  rank: 712,
  defaultProbabilityBasisPoints: 1187,
  opinion: 'FAVORABLE',
  fraudster: false,
  defaulter: true,
  companyInfo: null,
} as const;

function renderPanel(customer: CustomerDetailFieldsFragment) {
  const onScored = vi.fn();
  const onCompleteData = vi.fn();
  render(
    <FinancialRiskPanel
      customer={customer}
      score={{ score: null, creditOpinion: null, queryCost: COST }}
      scoreError={null}
      onScored={onScored}
      onCompleteData={onCompleteData}
    />,
  );
  return { onScored, onCompleteData };
}

describe('financial risk: the data the bureau needs, checked first', () => {
  it('asks a person for name, first and last surname, birth date and postal code', () => {
    expect(missingScoreFields(customerFixture())).toEqual([]);
    const bare = customerFixture({
      firstSurname: ' ',
      lastSurname: null,
      birthDate: null,
      address: { ...customerFixture().address, postalCode: null },
    });
    expect(missingScoreFields(bare).map((item) => item.field)).toEqual([
      'firstSurname',
      'lastSurname',
      'birthDate',
      'postalCode',
    ]);
  });

  it("asks a company for its legal name and the representative's document, name and surnames", () => {
    expect(missingScoreFields(companyFixture())).toEqual([]);
    const company = companyFixture();
    const bare = {
      ...company,
      company: {
        ...(company.company as NonNullable<CustomerDetailFieldsFragment['company']>),
        companyName: null,
        representative: {
          documentType: 'DNI' as const,
          document: null,
          name: 'Ana',
          firstSurname: null,
          secondSurname: null,
          birthDate: null,
        },
      },
    };
    expect(missingScoreFields(bare).map((item) => item.field)).toEqual([
      'company.companyName',
      'company.representative.document',
      'company.representative.firstSurname',
      'company.representative.secondSurname',
    ]);
    // A passport holder may have a single surname (the api's rule too).
    const passport = {
      ...bare,
      company: {
        ...bare.company,
        companyName: 'Ejemplo SL',
        representative: {
          ...bare.company.representative,
          documentType: 'PASSPORT' as const,
          document: 'AB123',
          firstSurname: 'Smith',
        },
      },
    };
    expect(missingScoreFields(passport)).toEqual([]);
  });

  it('refuses a person without a birth date before any query or charge, and offers to complete the data', async () => {
    const calls = stubGateway(() => ({ data: null }));
    const { onCompleteData } = renderPanel(customerFixture({ birthDate: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Consultar riesgo financiero' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Fecha de nacimiento');
    expect(alert.textContent).toContain('No se ha hecho la consulta ni se ha cobrado nada.');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Completar datos del cliente' }));
    expect(onCompleteData).toHaveBeenCalledOnce();
  });

  it('shows the cost before running, runs once on confirmation and shows the opinion', async () => {
    const calls = stubGateway(() => ({
      data: { scoreCustomer: { result: 'SCORED', charged: true, chargeCents: 121, score: SCORE } },
    }));
    const { onScored } = renderPanel(customerFixture());
    expect(screen.getByTestId('risk-cost').textContent).toContain('1,21');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar riesgo financiero' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('1,21');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Consultar y aceptar el coste' }));
    await waitFor(() => expect(onScored).toHaveBeenCalledWith(SCORE));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.variables).toEqual({ fiscalId: '12345678Z' });
  });

  it("says 'no result, not charged' and keeps the panel without a score", async () => {
    stubGateway(() => ({
      data: { scoreCustomer: { result: 'NO_RESULT', charged: false, chargeCents: null, score: null } },
    }));
    const { onScored } = renderPanel(customerFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Consultar riesgo financiero' }));
    await userEvent.click(screen.getByRole('button', { name: 'Consultar y aceptar el coste' }));
    await waitFor(() => expect(screen.getByText('Este cliente no se ha consultado nunca.')).toBeTruthy());
    expect(onScored).not.toHaveBeenCalled();
  });

  it('shows a score: date, id, rank, default probability, opinion, flags and the company block', () => {
    render(
      <FinancialRiskPanel
        customer={companyFixture()}
        score={{
          score: {
            ...SCORE,
            opinion: 'CAUTION',
            companyInfo: {
              name: 'Ejemplo SL',
              salesYear: 2025,
              capitalCents: 300000,
              activity: 'Consultoría',
              city: 'Madrid',
              headquartersAddress: 'Calle Mayor 1',
              type: 'SOCIEDAD_LIMITADA',
              latestBalanceCents: 1000000,
              salesCents: 5000000,
              employees: 12,
              constitutionDate: '2010-02-01',
              website: null,
              phone: '910000000',
              fax: null,
              representative: 'Ana García López',
              email: null,
              status: 'ACTIVA',
            },
          },
          creditOpinion: 'CAUTION',
          queryCost: { ...COST, netCents: 300, taxCents: 63, totalCents: 363 },
        }}
        scoreError={null}
        onScored={() => {}}
        onCompleteData={() => {}}
      />,
    );
    const view = screen.getByTestId('risk-score').textContent ?? '';
    for (const text of [
      'Precaución',
      'EMB-ABC123',
      '712',
      '11,87\u00a0%',
      'Ana García López',
      'Consultoría',
      '12',
    ]) {
      expect(view).toContain(text);
    }
    expect(screen.getByTestId('risk-cost').textContent).toContain('3,63');
    expect(screen.getByRole('button', { name: 'Actualizar riesgo financiero' })).toBeTruthy();
  });
});
