import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { EXAMPLE_LOGO_PNG } from '../schema/rest/brand-settings';
import {
  graphqlAsSignedInUser,
  linkInLatestMessage,
  PHONE_VIEWPORT,
  scrollsSideways,
  violationsAtBothWidths,
  violationsInEveryLanguageAndWidth,
} from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';

const PAYMENT_LINK = /https?:\/\/[^\s]+\/invoice\/payment\/[A-Za-z0-9_-]+/;
const GOOD_CARD = '4242424242424242';
// The embedded payment gateway's sandbox card that is always declined (embedded-payment-gateway.ts).
const DECLINED_CARD = '4000000000000002';

const rows = (page: Page) => page.locator('tbody tr[data-row-id]');

/** The text of a row's cell under the column headed `header`. */
async function cellText(page: Page, row: number, header: string): Promise<string> {
  // Headers read in capitals by their style: compare their text, not what is drawn.
  const headers = await page.locator('thead th').allTextContents();
  const column = headers.findIndex((text) => text.trim() === header);
  expect(column, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await rows(page).nth(row).locator('td').nth(column).innerText()).trim();
}

type ResentInvoice = { number: string; total: string; link: string };

/**
 * As an admin: resends the newest invoice in `status` from the invoices queue, looks up its customer's e-mail on
 * the customer's page, and reads the payment link from the e-mail the customer got.
 */
async function resendAndReadLink(
  page: Page,
  request: APIRequestContext,
  status: 'PENDING' | 'UNPAID',
): Promise<ResentInvoice> {
  await page.goto(`/invoices?status=${status}&type=INVOICE`);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const number = await cellText(page, 0, 'Número');
  const document = await cellText(page, 0, 'Documento');
  const total = await cellText(page, 0, 'Total');
  await rows(page)
    .first()
    .getByRole('button', { name: /^Acciones de / })
    .click();
  await page.getByRole('menuitem', { name: 'Reenviar factura' }).click();
  await expect(page.getByText('Factura reenviada al cliente (1)')).toBeVisible();

  await page.goto(`/customer/${document}`);
  const email = (
    await page
      .getByText(/^[^\s@]+@[^\s@]+\.[a-z]+$/)
      .first()
      .innerText()
  ).trim();
  const link = await linkInLatestMessage(request, email, PAYMENT_LINK);
  return { number, total, link };
}

/** A phone with no session: the customer opening the e-mail's link. */
async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Types the card with the keyboard alone, field after field, and sends it with Enter. */
async function payByKeyboard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Titular de la tarjeta').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Lucía Pérez García');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(cardNumber);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1239');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
}

test('a customer pays an invoice by card on a phone from the link in its e-mail, and the admin sees it paid', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  const invoice = await resendAndReadLink(page, request, 'PENDING');

  const phone = await customerPhone(browser);
  await phone.goto(invoice.link);
  await expect(phone.getByRole('heading', { level: 1, name: `Factura ${invoice.number}` })).toBeVisible();
  await expect(phone.getByText('Demo Telecom').first()).toBeVisible();
  await expect(phone.getByText(invoice.total, { exact: true })).toBeVisible();
  await expect(phone.getByText('Pendiente', { exact: true })).toBeVisible();
  expect(await scrollsSideways(phone)).toBe(false);

  // The sandbox's declined card: the bank's answer, and the form stays for another card.
  await payByKeyboard(phone, DECLINED_CARD);
  await expect(phone.getByLabel('Número de tarjeta')).toHaveValue('4000 0000 0000 0002');
  await expect(phone.getByLabel('Caducidad')).toHaveValue('12/39');
  await expect(phone.getByRole('alert')).toHaveText(
    'El banco ha rechazado el pago. Prueba con otra tarjeta.',
  );

  await payByKeyboard(phone, GOOD_CARD);
  await expect(phone).toHaveURL(/\/invoice\/payment\/success$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Pago completado' })).toBeVisible();
  await expect(phone.getByRole('status')).toHaveText(
    `Hemos recibido tu pago de ${invoice.total} de la factura ${invoice.number}.`,
  );
  expect(await scrollsSideways(phone)).toBe(false);

  // The same link afterwards: paid, and no card form.
  await phone.goto(invoice.link);
  await expect(phone.getByText('Esta factura ya está pagada. No tienes que hacer nada más.')).toBeVisible();
  await expect(phone.getByText('Pagada', { exact: true })).toBeVisible();
  await expect(phone.getByLabel('Número de tarjeta')).toHaveCount(0);
  await phone.context().close();

  await page.goto(`/invoices?type=INVOICE&search=${encodeURIComponent(invoice.number)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByText('Pagada')).toBeVisible();
});

test('the payment page and its success page show the brand’s logo, named by the brand', async ({
  page,
  browser,
  request,
}) => {
  // Nimbus Fibra's: the demo brand's logo belongs to the brand configuration story, which runs alongside.
  await signIn(page, 'admin@nimbus.test');
  await expectConsole(page);
  const LOGOS = 'logos { kind url }';
  const uploaded = await graphqlAsSignedInUser(
    page,
    `mutation($c: String!) { uploadBrandLogo(kind: BRAND, contentBase64: $c) { ${LOGOS} } }`,
    { c: EXAMPLE_LOGO_PNG },
  );
  const { logos } = uploaded.uploadBrandLogo as { logos: { kind: string; url: string }[] };
  const logoUrl = logos.find((logo) => logo.kind === 'BRAND')?.url ?? '';
  expect(logoUrl).toMatch(/^\/brand-logos\/3000003\//);
  const invoice = await resendAndReadLink(page, request, 'UNPAID');

  const phone = await customerPhone(browser);
  await phone.goto(invoice.link);
  await expect(phone.getByRole('heading', { level: 1, name: `Factura ${invoice.number}` })).toBeVisible();
  const logo = phone.getByRole('img', { name: 'Nimbus Fibra' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', logoUrl);
  // The image loaded (the public page reads it without a session), not just its alt text.
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await payByKeyboard(phone, GOOD_CARD);
  await expect(phone).toHaveURL(/\/invoice\/payment\/success$/);
  await expect(phone.getByRole('img', { name: 'Nimbus Fibra' })).toHaveAttribute('src', logoUrl);
  await phone.context().close();

  await graphqlAsSignedInUser(page, `mutation { removeBrandLogo(kind: BRAND) { ${LOGOS} } }`);
});

test('the payment page and its success page have no serious or critical axe finding, in four languages at 375 and 1,440 px, light and dark', async ({
  page,
  browser,
  request,
}) => {
  // Twenty axe runs on a loaded machine.
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  const invoice = await resendAndReadLink(page, request, 'UNPAID');

  const phone = await customerPhone(browser);
  const toggleDarkMode = async () => {
    await phone.setViewportSize(PHONE_VIEWPORT);
    await phone.getByRole('banner').getByRole('combobox').selectOption('es');
    await phone.getByRole('button', { name: 'Modo oscuro' }).click();
  };
  await phone.goto(invoice.link);
  const payButton = phone.getByRole('button', { name: /\d/ });
  const withInvoice = async (shown: Page) => {
    await expect(
      shown.getByRole('heading', { level: 1, name: new RegExp(`${invoice.number}$`) }),
    ).toBeVisible();
    await expect(payButton).toBeVisible();
  };
  expect(await violationsInEveryLanguageAndWidth(phone, withInvoice)).toEqual([]);

  // Refused fields and dark mode.
  await toggleDarkMode();
  await expect(phone.locator('html')).toHaveClass(/dark/);
  await payButton.click();
  await expect(phone.getByText('Este campo es obligatorio').first()).toBeVisible();
  expect(await violationsAtBothWidths(phone, withInvoice)).toEqual([]);

  await phone.getByRole('banner').getByRole('combobox').selectOption('es');
  await payByKeyboard(phone, GOOD_CARD);
  await expect(phone).toHaveURL(/\/invoice\/payment\/success$/);
  const confirmed = async (shown: Page) => {
    await expect(shown.getByRole('status')).toContainText(invoice.number);
  };
  expect(await violationsAtBothWidths(phone, confirmed)).toEqual([]);
  await toggleDarkMode();
  await expect(phone.locator('html')).not.toHaveClass(/dark/);
  expect(await violationsInEveryLanguageAndWidth(phone, confirmed)).toEqual([]);
  await phone.context().close();
});
