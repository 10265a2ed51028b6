import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

/** Presses Tab until `target` has the focus, as a keyboard user walks a form (at most `limit` presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** No serious or critical axe violation in the page's own content (the shell around it is not this story's). */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('#page-content').analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

test('an agent checks the coverage of an address with the keyboard and starts the signup there', async ({
  page,
}) => {
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);

  // From the palette, by its name.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(search).toBeFocused();
  await search.fill('cobertura');
  const command = page.getByRole('option', { name: /^Cobertura/ }).first();
  await expect(command).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coverage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cobertura' })).toBeVisible();

  const province = page.getByRole('combobox', { name: 'Provincia' });
  await expect(province.getByRole('option', { name: 'Madrid', exact: true })).toBeAttached();
  await expectNoSeriousViolations(page);

  await tabTo(page, province);
  await page.keyboard.type('mad');
  await expect(province).toHaveValue('28');

  const city = page.getByRole('combobox', { name: 'Municipio' });
  await page.keyboard.press('Tab');
  await expect(city).toBeFocused();
  await page.keyboard.type('maj');
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: /Majadahonda/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(city).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Enter');
  await expect(city).toHaveValue('Majadahonda');
  await expect(page.getByLabel('Código postal')).toHaveValue('28220');

  await tabTo(page, page.getByLabel('Calle', { exact: true }));
  await page.keyboard.type('Gran Vía');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Número')).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Piso')).toBeFocused();
  await page.keyboard.type('3º B');

  await tabTo(page, page.getByRole('button', { name: 'Comprobar cobertura' }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: /^(Hay cobertura|Sin cobertura)$/ });
  await expect(result).toBeVisible();
  for (const technology of ['Fibra', 'ADSL', '4G', '5G', 'Satélite']) {
    await expect(result.getByRole('rowheader', { name: technology })).toBeVisible();
  }
  await expect(result.getByText(/\d Mb\/s/).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await tabTo(page, page.getByRole('button', { name: 'Empezar el alta aquí' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/subscriptions\/v2\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({
    street: 'Gran Vía',
    number: '7',
    floor: '3º B',
    postalCode: '28220',
    province: '28',
    city: 'Majadahonda',
  });
});
