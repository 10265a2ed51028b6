import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

const grid = (page: Page) => page.getByRole('grid', { name: 'Suscripciones' });

test('an alias changed from the palette shows on the line page and in the lines queue, without reloading', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await expect(page).toHaveURL(/\/subscriptions\/v2$/);
  // A marker on this document: a reload or a full navigation would lose it.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  // g s: the lines queue; an ACTIVE line further down (the first rows are other stories' lines).
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/subs$/);
  const status = page.getByRole('combobox', { name: 'Estado' });
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/status=ACTIVE/);
  const row = grid(page).locator('tr[data-row-id]').nth(8);
  await expect(row).toBeVisible();
  const href = await row.locator('a').first().getAttribute('href');
  const number = href?.split('/').pop() ?? '';
  expect(number).toMatch(/^\d{9}$/);

  // Open it from the palette's global search.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Buscar comandos' });
  await search.pressSequentially(number);
  const hit = page.getByRole('option', { name: new RegExp(number) }).first();
  await expect(hit).toBeVisible();
  for (let step = 0; step < 20 && (await hit.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/line/${number}$`));
  await expect(page.getByRole('heading', { name: `Línea ${number}` })).toBeVisible();

  // The alias, from the palette: the form's Enter saves it.
  const alias = `Oficina ${Date.now() % 100000}`;
  // The GraphQL requests from the Enter that saves on (the page's own first reads may still be on their way before).
  const requests: string[] = [];
  let saving = false;
  page.on('request', (request) => {
    if (saving && request.url().endsWith('/graphql')) requests.push(request.postDataJSON()?.query ?? '');
  });
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.pressSequentially('Cambiar el alias');
  const command = page.getByRole('option', { name: 'Cambiar el alias', exact: true }).first();
  for (let step = 0; step < 20 && (await command.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Alias')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(alias);
  saving = true;
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('line-alias')).toHaveText(alias);
  // One request for the action: the page took the line from its answer.
  expect(requests).toHaveLength(1);
  expect(requests[0]).toContain('changeSubscriptionAlias');

  // Back to the queue from the keyboard: the line's row shows the new alias.
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/subs/);
  // Alias is one of the queue's optional columns: shown from the Columns menu.
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('checkbox', { name: 'Alias' }).check();
  await page.keyboard.press('Escape');
  const filter = page.getByRole('searchbox', { name: 'Línea' });
  await filter.fill(number);
  const changed = grid(page).locator('tr[data-row-id]', { hasText: number });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText(alias);

  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
