import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

// The api's clock is one per server (PUT /test/clock, TEST_CLOCK=1 in playwright.config.ts): these run in order.
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8180) + 1}`;
// Madrid wall clock (CET, UTC+1): Monday 23 November 2026 at 10:00, and the Sunday before.
const WEEKDAY_10_00 = '2026-11-23T09:00:00.000Z';
const SUNDAY_10_00 = '2026-11-22T09:00:00.000Z';

async function setApiClock(now: string | null): Promise<void> {
  const res = await fetch(`${API}/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(res.status).toBe(200);
}

test.afterAll(async () => {
  await setApiClock(null);
});

/** Palette navigation to the portabilities queue, then j: the first row is focused and published as the target. */
async function focusFirstPortability(page: Page, path = '') {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  if (path) await page.goto(path);
  else {
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Buscar comandos' }).fill('Portabilidades');
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/management\/portabilities/);
  const grid = page.getByRole('grid');
  await expect(grid.locator('[data-row-id]').first()).toBeVisible();
  await page.keyboard.press('j');
  const focused = grid.locator('[data-row-id][data-focused]');
  await expect(focused).toHaveCount(1);
  const number = (await focused.locator('td').nth(1).textContent())?.trim() ?? '';
  expect(number).toMatch(/^[67]\d{8}$/);
  return { grid, number, rowOf: () => grid.locator('[data-row-id]').filter({ hasText: number }) };
}

async function cancelFromPalette(page: Page, reason: string) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.fill('Cancelar portabilidad');
  await expect(page.getByRole('option', { name: 'Cancelar portabilidad' })).toBeVisible();
  await page.keyboard.press('Enter');
  // The reason step is a nested page of the palette.
  await expect(page.getByRole('option', { name: reason })).toBeVisible();
  await input.fill(reason);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '¿Cancelar esta portabilidad?' });
  // The dialog element itself has no box (its panel is fixed): its title is what shows.
  await expect(dialog.getByRole('heading', { name: '¿Cancelar esta portabilidad?' })).toBeVisible();
  await expect(dialog).toContainText(reason);
  await expect(dialog).toContainText('Esta acción es irreversible');
  // Irreversible: the focus starts on "Volver"; Tab reaches the confirming button.
  await expect(dialog.getByRole('button', { name: 'Volver' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancelar portabilidad' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('within business hours a focused portability is cancelled with a reason from the palette', async ({
  page,
}) => {
  await setApiClock(WEEKDAY_10_00);
  const { rowOf, number } = await focusFirstPortability(page);
  await expect(rowOf()).not.toContainText('Pendiente de cancelación');

  await cancelFromPalette(page, 'Petición del cliente');

  await expect(
    page.getByRole('status').filter({ hasText: `Cancelación de la portabilidad ${number} solicitada.` }),
  ).toBeVisible();
  await expect(rowOf()).toContainText('Pendiente de cancelación');
  await page.reload();
  await expect(page.getByRole('grid').locator('[data-row-id]').filter({ hasText: number })).toContainText(
    'Pendiente de cancelación',
  );
});

test('outside business hours the cancel is refused with the business-hours message and nothing changes', async ({
  page,
}) => {
  await setApiClock(SUNDAY_10_00);
  const { rowOf } = await focusFirstPortability(page, '/management/portabilities?status=INITIATED');
  await expect(rowOf()).toContainText('Iniciada');

  await cancelFromPalette(page, 'Fraude');

  await expect(page.getByRole('alert')).toContainText(
    'Fuera de horario: las portabilidades solo se pueden gestionar de lunes a viernes, excepto festivos, de 9 a 20 h (hora de Madrid).',
  );
  await page.reload();
  await expect(rowOf()).toContainText('Iniciada');
});

/** Every row of the queue on screen selected with j and x; answers their numbers. */
async function selectEveryRow(page: Page, path: string): Promise<string[]> {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto(path);
  const grid = page.getByRole('grid');
  await expect(grid.locator('[data-row-id]').first()).toBeVisible();
  const count = await grid.locator('[data-row-id]').count();
  for (let row = 0; row < count; row++) {
    await page.keyboard.press('j');
    await page.keyboard.press('x');
  }
  await expect(page.getByText(`Seleccionadas: ${count}`)).toBeVisible();
  return (await grid.locator('[data-row-id] td:nth-child(2)').allTextContents()).map((text) => text.trim());
}

test('within business hours every selected errored portability is relaunched, and the selection let go', async ({
  page,
}) => {
  await setApiClock(WEEKDAY_10_00);
  const numbers = await selectEveryRow(page, '/management/portabilities?status=ERRORED');
  // The seed has three incoming errored portabilities; a story above may have cancelled one.
  expect(numbers.length).toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: 'Relanzar portabilidad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Relanzar portabilidad' });
  await expect(dialog.getByText(`Se aplicará a estos ${numbers.length} registros:`)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(numbers);
  await page.keyboard.press('Enter');

  await expect(page.getByText(`${numbers.length} portabilidades relanzadas.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Seleccionadas:/)).toBeHidden();
  const rows = page.getByRole('grid').locator('[data-row-id]');
  for (const number of numbers)
    await expect(rows.filter({ hasText: number })).toContainText('Pendiente de relanzamiento');
});

test('outside business hours a relaunch of the selection reports each refused portability and why', async ({
  page,
}) => {
  await setApiClock(SUNDAY_10_00);
  const numbers = await selectEveryRow(page, '/management/portabilities?direction=OUT&status=ERRORED');
  expect(numbers.length).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Buscar comandos' }).fill('Relanzar portabilidad');
  await expect(page.getByRole('option', { name: 'Relanzar portabilidad' })).toBeVisible();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Relanzar portabilidad' });
  await expect(dialog.getByRole('button', { name: 'Relanzar portabilidad' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('alert')).toHaveText(
    `Hechos: 0 de ${numbers.length}. ${numbers.length} no se han podido hacer:`,
  );
  const refusal =
    'Fuera de horario: las portabilidades solo se pueden gestionar de lunes a viernes, excepto festivos, de 9 a 20 h (hora de Madrid).';
  await expect(dialog.getByRole('listitem')).toHaveText(numbers.map((number) => `${number}: ${refusal}`));
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Seleccionadas:/)).toBeHidden();
  const rows = page.getByRole('grid').locator('[data-row-id]');
  for (const number of numbers) await expect(rows.filter({ hasText: number })).toContainText('Con error');
});
