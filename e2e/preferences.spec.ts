import { expect, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

test('the language switch changes the visible texts and survives a reload', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Suscripciones' })).toBeVisible();

  await page.getByLabel('Idioma').selectOption('en');
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(mainMenu.getByRole('link', { name: 'Subscriptions' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Subscriptions' }),
  ).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en');

  await page.getByLabel('Language').selectOption('ca');
  await expect(page.getByLabel('Idioma')).toHaveValue('ca');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
});

test('the theme survives a reload', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  const toggle = page.getByRole('button', { name: 'Modo oscuro' });
  const darkBefore = await page.locator('html').evaluate((el) => el.classList.contains('dark'));
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(darkBefore ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await page.reload();
  await expectConsole(page);
  const darkAfter = await page.locator('html').evaluate((el) => el.classList.contains('dark'));
  expect(darkAfter).toBe(!darkBefore);
  await expect(page.getByRole('button', { name: 'Modo oscuro' })).toHaveAttribute(
    'aria-pressed',
    String(!darkBefore),
  );
});
