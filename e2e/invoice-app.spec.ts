import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfPageTexts } from '../tests/support/pdf-text';
import { linkInLatestMessage, seriousViolations } from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';

/** The api of the server under test: the e2e port + 1 (playwright.config.ts). */
const API_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8180) + 1}`;
/** A demo customer of brand 2020001 with an e-mail, in the brand's own channel. */
const FISCAL_ID = '05099189C';
const PAYMENT_LINK = /https?:\/\/[^\s]+\/invoice\/payment\/([A-Za-z0-9_-]+)/;

/** Money as the page and the PDF write it, with any kind of space before the euro sign read as one. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function openPaletteCommand(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.fill(text);
  await expect(page.getByRole('option', { name: text }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

/** The amount fields of the form's lines, in order. */
const amounts = (page: Page) => page.getByRole('textbox', { name: 'Importe sin impuestos (€)' });

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

test('an admin adds an invoice, previews it, downloads its PDF, edits it while pending and is refused once it is paid', async ({
  page,
  request,
}) => {
  // One long story with five axe runs: more than the default minute on a loaded machine.
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);

  // The app's list, from the palette.
  await openPaletteCommand(page, 'Ir a la aplicación de facturas');
  await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Listado de facturas' })).toBeVisible();
  await expect(page.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // A new invoice, from the list's palette command, typed with the keyboard.
  await openPaletteCommand(page, 'Nueva factura');
  await expect(page).toHaveURL(/\/apps\/invoice\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva factura' })).toBeFocused();
  await page.getByLabel('Documento del cliente (NIF, NIE o CIF)').fill(FISCAL_ID);
  const customer = page.locator('[data-customer-name]');
  await expect(customer).toBeVisible();
  await expect(page.getByText(/\(\d+ días según las condiciones de pago de la marca\)$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Concepto 1', exact: true }).fill('Cuota mensual Tarifa 25 GB');
  await amounts(page).first().fill('19,99');
  await page.getByRole('button', { name: 'Añadir concepto' }).click();
  // The new line's concept takes the focus.
  await expect(page.getByRole('textbox', { name: 'Concepto 2', exact: true })).toBeFocused();
  await page.keyboard.type('Roaming fuera de la UE');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3,51');
  await expect(page.locator('[data-form-total]')).toHaveText(/^2\d,\d\d\s€$/);
  await expectNoSeriousViolations(page);
  // A refused field is said next to it, translated, and nothing is sent.
  await amounts(page).nth(1).fill('3,515');
  await page.getByRole('button', { name: 'Emitir' }).click();
  await expect(
    page.getByText('Escribe un importe entre 0,01 y 1.000.000 €, con dos decimales como mucho.'),
  ).toBeVisible();
  await amounts(page).nth(1).fill('3,51');
  const formTotal = plain((await page.locator('[data-form-total]').textContent()) ?? '');
  await page.keyboard.press('Enter');

  // The preview: the brand-styled document with its lines, tax and totals.
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Factura \S+$/);
  const number = ((await heading.textContent()) ?? '').replace(/^Factura /, '');
  const document = page.getByRole('article', { name: `Factura ${number}` });
  await expect(document.getByText('Cuota mensual Tarifa 25 GB')).toBeVisible();
  await expect(document.getByText('Roaming fuera de la UE')).toBeVisible();
  await expect(document.getByText(FISCAL_ID)).toBeVisible();
  const total = plain((await page.locator('[data-invoice-total]').textContent()) ?? '');
  expect(total).toMatch(/^2\d,\d\d €$/);
  expect(total).toBe(formTotal);
  await expectNoSeriousViolations(page);

  // Its PDF, rendered by the server: the file's text has the number and the total.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const [pdfText = ''] = await pdfPageTexts(await readFile((await download.path()) ?? ''));
  expect(pdfText).toContain(number);
  expect(plain(pdfText)).toContain(total);
  expect(pdfText).toContain('Cuota mensual Tarifa 25 GB');

  // Edited while pending: a new amount, the same number, a new total and an EDIT in its history.
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/apps\/invoice\/edit\//);
  await expect(page.getByRole('heading', { level: 1, name: `Editar la factura ${number}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await amounts(page).first().fill('25,00');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\//);
  await expect(page.getByText(`Factura ${number} guardada.`)).toBeVisible();
  await expect(page.locator('[data-invoice-total]')).not.toHaveText(total);
  const editedTotal = plain((await page.locator('[data-invoice-total]').textContent()) ?? '');
  expect(editedTotal).toMatch(/^\d\d,\d\d €$/);
  await expect(page.getByRole('region', { name: 'Historial' }).getByText('Editada')).toBeVisible();

  // The customer gets it by e-mail with a payment link.
  await page.getByRole('button', { name: 'Reenviar factura' }).click();
  await expect(page.getByText(/Factura reenviada al cliente/)).toBeVisible();
  await page.goto(`/customer/${FISCAL_ID}`);
  const email = (
    await page
      .getByText(/^[^\s@]+@[^\s@]+\.[a-z]+$/)
      .first()
      .innerText()
  ).trim();
  const link = await linkInLatestMessage(request, email, PAYMENT_LINK);
  const token = PAYMENT_LINK.exec(link)?.[1] ?? '';

  // The admin opens the form again while the customer pays by card with that link: the save is refused.
  await page.goBack();
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Editar la factura ${number}` })).toBeVisible();
  const paid = await request.post(`${API_URL}/public/invoice/pay`, {
    data: { token, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Cliente Demo' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await amounts(page).first().fill('30,00');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Solo se puede editar una factura pendiente: una factura pagada, impagada, reembolsada o con error, o una factura rectificativa, ya no se puede cambiar.',
  );
  await expect(page).toHaveURL(/\/apps\/invoice\/edit\//);

  // Opened again, the paid invoice gets no form; its preview offers no edit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Editar la factura ${number}` })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Solo se puede editar una factura pendiente');
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Volver a la factura' }).click();
  await expect(page.locator('[data-invoice-total]')).toHaveText(editedTotal);
  await expect(page.getByRole('article').getByText('Pagada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);

  // The preview in dark mode reads as well.
  if (!(await page.locator('html').evaluate((element) => element.classList.contains('dark')))) {
    await page.getByRole('button', { name: 'Modo oscuro' }).click();
  }
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page);
});
