import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  linkInLatestMessage,
  PHONE_VIEWPORT,
  scrollsSideways,
  violationsAtBothWidths,
  violationsInEveryLanguageAndWidth,
} from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';

const VERIFICATION_LINK = /https?:\/\/[^\s]+\/verify-email\?token=[A-Za-z0-9_-]+/;
const HINT =
  'Un administrador de la marca puede solicitar un nuevo correo de verificación en Configuración de marca.';

/** The brand settings' e-mails section, as an admin opens it. */
async function openEmailSettings(page: Page): Promise<Locator> {
  await page.goto('/configuration?tab=information');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de marca' })).toBeVisible();
  return page.getByRole('region', { name: 'Correos electrónicos' });
}

test('a brand e-mail is verified from its link once; the same link again says it was used, with the hint', async ({
  page,
  browser,
  request,
}) => {
  // An address of this run only: a new address starts unverified. Nimbus's, as the brand configuration stories
  // change Demo Telecom's addresses at the same time.
  const notificationEmail = `avisos.${Date.now()}@nimbus.test`;
  await signIn(page, 'admin@nimbus.test');
  await expectConsole(page);
  // The admin saves the address and sends its verification from the brand settings screen.
  const emails = await openEmailSettings(page);
  await emails.getByLabel('Correo de avisos a clientes').fill(notificationEmail);
  await expect(emails.getByText('Hay cambios sin guardar.')).toBeVisible();
  await emails.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(emails.getByText('Hay cambios sin guardar.')).toBeHidden();
  await emails.getByRole('button', { name: 'Enviar verificación: correo de avisos' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Correo de verificación enviado a ${notificationEmail}.` }),
  ).toBeVisible();
  await expect(emails.getByTestId('email-status-NOTIFICATION')).toContainText('Pendiente');
  const link = await linkInLatestMessage(request, notificationEmail, VERIFICATION_LINK);

  const phone = await (await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true })).newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/verify-email\/success$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Correo verificado' })).toBeVisible();
  await expect(phone.getByRole('status')).toHaveText(
    `La dirección ${notificationEmail} está verificada como correo de avisos de la marca.`,
  );
  expect(await scrollsSideways(phone)).toBe(false);

  const verified = await openEmailSettings(page);
  await expect(verified.getByLabel('Correo de avisos a clientes')).toHaveValue(notificationEmail);
  await expect(verified.getByTestId('email-status-NOTIFICATION')).toContainText('Verificado');

  await phone.goto(link);
  await expect(phone).toHaveURL(/\/verify-email\/error\?reason=used$/);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'No se ha podido verificar el correo' }),
  ).toBeVisible();
  await expect(phone.getByRole('alert')).toHaveText(
    'Este enlace de verificación ya se ha usado. Si la dirección se verificó con él, no tienes que hacer nada más.',
  );
  await expect(phone.getByText(HINT)).toBeVisible();
  // Home, for a visitor without a session, is the login.
  await phone.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await phone.context().close();
});

test('the verification result pages have no serious or critical axe finding, in four languages at 375 and 1,440 px, and dark', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const heading = (shown: Page) => expect(shown.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await page.goto('/verify-email/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Correo verificado' })).toBeVisible();
  expect(await violationsInEveryLanguageAndWidth(page, heading)).toEqual([]);
  // The four reasons share one layout; 'unavailable' has its own hint.
  for (const reason of ['used', 'unavailable']) {
    await page.goto(`/verify-email/error?reason=${reason}`);
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violationsInEveryLanguageAndWidth(page, heading), reason).toEqual([]);
  }
  await page.getByRole('banner').getByRole('combobox').selectOption('es');
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await violationsAtBothWidths(page, heading), 'dark').toEqual([]);
  await page.goto('/verify-email/success');
  expect(await violationsAtBothWidths(page, heading), 'dark').toEqual([]);
});
