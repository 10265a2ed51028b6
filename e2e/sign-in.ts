import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

/** Signs in through the login form as a person would, in Spanish (the default language). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Waits until the console shell (side menu) is on screen. */
export async function expectConsole(page: Page): Promise<void> {
  await expect(page.getByRole('navigation').first()).toBeVisible();
}
