import { expect, test } from '@playwright/test';
import { countedKeyboard, delayAnswers } from './keystrokes';
import { expectConsole, signIn } from './sign-in';

const RUNS = 20;

test('a manager opens a customer by surname from the palette, the same one every time', async ({ page }) => {
  test.setTimeout(180_000);
  await delayAnswers(page);
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  const keys = countedKeyboard(page);
  const landed = new Set<string>();
  for (let run = 0; run < RUNS; run++) {
    // A fresh load every fifth run (the search's sources start cold), Back to the queue otherwise (warm).
    if (run % 5 === 0) await page.goto('/management/clients');
    else await page.goBack();
    await expect(page).toHaveURL(/\/management\/clients$/);
    await expectConsole(page);
    keys.reset();
    await keys.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Buscar comandos' })).toBeFocused();
    await keys.type('castillo');
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/customer\/[0-9A-Z]+$/);
    landed.add(new URL(page.url()).pathname);
    expect(keys.count()).toBeLessThanOrEqual(10);
  }
  console.log(
    `customer by surname: ${keys.count()} keystrokes after Ctrl+K included, ${RUNS} runs, pages ${[...landed]}`,
  );
  expect(landed.size).toBe(1);
});

test('a manager changes a line’s alias from the line page in six keystrokes beyond the alias', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await delayAnswers(page);
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto('/line/922761883');
  await expect(page.getByRole('heading', { level: 1, name: /922761883/ })).toBeVisible();
  const keys = countedKeyboard(page);
  for (let run = 0; run < RUNS; run++) {
    const alias = `Casa ${run}`;
    keys.reset();
    await keys.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Buscar comandos' })).toBeFocused();
    await keys.type('ali');
    await keys.press('Enter');
    const field = page.getByRole('dialog').getByLabel('Alias');
    await expect(field).toBeFocused();
    await field.fill('');
    await page.keyboard.type(alias);
    await keys.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('line-alias')).toHaveText(alias);
    expect(page.url()).toMatch(/\/line\/922761883$/);
    expect(keys.count()).toBeLessThanOrEqual(6);
  }
  console.log(`line alias: ${keys.count()} keystrokes beyond the alias text, ${RUNS} runs`);
});
