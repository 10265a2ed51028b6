import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

// From the deterministic demo seed (api/seed/demo-customers.ts): a holder of lines in brand 2020001.
const SEEDED_SURNAME = 'Sauceda';

/** Moves cmdk's selection with the arrow keys until `option` is the selected one (keyboard only). */
async function selectWithArrows(page: Page, option: Locator): Promise<void> {
  for (let step = 0; step < 30; step++) {
    if ((await option.getAttribute('aria-selected')) === 'true') return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

test('a manager finds a line by the holder’s surname and opens it', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await page.keyboard.type(SEEDED_SURNAME.slice(0, -1), { delay: 40 });

  const lines = page.getByRole('group', { name: 'Líneas' });
  const line = lines.getByRole('option').first();
  // The lines come from the worker's indexes once the local cache is loaded.
  await expect(line).toBeVisible({ timeout: 30_000 });
  await expect(line).toContainText(SEEDED_SURNAME);
  const number = (await line.locator('.font-mono').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{9}$/);
  await selectWithArrows(page, line);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/line/${number}$`));
  await expect(page).toHaveTitle(/Línea/);
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();

  // The palette now shows the line on screen as its context, and the choice among the recents.
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('palette-context-entity')).toHaveText(`Línea ${number}`);
  await expect(
    page.getByRole('group', { name: 'Recientes' }).getByRole('option', { name: new RegExp(number) }),
  ).toBeVisible();
});

test('the operator searches a brand, switches into it, and returns to its channel', async ({ page }) => {
  await signIn(page, 'operator@demo.test');
  await expectConsole(page);
  // `/` opens the palette in search mode.
  await page.keyboard.press('/');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await expect(page.getByTestId('palette-context-channel')).toHaveText(/^Canal 0\b/);
  await page.keyboard.type('vela mov', { delay: 40 });

  const brand = page.getByRole('group', { name: 'Marcas' }).getByRole('option', { name: /Vela Movil/ });
  await expect(brand).toBeVisible();
  await selectWithArrows(page, brand);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('palette-context-channel')).toHaveText(/^Canal 1450002/);
  await page.keyboard.type('Volver a mi canal', { delay: 20 });
  const back = page.getByRole('option', { name: 'Volver a mi canal' });
  await selectWithArrows(page, back);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('palette-context-channel')).toHaveText(/^Canal 0\b/);
  await expect(page.getByRole('option', { name: 'Volver a mi canal' })).toHaveCount(0);
});
