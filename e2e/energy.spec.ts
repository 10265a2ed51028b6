import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';
import { dniFrom, expectStep, fillIntro } from './signup-steps';

/** Money as the page writes it, any kind of space before the euro sign read as one. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
/** "1.234,56 €" as cents. */
const cents = (text: string) =>
  Number(
    plain(text)
      .replace(/[^\d,]/g, '')
      .replace(',', '.'),
  ) * 100;

async function fill(page: Page, label: string, value: string, options: { exact?: boolean } = {}) {
  await page.getByLabel(label, { exact: options.exact ?? true }).fill(value);
}

async function perYear(table: Locator): Promise<number[]> {
  // Columns: product (row header), per month, per year, savings, action.
  const texts = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
  return texts.map(cents);
}

test('an agent studies a bill, compares the brand’s products and signs up with the best one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);

  // The study has no menu entry: the palette opens it.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(palette).toBeFocused();
  await palette.fill('Estudio de energía');
  await expect(page.getByRole('option', { name: 'Estudio de energía' }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/energy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Energía' })).toBeVisible();

  // The bill of docs/energy.md, first with a CUPS whose control letters are wrong.
  await fill(page, 'CUPS', 'ES0021 0000 0000 0000 RX');
  await fill(page, 'Código postal del suministro', '28013');
  await fill(page, 'Días facturados', '30');
  for (const [period, kwh, price] of [
    ['P1', '60', '0,18'],
    ['P2', '55', '0,14'],
    ['P3', '120', '0,11'],
  ]) {
    await fill(page, `Consumo ${period} (kWh)`, kwh ?? '');
    await fill(page, `Precio ${period} (€/kWh)`, price ?? '');
  }
  for (const [period, price] of [
    ['P1', '0,09'],
    ['P2', '0,01'],
  ]) {
    await fill(page, `Potencia ${period} (kW)`, '4,6');
    await fill(page, `Precio ${period} (€/kW día)`, price ?? '');
  }
  await page.getByLabel('El cliente también tiene factura de gas').check();
  await fill(page, 'Días facturados de gas', '60');
  await fill(page, 'Consumo de gas (kWh)', '900');
  await fill(page, 'Precio del gas (€/kWh)', '0,07');
  await fill(page, 'Término fijo (€/día)', '0,30');
  await page.getByRole('button', { name: 'Guardar y comparar' }).click();
  const cups = page.getByLabel('CUPS', { exact: true });
  await expect(cups).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('CUPS no válido')).toBeVisible();
  await expect(page).toHaveURL(/\/energy$/);
  expect(await seriousViolations(page)).toEqual([]);

  await cups.fill('ES0021000000000000RC0F');
  await page.getByRole('button', { name: 'Guardar y comparar' }).click();
  await expect(page).toHaveURL(/\/energy-result\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado de energía' })).toBeVisible();

  // What the customer pays now: the 30-day bill is 57.87 euros (docs/energy.md).
  const current = page.getByRole('region', { name: 'Lo que paga hoy' });
  await expect(current.getByText('Factura de 30 días')).toBeVisible();
  await expect(current.locator('dd').first()).toHaveText(/57,87/);

  // Electricity and gas offers, each cheapest first, the first marked as the best option.
  const electricity = page.getByRole('table', { name: 'Luz' });
  const gas = page.getByRole('table', { name: 'Gas' });
  await expect(electricity.locator('tbody tr')).toHaveCount(3);
  await expect(gas.locator('tbody tr')).toHaveCount(2);
  for (const table of [electricity, gas]) {
    const annual = await perYear(table);
    expect(annual).toEqual([...annual].sort((a, b) => a - b));
    await expect(table.locator('tbody tr').first()).toContainText('Mejor opción');
  }
  expect(await seriousViolations(page)).toEqual([]);
  if (!(await page.locator('html').evaluate((element) => element.classList.contains('dark')))) {
    await page.getByRole('button', { name: 'Modo oscuro' }).click();
  }
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await seriousViolations(page)).toEqual([]);

  // "Sign up with this product" opens the wizard on the energy tab; after the intro the product is chosen.
  const best = electricity.locator('tbody tr').first();
  const bestName = (await best.locator('th span').first().textContent()) ?? '';
  await best.getByRole('link', { name: `Dar de alta con este producto (${bestName})` }).click();
  await expect(page).toHaveURL(/\/subscriptions\/v2\?product=/);
  await expect(page.getByRole('radio', { name: 'Energía', exact: true })).toBeChecked();
  await expect(page.getByLabel('Código postal')).toHaveValue('28013');
  await fillIntro(page, { fiscalId: dniFrom(Date.now() + 4772), name: 'Elena', surname: 'Vidal' });
  await expectStep(page, 'Productos');
  await expect(page.getByRole('button', { name: `Quitar ${bestName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Productos elegidos' })).toBeVisible();
});
