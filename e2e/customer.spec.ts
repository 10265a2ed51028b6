import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

/**
 * A residential demo customer of Demo Telecom's "Sur" sub-channel (api/seed/demo-customers.ts, fixed faker seed
 * 3004): Rosalia Castillo Robles, 06897493T, with a birth date and an IBAN, never scored (the seed scores only
 * customers of the brand's own channel) and one the embedded credit bureau has a result for.
 */
const FISCAL_ID = '06897493T';
const INVALID_IBAN = 'ES91 2100 0418 4502 0005 1333';
const VALID_IBAN = 'ES91 2100 0418 4502 0005 1332';

async function openCustomerFromPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.fill(FISCAL_ID);
  const hit = page.getByRole('option', { name: new RegExp(FISCAL_ID) }).first();
  await expect(hit).toBeVisible();
  while ((await hit.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/customer/${FISCAL_ID}$`));
}

test('an agent fixes a customer IBAN and requests a financial-risk score, keyboard first', async ({
  page,
}) => {
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await openCustomerFromPalette(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rosalia/);
  const storedIban = page.getByTestId('customer-iban');
  const ibanBefore = (await storedIban.textContent()) ?? '';
  expect(ibanBefore).toMatch(/^ES\d\d/);

  // An IBAN of 24 characters with wrong check digits: the server's 'IBAN inválido', nothing saved.
  await page.getByRole('button', { name: 'Editar pago' }).focus();
  await page.keyboard.press('Enter');
  const iban = page.getByLabel('IBAN', { exact: true });
  await iban.focus();
  await iban.fill(INVALID_IBAN);
  await page.keyboard.press('Enter');
  await expect(page.getByText('IBAN inválido')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(storedIban).toHaveText(ibanBefore);
  await page.reload();
  await expect(page.getByTestId('customer-iban')).toHaveText(ibanBefore);

  // A valid one is saved and shown without reloading.
  await page.getByRole('button', { name: 'Editar pago' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('IBAN', { exact: true }).fill(VALID_IBAN);
  await page.keyboard.press('Enter');
  await expect(page.getByText('IBAN y métodos de pago guardados')).toBeVisible();
  await expect(page.getByTestId('customer-iban')).toHaveText(VALID_IBAN);
  await expect(page.getByText('Sin firmar')).toBeVisible();

  // Remove the birth date, then ask for a score: refused before anything is asked or charged.
  await page.getByRole('button', { name: 'Editar cliente' }).focus();
  await page.keyboard.press('Enter');
  const birthDate = page.getByLabel('Fecha de nacimiento', { exact: true });
  await birthDate.fill('');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Datos del cliente guardados')).toBeVisible();

  const riskTab = page.getByRole('tab', { name: 'Riesgo financiero' });
  // An agent cannot read the lines, so no family tab shows: the strip starts at Subscriptions.
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  await expect(riskTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Este cliente no se ha consultado nunca.')).toBeVisible();
  await expect(page.getByTestId('risk-cost')).toContainText('1,21');
  await page.getByRole('button', { name: 'Consultar riesgo financiero' }).focus();
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alert').filter({ hasText: 'Faltan datos para consultar' });
  await expect(refusal).toContainText('Fecha de nacimiento');
  await expect(refusal).toContainText('No se ha hecho la consulta ni se ha cobrado nada.');
  await expect(page.getByText('Este cliente no se ha consultado nunca.')).toBeVisible();
  await expect(page.getByTestId('credit-opinion')).toHaveText('Sin consultar');

  // Complete it from the refusal, then run the query: the cost is confirmed, charged once, the opinion shown.
  await refusal.getByRole('button', { name: 'Completar datos del cliente' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('11/09/1980');
  await page.keyboard.press('Enter');
  // The first save's toast may still be on screen: this save adds a second one.
  await expect(page.getByText('Datos del cliente guardados')).toHaveCount(2);
  await expect(page.getByTestId('credit-opinion')).toHaveText('Sin consultar');

  await page.getByRole('button', { name: 'Consultar riesgo financiero' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('1,21');
  await expect(page.getByRole('button', { name: 'Consultar y aceptar el coste' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Opinión de crédito actualizada \(cobrado 1,21/)).toHaveCount(1);
  const score = page.getByTestId('risk-score');
  await expect(score).toContainText('EMB-');
  await expect(page.getByTestId('credit-opinion')).toHaveText(/Favorable|Precaución|Desfavorable/);
  await expect(page.getByRole('button', { name: 'Actualizar riesgo financiero' })).toBeVisible();
});
