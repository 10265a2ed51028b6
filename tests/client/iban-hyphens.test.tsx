import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentPanel } from '../../client/features/customer/payment-panel';
import { customerFixture } from './customer-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payment panel: an IBAN pasted with hyphens', () => {
  it('is taken as one typed with spaces and sent in its electronic form', async () => {
    const saved = customerFixture({
      iban: 'ES7921000813610123456789',
      paymentMethods: ['SEPA_DIRECT_DEBIT'],
    });
    const calls: GraphqlCall[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)) as GraphqlCall);
        return Response.json({ data: { updateCustomerPaymentMethod: saved } });
      }),
    );
    const onSaved = vi.fn();
    render(<PaymentPanel customer={customerFixture()} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Editar pago' }));
    const iban = screen.getByLabelText('IBAN');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'ES79-2100-0813-6101-2345-6789');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pago' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(screen.queryByText('El IBAN debe tener 24 caracteres')).toBeNull();
    expect(calls[0]?.variables).toMatchObject({ iban: 'ES7921000813610123456789' });
  });
});
