import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  caretAfterDigits,
  digitsBefore,
  formatExpiry,
  groupCardNumber,
} from '../../client/features/public/invoice-payment/card-input-format';
import InvoicePaymentPage from '../../client/features/public/invoice-payment/invoice-payment-page';
import { ROUTES } from '../../client/routes';

const PAYMENT_ROUTE = ROUTES.find((route) => route.id === 'invoice-payment')!;
const TOKEN = 'pay-link-token';
// Intl writes a no-break space before the euro sign.
const PAY = /^Pagar 48,40\s€$/;

const PENDING_INVOICE = {
  brandName: 'Demo Telecom',
  brandLogoURL: null,
  number: 'DT-2026-17',
  totalCents: 4840,
  dueDate: '2026-04-09',
  status: 'PENDING',
  payable: true,
};

type GatewayCall = { operation: string; variables: Record<string, unknown>; authorization: string | null };
type Answer = { data?: unknown; errors?: unknown[] };

/** The gateway at the fetch boundary: the invoice query and the payment mutation, as the test words them. */
function stubGateway(invoice: Answer, pay: (variables: Record<string, unknown>) => Answer = () => ({})) {
  const calls: GatewayCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({
        operation,
        variables: body.variables,
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return Response.json(operation === 'InvoicePaymentInvoice' ? invoice : pay(body.variables));
    }),
  );
  return calls;
}

const refusal = (code: string, field?: string): Answer => ({
  data: null,
  errors: [{ message: code, extensions: { code, ...(field ? { field } : {}) } }],
});

function renderPage() {
  const location = memoryLocation({ path: `/invoice/payment/${TOKEN}`, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <InvoicePaymentPage route={PAYMENT_ROUTE} params={{ id: TOKEN }} />
    </Router>,
  );
  return location;
}

async function typeCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { holder?: string; number?: string; expiry?: string; cvc?: string },
) {
  if (card.holder) await user.type(screen.getByLabelText('Titular de la tarjeta'), card.holder);
  if (card.number) await user.type(screen.getByLabelText('Número de tarjeta'), card.number);
  if (card.expiry) await user.type(screen.getByLabelText('Caducidad'), card.expiry);
  if (card.cvc) await user.type(screen.getByLabelText('CVC'), card.cvc);
}

const GOOD_CARD = { holder: 'Lucía Pérez', number: '4242424242424242', expiry: '1239', cvc: '123' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the public invoice payment page', () => {
  it('shows the invoice, groups the card number as typed and offers the card autofill names', async () => {
    const calls = stubGateway({ data: { publicInvoice: PENDING_INVOICE } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Factura DT-2026-17' })).toBeTruthy();
    expect(screen.getByText(/^48,40\s€$/)).toBeTruthy();
    expect(screen.getByText('09-04-26')).toBeTruthy();
    expect(screen.getByText('Pendiente')).toBeTruthy();
    expect(calls).toEqual([
      { operation: 'InvoicePaymentInvoice', variables: { token: TOKEN }, authorization: null },
    ]);

    const user = userEvent.setup();
    await typeCard(user, GOOD_CARD);
    const number = screen.getByLabelText<HTMLInputElement>('Número de tarjeta');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(screen.getByLabelText<HTMLInputElement>('Caducidad').value).toBe('12/39');
    expect(number.autocomplete).toBe('cc-number');
    expect(screen.getByLabelText<HTMLInputElement>('Caducidad').autocomplete).toBe('cc-exp');
    expect(screen.getByLabelText<HTMLInputElement>('CVC').autocomplete).toBe('cc-csc');
    expect(screen.getByLabelText<HTMLInputElement>('Titular de la tarjeta').autocomplete).toBe('cc-name');
    expect(screen.getByRole('button', { name: PAY })).toBeTruthy();
  });

  it('says what is wrong with each field, in words, and sends nothing', async () => {
    const calls = stubGateway({ data: { publicInvoice: PENDING_INVOICE } });
    renderPage();
    const pay = await screen.findByRole('button', { name: PAY });
    const user = userEvent.setup();
    await user.click(pay);
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);

    await typeCard(user, { holder: 'Lucía', number: '4242424242424241', expiry: '0120', cvc: '12' });
    await user.click(pay);
    expect(await screen.findByText('El número de tarjeta no es válido: revisa los dígitos')).toBeTruthy();
    expect(screen.getByText('La tarjeta está caducada')).toBeTruthy();
    expect(screen.getByText('El CVC tiene 3 o 4 dígitos')).toBeTruthy();
    expect(calls.map((call) => call.operation)).toEqual(['InvoicePaymentInvoice']);
  });

  it('keeps the form with the reason when the bank declines the card', async () => {
    const calls = stubGateway({ data: { publicInvoice: PENDING_INVOICE } }, () =>
      refusal('PAYMENT_DECLINED'),
    );
    renderPage();
    await screen.findByRole('button', { name: PAY });
    const user = userEvent.setup();
    await typeCard(user, { ...GOOD_CARD, number: '4000000000000002' });
    await user.click(screen.getByRole('button', { name: PAY }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El banco ha rechazado el pago. Prueba con otra tarjeta.',
    );
    expect(screen.getByLabelText('Número de tarjeta')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      operation: 'InvoicePaymentPay',
      variables: {
        token: TOKEN,
        holder: 'Lucía Pérez',
        cardNumber: '4000000000000002',
        expiry: '12/39',
        cvc: '123',
      },
      authorization: null,
    });
  });

  it('drops the form when the link is locked after too many failed attempts', async () => {
    stubGateway({ data: { publicInvoice: PENDING_INVOICE } }, () => refusal('TOO_MANY_PAYMENT_ATTEMPTS'));
    renderPage();
    await screen.findByRole('button', { name: PAY });
    const user = userEvent.setup();
    await typeCard(user, GOOD_CARD);
    await user.click(screen.getByRole('button', { name: PAY }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Demasiados intentos fallidos/);
    expect(screen.queryByLabelText('Número de tarjeta')).toBeNull();
  });

  it('puts an expired card refused by the api on the expiry field', async () => {
    stubGateway({ data: { publicInvoice: PENDING_INVOICE } }, () => refusal('CARD_EXPIRED', 'expiry'));
    renderPage();
    await screen.findByRole('button', { name: PAY });
    const user = userEvent.setup();
    await typeCard(user, GOOD_CARD);
    await user.click(screen.getByRole('button', { name: PAY }));
    const expiry = screen.getByLabelText('Caducidad');
    await waitFor(() => expect(expiry.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(expiry.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('La tarjeta está caducada.');
  });

  it('goes to the success page once paid', async () => {
    stubGateway({ data: { publicInvoice: PENDING_INVOICE } }, () => ({
      data: {
        payPublicInvoice: {
          status: 'PAID',
          number: 'DT-2026-17',
          totalCents: 4840,
          paidAt: '2026-03-10T10:00:00.000Z',
        },
      },
    }));
    const location = renderPage();
    await screen.findByRole('button', { name: PAY });
    const user = userEvent.setup();
    await typeCard(user, GOOD_CARD);
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/invoice/payment/success'));
  });

  it('shows a paid invoice as paid, with no form', async () => {
    stubGateway({ data: { publicInvoice: { ...PENDING_INVOICE, status: 'PAID', payable: false } } });
    renderPage();
    expect(
      await screen.findByText('Esta factura ya está pagada. No tienes que hacer nada más.'),
    ).toBeTruthy();
    expect(screen.getByText('Pagada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pagar/ })).toBeNull();
  });

  it('says a link that is not valid is not valid, and shows nothing else', async () => {
    stubGateway(refusal('PAYMENT_LINK_INVALID', 'token'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Este enlace de pago no es válido\./);
    expect(screen.queryByText('Importe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says an expired link has expired and how to get a new one, and shows nothing else', async () => {
    stubGateway(refusal('PAYMENT_LINK_EXPIRED', 'token'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Este enlace de pago ha caducado: /);
    expect(screen.queryByText('Importe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the brand’s logo with its name as the text', async () => {
    stubGateway({
      data: { publicInvoice: { ...PENDING_INVOICE, brandLogoURL: '/brand-logos/2020001/brand-0a.png' } },
    });
    renderPage();
    const logo = await screen.findByRole('img', { name: 'Demo Telecom' });
    expect(logo.getAttribute('src')).toBe('/brand-logos/2020001/brand-0a.png');
  });
});

describe('card input formats', () => {
  it('groups a card number in fours, digits only, 19 at most', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(groupCardNumber('4242 ')).toBe('4242');
    expect(groupCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('writes an expiry as MM/YY as it is typed or autofilled', () => {
    expect(['1', '12', '123', '1239'].map(formatExpiry)).toEqual(['1', '12', '12/3', '12/39']);
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('3/')).toBe('03/');
    expect(formatExpiry('12/2039')).toBe('12/39');
    expect(formatExpiry('12395')).toBe('12/39');
  });

  it('keeps the caret after the digit it followed', () => {
    // "4242 4242" with a 9 typed after the fifth digit: "4242 49242" formats as "4242 4924 2".
    expect(caretAfterDigits('4242 4924 2', digitsBefore('4242 49242', 7))).toBe(7);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242', 0)).toBe(0);
  });
});
