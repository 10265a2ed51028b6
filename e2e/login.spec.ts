import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

// Where each demo account lands after signing in (/ redirects by role; role assignment on first sign-in: docs/rest-api.md).
const LANDINGS: Array<[string, RegExp]> = [
  ['operator@demo.test', /\/dashboard$/],
  ['admin@demo.test', /\/dashboard$/],
  ['manager@demo.test', /\/subscriptions\/v2$/],
  ['agent@demo.test', /\/subscriptions\/v2$/],
  ['legacy@demo.test', /\/subscriptions\/v2$/],
  ['owner@demo.test', /\/dashboard$/],
  ['norole@demo.test', /\/subscriptions\/v2$/],
  ['client@demo.test', /\/access-control$/],
  ['admin@nimbus.test', /\/dashboard$/],
];

for (const [email, landing] of LANDINGS) {
  test(`${email} signs in and lands where its role says`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(landing);
  });
}

test('a wrong password shows the red alert and keeps the form', async ({ page }) => {
  await signIn(page, 'manager@demo.test', 'Wrong1234!');
  await expect(page.getByRole('alert')).toHaveText(/Usuario o contraseña incorrecta/);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('manager@demo.test');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('Wrong1234!');
});

test('an empty form sent at once says what each field needs, with the messages the page had not fetched yet', async ({
  page,
}) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.match(/\/assets\/(validation|errors)-[\w-]{8}\.js$/)?.[1];
    if (name) catalogues.push(name);
  });
  await page.goto('/login');
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toBeVisible();
  // The page shows its form without the forms' messages: they come with the first intent or the first check.
  expect(catalogues).toEqual([]);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/validation\.|errors\./)).toHaveCount(0);
  expect(catalogues.sort()).toEqual(['errors', 'validation']);
  await expect(page).toHaveURL(/\/login/);
});

test('newpass@demo.test must set a new password, then gets in', async ({ page }) => {
  await signIn(page, 'newpass@demo.test', 'Temp1234!');
  const newPassword = page.getByLabel('Nueva contraseña', { exact: true });
  await expect(newPassword).toBeVisible();
  await newPassword.fill('weak');
  await page.getByLabel('Confirmar contraseña').fill('weak');
  await page.getByRole('button', { name: 'Establecer nueva contraseña' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/Mínimo 8 caracteres/).first()).toBeVisible();

  await newPassword.fill('Nueva1234!');
  await page.getByLabel('Confirmar contraseña').fill('Nueva1234!');
  await page.getByRole('button', { name: 'Establecer nueva contraseña' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/v2$/);
});

test('an unauthenticated visit goes to login keeping the marketplace query', async ({ page }) => {
  await page.goto('/management/orders/v2/17?marketplace=acme');
  await expect(page).toHaveURL(/\/login\?.*marketplace=acme/);
});
