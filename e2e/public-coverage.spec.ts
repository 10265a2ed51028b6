import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  DESKTOP_VIEWPORT,
  LANGUAGES,
  PHONE_VIEWPORT,
  scrollsSideways,
  seriousViolations,
  violationsAtBothWidths,
  violationsInEveryLanguageAndWidth,
} from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';

/** Primary-700, the colour of a primary button: the brand's orange, or the secondary blue on the general page. */
const ORANGE_700 = 'rgb(194, 65, 12)';
const BLUE_700 = 'rgb(26, 52, 185)';

/** The brand's two public links as the admin copies them from /coverage, each with its copy button. */
async function copyPublicLinks(browser: Browser): Promise<{ brand: string; general: string }> {
  const context = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
    viewport: DESKTOP_VIEWPORT,
  });
  const page = await context.newPage();
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  await page.goto('/coverage');
  const share = page.getByRole('region', { name: 'Comparte la consulta de cobertura' });
  await expect(share).toBeVisible();
  const copied: string[] = [];
  for (const name of ['Con los colores de la marca', 'General, en el color secundario']) {
    await share.getByRole('button', { name: `Copiar el enlace: ${name}` }).click();
    await expect(share.getByText('Enlace copiado')).toBeVisible();
    copied.push(await page.evaluate(() => navigator.clipboard.readText()));
  }
  await context.close();
  const [brand = '', general = ''] = copied;
  return { brand, general };
}

/** A visitor's phone, with no session. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function checkAddress(page: Page, street: string): Promise<void> {
  await page.getByLabel('Provincia').selectOption('28');
  const city = page.getByRole('combobox', { name: 'Municipio' });
  await city.fill('Alcal');
  await expect(page.getByRole('option', { name: /Alcalá de Henares/ })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(page.getByLabel('Código postal')).toHaveValue('28801');
  await page.getByLabel('Calle').fill(street);
  await page.getByLabel('Número').fill('7');
  await page.getByRole('button', { name: 'Comprobar cobertura' }).click();
}

test('an admin shares the public link; a visitor checks an address on a phone, asks for the offer, and the admin finds the lead with its consent', async ({
  browser,
}) => {
  const links = await copyPublicLinks(browser);
  expect(links.brand).toMatch(/\/coverage\/public\?key=[A-Za-z0-9_-]{43}$/);
  expect(links.general).toBe(links.brand.replace('/coverage/public?', '/coverage/public/general?'));

  const page = await phonePage(browser);
  await page.goto(links.brand);
  await expect(page.getByRole('heading', { level: 1, name: 'Comprueba tu cobertura' })).toBeVisible();
  await expect(page.getByText('Demo Telecom', { exact: true })).toBeVisible();
  await checkAddress(page, 'Calle Mayor');
  const result = page.getByRole('heading', { level: 2, name: '¡Hay cobertura en tu dirección!' });
  await expect(result).toBeFocused();
  await expect(page.getByText('Calle Mayor 7, 28801 Alcalá de Henares')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tecnologías disponibles' }).getByText('4G')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  await page.getByRole('button', { name: '¡Lo quiero!' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Déjanos tus datos' })).toBeFocused();
  await page.getByLabel('Nombre y apellidos').fill('Marta Gil Prieto');
  await page.getByLabel('DNI, NIE o CIF').fill('12345678A');
  await page.getByLabel('Teléfono', { exact: true }).fill('655 12 34 56');
  await page.getByRole('button', { name: 'Enviar' }).click();
  // Refused before anything is sent: the document's check letter and the unticked consent.
  await expect(page.getByText('Marca la casilla para que podamos contactarte')).toBeVisible();
  await expect(page.getByLabel('DNI, NIE o CIF')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('DNI, NIE o CIF').fill('12345678Z');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('marta.gil@example.com');
  await page.getByLabel(/Acepto que Demo Telecom guarde/).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¡Gracias!' })).toBeFocused();
  await expect(page.getByText('Demo Telecom ha recibido tu solicitud')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await page.context().close();

  const admin = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
  await signIn(admin, 'admin@demo.test');
  await expectConsole(admin);
  await admin.goto('/leads');
  await admin.getByRole('searchbox', { name: 'Buscar' }).fill('655123456');
  const row = admin.getByRole('grid').locator('tr[data-row-id]').filter({ hasText: 'Marta Gil Prieto' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12345678Z');
  await expect(row).toContainText('655123456');
  await expect(row).toContainText('Creado');
  // The consent column says yes: the customer ticked it on the public page.
  const consent = await admin
    .getByRole('columnheader', { name: 'Consentimiento', exact: true })
    .evaluate((header) => (header as HTMLTableCellElement).cellIndex);
  await expect(row.locator('td').nth(consent)).toHaveText('Sí');
  await admin.close();
});

test('a link whose key names no brand says so and offers no form', async ({ browser }) => {
  const page = await phonePage(browser);
  for (const path of ['/coverage/public?key=not-a-real-key', '/coverage/public/general']) {
    await page.goto(path);
    await expect(page.getByText('Este enlace de cobertura no es válido.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprobar cobertura' })).toHaveCount(0);
  }
  await page.context().close();
});

/** The page of a link, showing its form, in whichever language is chosen. */
async function formReady(page: Page): Promise<void> {
  await expect(page.locator('#public-page-title')).toBeVisible();
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  await expect(page.getByText('Demo Telecom', { exact: true })).toBeVisible();
}

for (const [name, linkOf, colour] of [
  ['brand', (links: { brand: string }) => links.brand, ORANGE_700],
  ['general', (links: { general: string }) => links.general, BLUE_700],
] as const) {
  test(`the ${name} public coverage page has no serious or critical axe finding in four languages at 375 and 1440 px, in its primary colour`, async ({
    browser,
  }) => {
    // Eight axe runs on a loaded machine.
    test.setTimeout(120_000);
    const link = linkOf(await copyPublicLinks(browser));
    const page = await phonePage(browser);
    await page.goto(link);
    await formReady(page);
    await expect(page.locator('form button[type="submit"]')).toHaveCSS('background-color', colour);
    expect(await violationsInEveryLanguageAndWidth(page, formReady)).toEqual([]);
    await page.context().close();
  });
}

test('the answer and the "I want it" form have no serious or critical axe finding in dark mode', async ({
  browser,
}) => {
  const { general } = await copyPublicLinks(browser);
  const page = await phonePage(browser);
  await page.goto(general);
  await formReady(page);
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await checkAddress(page, 'Avenida de Madrid');
  await expect(page.getByRole('button', { name: '¡Lo quiero!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '¡Lo quiero!' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Marca la casilla para que podamos contactarte')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('the answer and the "I want it" form with its refusals have no serious or critical axe finding in four languages at 375 and 1,440 px, nor the thanks', async ({
  browser,
}) => {
  // Eighteen axe runs on a loaded machine.
  test.setTimeout(180_000);
  const { brand } = await copyPublicLinks(browser);
  const page = await phonePage(browser);
  await page.goto(brand);
  await formReady(page);
  await checkAddress(page, 'Calle Mayor');
  await expect(page.getByRole('button', { name: '¡Lo quiero!' })).toBeVisible();
  const answer = (shown: Page) => expect(shown.locator('#public-coverage-result')).toBeVisible();
  expect(await violationsInEveryLanguageAndWidth(page, answer), 'answer').toEqual([]);

  // Back to Spanish on the phone for the form's labels.
  const spanishOnPhone = async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await chooseLanguage(page, LANGUAGES[0]);
  };
  await spanishOnPhone();
  await page.getByRole('button', { name: '¡Lo quiero!' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Déjanos tus datos' })).toBeFocused();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Marca la casilla para que podamos contactarte')).toBeVisible();
  const refused = (shown: Page) => expect(shown.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await violationsInEveryLanguageAndWidth(page, refused), 'lead form').toEqual([]);

  await spanishOnPhone();
  await page.getByLabel('Nombre y apellidos').fill('Jordi Puig Soler');
  await page.getByLabel('DNI, NIE o CIF').fill('87654321X');
  await page.getByLabel('Teléfono', { exact: true }).fill('611 22 33 44');
  await page.getByLabel(/Acepto que Demo Telecom guarde/).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¡Gracias!' })).toBeFocused();
  // Two lines of text and a button: at both widths in the language shown (the four were checked on the form).
  const thanks = (shown: Page) => expect(shown.locator('#public-coverage-thanks')).toBeVisible();
  expect(await violationsAtBothWidths(page, thanks), 'thanks').toEqual([]);
  await page.context().close();
});
