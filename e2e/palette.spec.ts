import { expect, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

test('Ctrl+K opens the palette and Enter on a navigation command goes there', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectConsole(page);

  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.fill('Recursos');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();
  await expect(page).toHaveURL(/\/resources$/);
});

test('what is typed right after Ctrl+K reaches the palette, with no wait for its input', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  // No wait between the shortcut and the typing: on a fresh page the palette's chunk may still be loading.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Recursos');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toHaveValue('Recursos');
  await expect(input).toBeFocused();
});

test('the palette offers an AGENT no page above its level', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.fill('Recursos');
  await expect(page.getByRole('option', { name: /Recursos/ })).toHaveCount(0);
  await input.fill('Portabilidades');
  await expect(page.getByRole('option', { name: /Portabilidades/ }).first()).toBeVisible();
});

test('the operator enters a brand from the palette and returns to its channel', async ({ page }) => {
  await signIn(page, 'operator@demo.test');
  await expectConsole(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.fill('Entrar en una marca');
  await page.keyboard.press('Enter');
  await input.fill('Nimbus');
  await page
    .getByRole('option', { name: /Nimbus Fibra/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();
  const sideMenu = page.getByRole('complementary');
  await expect(sideMenu).toContainText('Nimbus Fibra');

  const userMenu = page.getByRole('button', { name: 'Menú de usuario' });
  await userMenu.click();
  await expect(page.getByRole('menu')).toContainText('3000003');
  await page.getByRole('menuitem', { name: 'Volver a mi canal' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(sideMenu).toContainText('Centralita');
  await expect(sideMenu).not.toContainText('Nimbus Fibra');

  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Volver a mi canal' })).toHaveCount(0);
});

test('? shows the shortcut help generated from the registry, only what the role may run', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await expect(page.getByRole('heading', { name: 'Alta de cliente' })).toBeVisible();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
  // The dialog's root box is empty (its panel is fixed-positioned): the heading is what shows.
  const heading = help.getByRole('heading', { name: 'Atajos de teclado' });
  await expect(heading).toBeVisible();
  const row = (title: RegExp) =>
    help.locator('dl > div').filter({ has: page.locator('dt', { hasText: title }) });
  await expect(row(/Abrir la paleta de comandos/).locator('kbd')).toHaveText(['Ctrl', 'K']);
  await expect(row(/Suscripciones/).locator('kbd')).toHaveText(['g', 's']);
  await expect(row(/Portabilidades/).locator('kbd')).toHaveText(['g', 'p']);
  // The dashboard (g d) is for admins: a manager's help does not offer it.
  await expect(help.locator('dt', { hasText: /Panel de control/ })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(heading).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/subs/);
});
