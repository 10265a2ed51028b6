import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerEditForm } from '../../client/features/customer/customer-edit-form';
import {
  customerFormValuesOf,
  validateCustomerForm,
} from '../../client/features/customer/customer-form-schema';
import { PaymentPanel } from '../../client/features/customer/payment-panel';
import { companyFixture, customerFixture } from './customer-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };

/** Stubs the network at the fetch boundary; `answer` decides the GraphQL body of each call. */
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

function fieldError(code: string, field: string, message: string) {
  return { data: null, errors: [{ message, extensions: { code, status: 400, field } }] };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderEdit(customer = customerFixture()) {
  const onSaved = vi.fn();
  render(<CustomerEditForm customer={customer} onSaved={onSaved} onCancel={() => {}} />);
  return onSaved;
}

describe('customer edit form: field rules (docs/domain-rules.md) before anything is sent', () => {
  it('refuses a document that does not match its type, with the translated message, and sends nothing', async () => {
    const calls = stubGateway(() => ({ data: null }));
    renderEdit();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de documento'), 'CIF');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cliente' }));
    expect(await screen.findByText('CIF inválido')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a postal code of another province on the postal code field', async () => {
    const calls = stubGateway(() => ({ data: null }));
    renderEdit();
    const postalCode = screen.getByLabelText('Código postal');
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '08001');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cliente' }));
    expect(await screen.findByText('El código postal no corresponde a la provincia')).toBeTruthy();
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('refuses a postal code that is no Spanish one, a minor, a bad e-mail and a bad phone at once', async () => {
    stubGateway(() => ({ data: null }));
    renderEdit();
    const type = async (label: string, text: string) => {
      const input = screen.getByLabelText(label, { exact: true });
      await userEvent.clear(input);
      await userEvent.type(input, text);
    };
    await type('Código postal', '53001');
    await type('Fecha de nacimiento', '01/01/2020');
    await type('Correo electrónico', 'no-es-correo');
    await type('Teléfono de contacto', '512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cliente' }));
    expect(await screen.findByText('Código postal inválido')).toBeTruthy();
    expect(screen.getByText('Debe ser mayor de edad')).toBeTruthy();
    expect(screen.getByText('El campo Correo electrónico debe ser un correo válido')).toBeTruthy();
    expect(screen.getByText('El móvil debe tener 9 dígitos y empezar por 6 o 7')).toBeTruthy();
  });

  it('asks a company for its legal name and a complete, valid representative', () => {
    const values = { ...customerFormValuesOf(companyFixture()), companyName: ' ' };
    values.representativeDocument = '12345678A';
    values.representativeFirstSurname = '';
    values.constitutionDate = '31/02/2010';
    expect(validateCustomerForm(values, 'B12345674')).toEqual({
      companyName: 'validation.required',
      representativeDocument: 'domain.validation.invalidDniNie',
      representativeFirstSurname: 'validation.required',
      constitutionDate: 'domain.validation.invalidDate',
    });
    expect(validateCustomerForm(customerFormValuesOf(companyFixture()), 'B12345674')).toEqual({});
  });

  it('shows the company extras only for companies and sends them as DD/MM/YYYY', async () => {
    const calls = stubGateway(() => ({ data: { updateCustomer: companyFixture() } }));
    const onSaved = renderEdit(companyFixture());
    expect((screen.getByLabelText('Razón social') as HTMLInputElement).value).toBe('Ejemplo SL');
    expect((screen.getByLabelText('Fecha de constitución') as HTMLInputElement).value).toBe('01/02/2010');
    await userEvent.type(screen.getByLabelText('Poderes notariales'), 'poderes.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cliente' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const input = calls[0]?.variables.input as { company: Record<string, unknown> };
    expect(input.company).toMatchObject({
      companyName: 'Ejemplo SL',
      constitutionDate: '01/02/2010',
      notarialPowers: 'poderes.pdf',
      representative: { document: '12345678Z', birthDate: '20/05/1975', documentType: 'DNI' },
    });

    render(<CustomerEditForm customer={customerFixture()} onSaved={() => {}} onCancel={() => {}} />);
    expect(screen.getAllByLabelText('Razón social')).toHaveLength(1);
  });

  it('shows an error the api gives for one field on that field, and a cleared birth date is sent as null', async () => {
    const calls = stubGateway(() =>
      fieldError('INVALID_REQUEST', 'postalCode', 'domain.validation.postalCodeNotInProvince'),
    );
    const onSaved = renderEdit();
    await userEvent.clear(screen.getByLabelText('Fecha de nacimiento', { exact: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cliente' }));
    expect(await screen.findByText('El código postal no corresponde a la provincia')).toBeTruthy();
    expect(screen.getByLabelText('Código postal').getAttribute('aria-invalid')).toBe('true');
    expect((calls[0]?.variables.input as { birthDate?: unknown } | undefined)?.birthDate).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('payment panel: IBAN of 24 characters, then the server check', () => {
  async function openPayment(customer = customerFixture()) {
    const onSaved = vi.fn();
    render(<PaymentPanel customer={customer} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Editar pago' }));
    const iban = screen.getByLabelText('IBAN');
    await userEvent.clear(iban);
    return { onSaved, iban };
  }

  it('refuses an IBAN that is not 24 characters long without asking the server', async () => {
    const calls = stubGateway(() => ({ data: null }));
    const { iban, onSaved } = await openPayment();
    await userEvent.type(iban, 'ES91 2100 0418');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pago' }));
    expect(await screen.findByText('El IBAN debe tener 24 caracteres')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's 'IBAN inválido' on the field and keeps the stored IBAN", async () => {
    const calls = stubGateway(() => fieldError('INVALID_IBAN', 'iban', 'IBAN inválido'));
    const { iban, onSaved } = await openPayment();
    await userEvent.type(iban, 'ES91 2100 0418 4502 0005 1333');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pago' }));
    expect(await screen.findByText('IBAN inválido')).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(calls[0]?.variables).toMatchObject({ iban: 'ES9121000418450200051333' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts any api refusal naming the IBAN on its field, worded by the rule, and others in the alert', async () => {
    let answer: () => unknown = () => fieldError('INVALID_REQUEST', 'iban', 'validation.required');
    const calls = stubGateway(() => answer());
    const { iban, onSaved } = await openPayment();
    await userEvent.type(iban, 'ES91 2100 0418 4502 0005 1332');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pago' }));
    await waitFor(() => expect(iban.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(iban.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Este campo es obligatorio');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(1);

    answer = () => ({
      data: null,
      errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND', status: 404 } }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pago' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se ha encontrado lo que buscas.');
    expect(calls).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves a valid IBAN with the methods and skip invoices, and hands back the saved customer', async () => {
    const saved = customerFixture({
      iban: 'ES7921000813610123456789',
      paymentMethods: ['SEPA_DIRECT_DEBIT', 'CASH'],
    });
    const calls = stubGateway(() => ({ data: { updateCustomerPaymentMethod: saved } }));
    const { iban, onSaved } = await openPayment();
    await userEvent.type(iban, 'es79 2100 0813 6101 2345 6789');
    await userEvent.click(screen.getByLabelText('Efectivo'));
    await userEvent.click(screen.getByLabelText('No emitir facturas'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pago' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls[0]?.variables).toEqual({
      fiscalId: '12345678Z',
      iban: 'ES7921000813610123456789',
      skipInvoices: true,
      paymentMethods: ['SEPA_DIRECT_DEBIT', 'CASH'],
    });
  });

  it('asks for an IBAN when direct debit stays chosen without one', async () => {
    const calls = stubGateway(() => ({ data: null }));
    await openPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pago' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
