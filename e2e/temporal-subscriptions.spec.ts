import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';

/** A demo customer of brand 2020001 in the brand's own channel, with lines. */
const HOLDER = '05099189C';

const grid = (page: Page) => page.getByRole('grid', { name: 'Suscripciones temporales' });
const rows = (page: Page) => grid(page).locator('tr[data-row-id]');

async function paletteCommand(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.fill(text);
  await expect(page.getByRole('option', { name: text }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

async function rowIds(page: Page): Promise<string[]> {
  return (
    await rows(page).evaluateAll((found) => found.map((row) => row.getAttribute('data-row-id')))
  ).filter((id): id is string => id !== null);
}

/** Light, then dark: no serious or critical axe finding on the page as it is. */
async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await seriousViolations(page)).toEqual([]);
}

test('a manager extends a promotion from the palette and the row moves in the end-date order', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await paletteCommand(page, 'Ir a suscripciones temporales');
  await expect(page).toHaveURL(/\/subscriptions\/temporal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suscripciones temporales' })).toBeVisible();
  await expect(rows(page).nth(2)).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // The second row (the first may already have ended), and the one after it in the order.
  const before = await rowIds(page);
  const [target, next] = [before[1], before[2]];
  if (!target || !next) throw new Error('the demo has fewer than three terms');
  const focused = grid(page).locator('tr[data-focused]');
  const focusedId = () =>
    grid(page).evaluate(
      (table) => table.querySelector('tr[data-focused]')?.getAttribute('data-row-id') ?? null,
    );
  // j moves the row focus down, one row at a time, to the chosen row.
  for (let step = 0; step < 4 && (await focusedId()) !== target; step++) {
    const from = await focusedId();
    await page.keyboard.press('j');
    await expect.poll(focusedId).not.toBe(from);
  }
  await expect(focused).toHaveAttribute('data-row-id', target);
  const line = (await focused.locator('a').first().getAttribute('href'))?.split('/').pop() ?? '';
  expect(line).toMatch(/^\d{9}$/);

  await paletteCommand(page, 'Ampliar la fecha de fin');
  const dialog = page.getByRole('dialog', { name: 'Ampliar la fecha de fin' });
  const date = dialog.getByRole('textbox', { name: 'Nueva fecha de fin' });
  await expect(date).toBeFocused();
  // A date that is not later is said at the field, and nothing is sent.
  await date.fill('01/01/2020');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('La nueva fecha de fin debe ser posterior a hoy.')).toBeVisible();
  await date.fill('31/12/2099');
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`^Fecha de fin ampliada: ${line}`))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list reads itself again: the term now ends after the one that followed it.
  const targetRow = grid(page).locator(`tr[data-row-id="${target}"]`);
  await expect(targetRow).toContainText('31-12-99');
  await expect
    .poll(async () => {
      const after = await rowIds(page);
      return after.indexOf(target) > after.indexOf(next) && after.indexOf(next) >= 0;
    })
    .toBe(true);
});

test('a manager ends a term now: a reason, the irreversible confirmation, and the term leaves the list', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto('/subscriptions/temporal');
  await expect(page.getByRole('heading', { level: 1, name: 'Suscripciones temporales' })).toBeVisible();
  await expect(rows(page).nth(6)).toBeVisible();

  // An upcoming term of an active line, past the first rows the story above works on when both run at once.
  const candidates = await rows(page).evaluateAll((found) =>
    found
      .slice(4)
      .filter((row) => row.querySelector('[data-status="ACTIVE"]') && !row.querySelector('[data-term-ended]'))
      .map((row) => row.getAttribute('data-row-id')),
  );
  const target = candidates[0];
  if (!target) throw new Error('the demo has no upcoming term of an active line past the fourth row');
  const targetRow = grid(page).locator(`tr[data-row-id="${target}"]`);
  const label = (await targetRow.locator('a').first().getAttribute('href'))?.split('/').pop() ?? '';
  expect(label).toMatch(/^\d{9}$/);
  const focusedId = () =>
    grid(page).evaluate(
      (table) => table.querySelector('tr[data-focused]')?.getAttribute('data-row-id') ?? null,
    );
  for (let step = 0; step < 30 && (await focusedId()) !== target; step++) {
    const from = await focusedId();
    await page.keyboard.press('j');
    await expect.poll(focusedId).not.toBe(from);
  }
  await expect(grid(page).locator('tr[data-focused]')).toHaveAttribute('data-row-id', target);

  // First the reason, which the palette asks for itself, then the confirmation, which says it cannot be undone and
  // starts on the way back.
  await paletteCommand(page, 'Finalizar ahora');
  const reasons = page.getByRole('group', { name: 'Motivo de la finalización' });
  await expect(reasons.getByRole('option')).toHaveText([
    'Petición del cliente',
    'Error administrativo',
    'Fraude',
    'Impago',
  ]);
  await page.keyboard.press('ArrowDown');
  await expect(reasons.getByRole('option', { name: 'Error administrativo' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '¿Finalizar ahora?' });
  await expect(confirm).toContainText('Motivo: Error administrativo');
  await expect(confirm).toContainText('Esta acción es irreversible');
  await expect(confirm.getByRole('button', { name: 'Volver' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Finalizar ahora' }).click();
  await expect(page.getByText(new RegExp(`^Finalizado hoy: ${label}`))).toBeVisible();
  await expect(confirm).toBeHidden();

  // The line is ended for good: the list, read again, no longer has its term, and a reload agrees.
  await expect(targetRow).toHaveCount(0);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(targetRow).toHaveCount(0);
});

test("an admin corrects a product's final price and end date and reads it in the line's history", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  await paletteCommand(page, 'Modificar producto');
  await expect(page).toHaveURL(/\/modify-product$/);

  // The holder's document finds the customer, whose lines are listed: an active one is chosen.
  await page.getByLabel('Número de línea o documento del titular').fill(HOLDER);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: new RegExp(`\\(${HOLDER}\\)`) }).click();
  const active = page
    .getByRole('list', { name: 'Resultados' })
    .getByRole('button', { name: /· Activa$/ })
    .first();
  const lineNumber = ((await active.textContent()) ?? '').match(/\d{9}/)?.[0] ?? '';
  expect(lineNumber).toMatch(/^\d{9}$/);
  await active.click();
  await expect(page).toHaveURL(new RegExp(`/modify-product\\?line=${lineNumber}$`));

  const price = page.getByRole('textbox', { name: 'Precio final (€)' });
  await expect(price).not.toHaveValue('');
  const start = await page.getByRole('textbox', { name: 'Fecha de inicio' }).inputValue();
  expect(start).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  // Bad input is said at each field, translated, and nothing is saved.
  await price.fill('12,345');
  const end = page.getByRole('textbox', { name: 'Fecha de fin' });
  await end.fill(start);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByText('Escribe un importe en euros entre 0 y 100.000, con dos decimales como mucho.'),
  ).toBeVisible();
  await expect(page.getByText('La fecha de fin debe ser posterior a la de inicio.')).toBeVisible();
  await expect(page.locator('tr[data-history-action="MODIFY"]')).toHaveCount(0);

  await price.fill('12,34');
  await end.fill('30/11/2098');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Producto modificado.')).toBeVisible();
  const row = page.locator('tr[data-history-action="MODIFY"]').first();
  await expect(row).toContainText('Producto modificado');
  await expect(row).toContainText('admin@demo.test');
  await expect(row).toContainText(/Precio final: .+ → 12,34\s€/);
  await expect(row).toContainText(/Fin: .+ → 30-11-98/);
  await expectAccessibleInBothThemes(page);

  // The line view offers the same page for its line, filled in as saved.
  await page.goto(`/line/${lineNumber}`);
  await expect(page.getByRole('heading', { name: `Línea ${lineNumber}` })).toBeVisible();
  await paletteCommand(page, 'Modificar el producto de esta línea');
  await expect(page).toHaveURL(new RegExp(`/modify-product\\?line=${lineNumber}$`));
  await expect(page.getByRole('textbox', { name: 'Precio final (€)' })).toHaveValue('12,34');
  await expect(page.getByRole('textbox', { name: 'Fecha de fin' })).toHaveValue('30/11/2098');
});
