import { expect, type Page, test } from '@playwright/test';
import { signIn } from './sign-in';

const grid = (page: Page) => page.getByRole('grid', { name: 'Suscripciones' });
const focusedRow = (page: Page) => grid(page).locator('tr[data-focused]');

test('the lines queue keeps its filter and sort across a reload, and is driven from the keyboard', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  // g s, the shortcut of the subscriptions menu entry, pressed at once: keys typed while the console loads after
  // sign-in are held and replayed once the landing page is there.
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/subs$/);
  await expect(grid(page).locator('tr[data-row-id]').first()).toBeVisible();

  // A filter, from the keyboard: the status select, first status (Activa).
  const status = page.getByRole('combobox', { name: 'Estado' });
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/status=ACTIVE/);
  // A sort: the line number header, ascending.
  await page.getByRole('button', { name: /^Línea/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=lineNumber/);
  await expect(page.getByRole('columnheader', { name: /Línea/ })).toHaveAttribute('aria-sort', 'ascending');
  const firstNumbers = await grid(page).locator('tr[data-row-id] td:nth-child(2)').allTextContents();
  expect(firstNumbers.length).toBeGreaterThan(1);
  expect([...firstNumbers].sort()).toEqual(firstNumbers);

  await page.reload();
  await expect(grid(page).locator('tr[data-row-id]').first()).toBeVisible();
  await expect(page).toHaveURL(/status=ACTIVE/);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('ACTIVE');
  await expect(page.getByRole('columnheader', { name: /Línea/ })).toHaveAttribute('aria-sort', 'ascending');
  // The status column (after the checkbox, line, holder and product; document and family are hidden by default).
  const statuses = await grid(page)
    .locator('tr[data-row-id] td:nth-child(5) [data-status]')
    .allTextContents();
  expect(new Set(statuses)).toEqual(new Set(['Activa']));
  expect(await grid(page).locator('tr[data-row-id] td:nth-child(2)').allTextContents()).toEqual(firstNumbers);

  // j/k move the row focus (announced through aria-activedescendant on the grid).
  await page.locator('body').press('j');
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '2');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '4');
  await page.keyboard.press('k');
  await expect(focusedRow(page)).toHaveAttribute('aria-rowindex', '3');
  await expect(grid(page)).toHaveAttribute('aria-activedescendant', /-row-1$/);

  // x selects the focused row.
  await page.keyboard.press('x');
  await expect(focusedRow(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Seleccionadas: 1')).toBeVisible();

  // Enter opens the focused line (its number in the path).
  const href = await focusedRow(page).locator('a').first().getAttribute('href');
  expect(href).toMatch(/^\/line\/\d+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
