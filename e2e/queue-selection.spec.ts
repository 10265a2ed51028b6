import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

const grid = (page: Page) => page.getByRole('grid', { name: 'Suscripciones' });
const focusedRow = (page: Page) => grid(page).locator('tr[data-focused]');

test('the configuration SMS chosen for 3 selected lines goes to all 3, and the selection is let go', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto('/subs?status=ACTIVE&family=MOBILE');
  await expect(grid(page).locator('tr[data-row-id]').nth(3)).toBeVisible();

  // j x three times: three lines selected from the keyboard.
  for (let row = 0; row < 3; row++) {
    await page.keyboard.press('j');
    await page.keyboard.press('x');
  }
  await expect(page.getByText('Seleccionadas: 3')).toBeVisible();
  const numbers = await grid(page).locator('tr[aria-selected="true"] td:nth-child(2)').allTextContents();
  expect(numbers).toHaveLength(3);

  // The palette offers the selection's actions (a one-row action would not be listed for three rows).
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Buscar comandos' }).fill('Enviar SMS de configuración');
  await expect(page.getByRole('option', { name: 'Enviar SMS de configuración' })).toBeVisible();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Enviar SMS de configuración' });
  await expect(dialog.getByText('Se aplicará a estos 3 registros:')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(numbers.map((number) => number.trim()));
  await expect(dialog.getByRole('button', { name: 'Enviar SMS de configuración' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('SMS de configuración enviado a 3 líneas.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Seleccionadas:/)).toBeHidden();
  await expect(grid(page).locator('tr[aria-selected="true"]')).toHaveCount(0);
});

test('back from a line, the lines queue has the same row focused and the same scroll', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto('/subs');
  await expect(grid(page).locator('tr[data-row-id]').first()).toBeVisible();
  // Far enough down that the grid has scrolled.
  for (let step = 0; step < 30; step++) await page.keyboard.press('j');
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '31');
  const scroller = grid(page).locator('xpath=..');
  const scrollBefore = await scroller.evaluate((element) => element.scrollTop);
  expect(scrollBefore).toBeGreaterThan(0);
  const rowId = await focusedRow(page).getAttribute('data-row-id');
  const href = await focusedRow(page).locator('a').first().getAttribute('href');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('grid', { name: 'Suscripciones' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/subs$/);
  await expect(focusedRow(page)).toHaveAttribute('data-row-id', rowId ?? '');
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '31');
  await expect(grid(page)).toBeFocused();
  expect(
    Math.abs((await scroller.evaluate((element) => element.scrollTop)) - scrollBefore),
  ).toBeLessThanOrEqual(1);
  // The keys carry on from there.
  await page.keyboard.press('j');
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '32');
});
