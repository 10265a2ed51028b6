import { expect, type Page, test } from '@playwright/test';
import {
  graphqlAsSignedInUser,
  linkInLatestMessage,
  PHONE_VIEWPORT,
  scrollsSideways,
  violationsAtBothWidths,
  violationsInEveryLanguageAndWidth,
} from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';

const VERIFICATION_LINK = /https?:\/\/[^\s]+\/verify-email\?token=[A-Za-z0-9_-]+/;
const NOTIFICATION_EMAIL = 'avisos.e2e@demo.test';
const HINT =
  'Un administrador de la marca puede solicitar un nuevo correo de verificación en Configuración de marca.';

test('a brand e-mail is verified from its link once; the same link again says it was used, with the hint', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  // The brand settings screen does not offer the e-mails yet: the admin's session saves the address and sends the
  // verification through the gateway, as that screen will.
  await graphqlAsSignedInUser(
    page,
    'mutation($s: BrandSettingsInput!) { saveBrandSettings(settings: $s) { brandId } }',
    { s: { emails: { notificationEmail: NOTIFICATION_EMAIL, billingEmail: 'facturacion@demo.test' } } },
  );
  const sent = await graphqlAsSignedInUser(
    page,
    'mutation { sendEmailVerification(kind: NOTIFICATION) { email status } }',
  );
  expect(sent.sendEmailVerification).toEqual({ email: NOTIFICATION_EMAIL, status: 'PENDING' });
  const link = await linkInLatestMessage(request, NOTIFICATION_EMAIL, VERIFICATION_LINK);

  const phone = await (await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true })).newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/verify-email\/success$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Correo verificado' })).toBeVisible();
  await expect(phone.getByRole('status')).toHaveText(
    `La dirección ${NOTIFICATION_EMAIL} está verificada como correo de avisos de la marca.`,
  );
  expect(await scrollsSideways(phone)).toBe(false);

  const settings = await graphqlAsSignedInUser(
    page,
    '{ brandSettings { emails { notification { email status } } } }',
  );
  expect(settings.brandSettings).toEqual({
    emails: { notification: { email: NOTIFICATION_EMAIL, status: 'VERIFIED' } },
  });

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
