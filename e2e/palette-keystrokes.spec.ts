import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

const RUNS = 20;

/** Every GraphQL answer held back 0-300 ms at random: what the user does must not depend on when answers come. */
async function delayAnswers(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 300)));
    await route.continue();
  });
}

/** The keys a story presses, counted (Ctrl+K is one). */
function keyboard(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count += text.length;
      await page.keyboard.type(text);
    },
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}

test('a manager opens a customer by surname from the palette, the same one every time', async ({ page }) => {
  test.setTimeout(180_000);
  await delayAnswers(page);
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  const keys = keyboard(page);
  const landed = new Set<string>();
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/management/clients');
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
  const keys = keyboard(page);
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

test('the operator enters a brand in at most 8 keystrokes and returns in at most 4', async ({ page }) => {
  test.setTimeout(240_000);
  await delayAnswers(page);
  await signIn(page, 'operator@demo.test');
  await expectConsole(page);
  const keys = keyboard(page);
  let enterCount = 0;
  let returnCount = 0;
  for (let run = 0; run < RUNS; run++) {
    keys.reset();
    await keys.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Buscar comandos' })).toBeFocused();
    await keys.type('vela');
    await keys.press('Enter');
    await expect(page.getByText(/Vela Movil/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver a mi canal' }).first()).toBeVisible();
    enterCount = keys.count();
    expect(enterCount).toBeLessThanOrEqual(8);

    keys.reset();
    await keys.press('g');
    await keys.press('0');
    await expect(page.getByRole('button', { name: 'Volver a mi canal' })).toHaveCount(0);
    returnCount = keys.count();
    expect(returnCount).toBeLessThanOrEqual(4);
  }
  console.log(
    `operator: enters a brand in ${enterCount} keystrokes, returns in ${returnCount}, ${RUNS} runs`,
  );
});
