import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium-launch-options';
import {
  DESKTOP_VIEWPORT,
  LANGUAGES,
  PHONE_VIEWPORT,
  scrollsSideways,
  seriousViolations,
  violationsAtBothWidths,
  violationsInEveryLanguageAndWidth,
} from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';
import {
  addProduct,
  dniFrom,
  expectStep,
  fillIntro,
  type IntroOptions,
  type Person,
  PNG,
  saveWithEnter,
  tabTo,
} from './signup-steps';

const API_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8180) + 1}`;

// Chromium's fake camera (a moving test pattern) and its automatic yes to the camera prompt, for the webcam story.
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

// A whole signup, a customer on a phone and the agent's review: longer than one screen's story on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** A seed no other story of this run shares (stories run in parallel on one server). */
let seedCount = 0;
function uniqueSeed(): number {
  seedCount += 1;
  return Date.now() * 10 + seedCount;
}

/** A Spanish mobile number of this story only: the SMS outbox is read by recipient. */
function mobileFrom(seed: number): string {
  return `6${String(seed).slice(-8)}`;
}

/** The agent starts a signup with one mobile line (eSIM) and reaches the documents step; the order's number. */
async function signupToVerification(page: Page, person: Person, intro: IntroOptions): Promise<string> {
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await fillIntro(page, person, intro);
  await addProduct(page, 'Móvil 10 GB');
  await expectStep(page, 'Configuración de líneas');
  await tabTo(page, page.getByRole('radio', { name: 'SIM física (ICC)' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'eSIM', exact: true })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await expectStep(page, 'Verificación de documento');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const orderNumber = heading?.match(/ORD-\d{4}-\d{6}/)?.[0];
  expect(orderNumber).toBeTruthy();
  return orderNumber ?? '';
}

/** The QR method: the agent generates the code; the link is read from its copyable text. */
async function generateQr(page: Page): Promise<string> {
  const generate = page.getByRole('button', { name: 'Generar el código QR' });
  await tabTo(page, generate);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'Código QR del enlace de verificación' })).toBeVisible();
  await expect(page.getByTestId('verification-waiting')).toContainText('Esperando a que el cliente');
  const url = await page.getByRole('textbox', { name: 'Enlace de verificación' }).inputValue();
  expect(url).toMatch(/\/verification\?token=[\w-]{43}&lang=es$/);
  return url;
}

/** A phone without a session (375 px wide, touch). */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true });
}

/** Draws a stroke across the signature pad with the pointer. */
async function drawSignature(phone: Page): Promise<void> {
  const pad = phone.getByRole('img', { name: 'Recuadro de firma, vacío' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await phone.mouse.move(box.x + 20, box.y + box.height / 2);
  await phone.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await phone.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -15 : 15));
  }
  await phone.mouse.up();
  await expect(phone.getByRole('img', { name: 'Recuadro de firma, firmado' })).toBeVisible();
}

/** The customer opens the link on the phone, sends both sides and a selfie, signs, accepts and submits. */
async function customerSends(phone: Page, url: string, firstName: string): Promise<void> {
  await phone.goto(url);
  await expect(phone.getByRole('heading', { level: 1, name: `Hola, ${firstName}` })).toBeVisible();
  await expect(phone.getByText('Móvil 10 GB')).toBeVisible();
  await expect(phone.getByTestId('verification-monthly')).toContainText('€');
  // The phone's camera or gallery is the browser's own dialog: the files are set directly.
  for (const label of ['Anverso del documento', 'Reverso del documento', 'Selfie']) {
    await phone.getByLabel(label).setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(phone.getByRole('img', { name: `Vista previa: ${label}` })).toBeVisible();
  }
  await expect(phone.getByLabel('Selfie')).toHaveAttribute('capture', 'user');
  // Nothing is sent before the conditions are accepted.
  const submit = phone.getByRole('button', { name: 'Enviar documentos' });
  await submit.click();
  await expect(phone.getByText('Acepta las condiciones para continuar.')).toBeVisible();
  await drawSignature(phone);
  await phone.getByLabel('He leído y acepto las condiciones').check();
  await submit.click();
}

/** What the customer sends from the link: both sides, the selfie and the signature. */
const LINK_DOCUMENTS = ['IDENTITY_FRONT', 'IDENTITY_BACK', 'IDENTITY_SELFIE', 'IDENTITY_SIGNATURE'];

/** The order's status as the drafts queue shows it. */
async function expectDraftStatus(page: Page, orderNumber: string, status: string): Promise<void> {
  await page.goto(`/management/draft-orders?search=${orderNumber}`);
  await expect(
    page.getByRole('grid').locator('[data-row-id]').filter({ hasText: orderNumber }),
  ).toContainText(status);
}

/** The review shows what arrived; the agent accepts it and goes on to the payment. */
async function acceptReview(page: Page, kinds: string[]): Promise<void> {
  await expectStep(page, 'Revisión de la verificación');
  for (const kind of kinds) await expect(page.getByRole('img', { name: kind })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Aceptar/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await expectStep(page, 'Datos de pago');
}

/** The accepted documents are the customer's: the customer page's documentation lists them, and nothing else. */
async function expectCustomerDocuments(page: Page, fiscalId: string, types: string[]): Promise<void> {
  await page.goto(`/customer/${fiscalId}`);
  await page.getByRole('tab', { name: /^Documentación/ }).click();
  const documents = page.getByRole('region', { name: 'Documentos del cliente' });
  for (const type of types) {
    await expect(documents.getByRole('cell', { name: type, exact: true })).toBeVisible();
  }
  // A new customer: the order's documents are all it has.
  await expect(documents.locator('tbody tr')).toHaveCount(types.length);
}

test('QR: the customer sends the documents from the phone and the wizard moves to the review by itself', async ({
  page,
  browser,
}) => {
  const seed = uniqueSeed();
  const person = { fiscalId: dniFrom(seed), name: 'Lucía', surname: 'Serrano' };
  const orderNumber = await signupToVerification(page, person, {
    verificationType: 'QR',
    mobile: mobileFrom(seed),
  });
  const url = await generateQr(page);

  const context = await phoneContext(browser);
  const phone = await context.newPage();
  await customerSends(phone, url, 'Lucía');
  await expect(phone.getByRole('heading', { level: 1, name: '¡Gracias, Lucía!' })).toBeVisible();
  await expect(phone.getByTestId('verification-received')).toContainText('Tu comercial continuará');
  // The link is single use.
  await phone.goto(url);
  await expect(phone.getByRole('heading', { level: 1, name: 'Enlace ya usado' })).toBeVisible();
  await context.close();

  // No reload: the wizard was polling the order.
  await acceptReview(page, ['Anverso del documento', 'Selfie del cliente', 'Firma del cliente']);
  await expectDraftStatus(page, orderNumber, 'Verificación completada');
  await expectCustomerDocuments(page, person.fiscalId, LINK_DOCUMENTS);
});

test('SMS: the link goes to the contact mobile, sending again replaces it, and the customer completes it', async ({
  page,
  browser,
  request,
}) => {
  const seed = uniqueSeed();
  const mobile = mobileFrom(seed);
  const person = { fiscalId: dniFrom(seed), name: 'Carlos', surname: 'Ibáñez' };
  const orderNumber = await signupToVerification(page, person, { verificationType: 'SMS', mobile });
  const send = page.getByRole('button', { name: 'Enviar el enlace por SMS' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('verification-sms-sent')).toContainText(
    `Enlace enviado a •••••${mobile.slice(-4)}.`,
  );
  await expect(page.getByTestId('verification-sms-sent')).toContainText('Caduca el');
  await expect(page.getByTestId('verification-waiting')).toContainText('enlace del SMS');

  const linkInOutbox = async (): Promise<string> => {
    const answer = await request.get(`${API_URL}/test/outbox?recipient=${mobile}`);
    expect(answer.ok()).toBe(true);
    const { messages } = (await answer.json()) as { messages: { channel: string; body: string }[] };
    const sms = messages.find((message) => message.channel === 'SMS');
    return sms?.body.match(/https?:\/\/\S+\/verification\?token=[\w-]+&lang=\w+/)?.[0] ?? '';
  };
  const first = await linkInOutbox();
  expect(first).toContain('&lang=es');

  // Sending again replaces the link: the first one no longer opens.
  await page.getByRole('button', { name: 'Enviar de nuevo' }).click();
  await expect.poll(linkInOutbox).not.toBe(first);
  const second = await linkInOutbox();
  const context = await phoneContext(browser);
  const phone = await context.newPage();
  await phone.goto(first);
  await expect(phone.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Enviar documentos' })).toHaveCount(0);

  await customerSends(phone, second, 'Carlos');
  await expect(phone.getByRole('heading', { level: 1, name: '¡Gracias, Carlos!' })).toBeVisible();
  await context.close();

  await acceptReview(page, ['Reverso del documento', 'Selfie del cliente', 'Firma del cliente']);
  await expectDraftStatus(page, orderNumber, 'Verificación completada');
  await expectCustomerDocuments(page, person.fiscalId, LINK_DOCUMENTS);
});

test('manual: the agent uploads both sides, reviews and accepts', async ({ page }) => {
  const seed = uniqueSeed();
  const person = { fiscalId: dniFrom(seed), name: 'Marta', surname: 'Gil' };
  const orderNumber = await signupToVerification(page, person, { mobile: mobileFrom(seed) });
  for (const label of ['Anverso del documento', 'Reverso del documento']) {
    await page.getByLabel(label).setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `Vista previa de ${label}.png` })).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await acceptReview(page, ['Anverso del documento', 'Reverso del documento']);
  await expectDraftStatus(page, orderNumber, 'Verificación completada');
  await expectCustomerDocuments(page, person.fiscalId, ['IDENTITY_FRONT', 'IDENTITY_BACK']);
});

test("webcam: the agent's camera takes both sides and the selfie, by keyboard", async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  const seed = uniqueSeed();
  const person = { fiscalId: dniFrom(seed), name: 'Joan', surname: 'Ferrer' };
  const orderNumber = await signupToVerification(page, person, {
    verificationType: 'Webcam',
    mobile: mobileFrom(seed),
  });
  const shots = [
    ['Capturar el anverso', 'Repetir el anverso', 'Anverso del documento'],
    ['Capturar el reverso', 'Repetir el reverso', 'Reverso del documento'],
    ['Capturar el selfie', 'Repetir el selfie', 'Selfie del cliente'],
  ] as const;
  for (const [capture, retake, label] of shots) {
    const button = page.getByRole('button', { name: capture });
    // Ready once the camera's picture plays.
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: `Foto: ${label}` })).toBeVisible();
    // The same button, now to retake it, keeps the focus.
    await expect(page.getByRole('button', { name: retake })).toBeFocused();
  }
  // A retake shows the camera again for that picture only.
  await page.keyboard.press('Enter');
  const again = page.getByRole('button', { name: 'Capturar el selfie' });
  await expect(again).toBeFocused();
  await expect(again).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'Foto: Selfie del cliente' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await acceptReview(page, ['Anverso del documento', 'Reverso del documento', 'Selfie del cliente']);
  await expectDraftStatus(page, orderNumber, 'Verificación completada');
  await expectCustomerDocuments(page, person.fiscalId, [
    'IDENTITY_FRONT',
    'IDENTITY_BACK',
    'IDENTITY_SELFIE',
  ]);
});

test('a failed identity check: the customer is told why, and the wizard shows the reason at the documents', async ({
  page,
  browser,
}) => {
  const seed = uniqueSeed();
  const person = { fiscalId: dniFrom(seed, { failing: true }), name: 'Pedro', surname: 'Lorenzo' };
  const orderNumber = await signupToVerification(page, person, {
    verificationType: 'QR',
    mobile: mobileFrom(seed),
  });
  const url = await generateQr(page);

  const context = await phoneContext(browser);
  const phone = await context.newPage();
  await customerSends(phone, url, 'Pedro');
  await expect(
    phone.getByRole('heading', { level: 1, name: 'No hemos podido verificar tu identidad' }),
  ).toBeVisible();
  await expect(phone.getByTestId('verification-rejected')).toContainText(
    'tu cara en el selfie no coincide con la foto del documento',
  );
  // The refusal, as every screen of the page, in the four languages on a phone and a desktop.
  const rejected = (shown: Page) => expect(shown.getByTestId('verification-rejected')).toBeVisible();
  expect(await violationsInEveryLanguageAndWidth(phone, rejected)).toEqual([]);
  await context.close();

  await expect(page.getByTestId('verification-outcome')).toContainText(
    'el rostro del selfie no coincide con la foto del documento',
  );
  await expectStep(page, 'Verificación de documento');
  // A new code may be generated from here to try again.
  await expect(page.getByRole('button', { name: 'Generar el código QR' })).toBeVisible();
  await expectDraftStatus(page, orderNumber, 'Error en la verificación');
});

/** What the page says in each language for a customer called Nuria. */
const SUBMIT = {
  es: { heading: 'Hola, Nuria', submit: 'Enviar documentos' },
  ca: { heading: 'Hola, Nuria', submit: 'Envia els documents' },
  en: { heading: 'Hello, Nuria', submit: 'Send documents' },
  br: { heading: 'Olá, Nuria', submit: 'Enviar documentos' },
} as const;

test('axe: the verification page in four languages, on a phone and a desktop: the form (also dark with refused fields), the thanks, the used link and an invalid link', async ({
  page,
  browser,
}) => {
  // Forty axe runs on top of a signup.
  test.setTimeout(300_000);
  const seed = uniqueSeed();
  const person = { fiscalId: dniFrom(seed), name: 'Nuria', surname: 'Vidal' };
  await signupToVerification(page, person, { verificationType: 'QR', mobile: mobileFrom(seed) });
  const url = await generateQr(page);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  // The link's language: each of the four, at a phone's and a desktop's width.
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await visitor.setViewportSize(viewport);
    for (const language of LANGUAGES) {
      await visitor.goto(url.replace(/lang=\w+$/, `lang=${language.code}`));
      await expect(
        visitor.getByRole('heading', { level: 1, name: SUBMIT[language.code].heading }),
      ).toBeVisible();
      await expect(visitor.getByRole('button', { name: SUBMIT[language.code].submit })).toBeVisible();
      await expect(visitor.locator('html')).toHaveAttribute('lang', language.htmlLang);
      if (viewport === PHONE_VIEWPORT) expect(await scrollsSideways(visitor)).toBe(false);
      expect(await seriousViolations(visitor)).toEqual([]);
    }
  }

  // Dark, with every field refused, in the language the visitor picks.
  await visitor.setViewportSize(PHONE_VIEWPORT);
  await visitor.getByRole('banner').getByRole('combobox').selectOption('es');
  await visitor.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(visitor.locator('html')).toHaveClass(/dark/);
  await visitor.getByRole('button', { name: 'Enviar documentos' }).click();
  await expect(visitor.getByText('Firma dentro del recuadro o escribe tu nombre completo.')).toBeVisible();
  const refused = async (shown: Page) => {
    await expect(shown.getByRole('heading', { level: 1, name: /Nuria/ })).toBeVisible();
    await expect(shown.locator('[aria-invalid="true"]').first()).toBeVisible();
  };
  expect(await violationsAtBothWidths(visitor, refused)).toEqual([]);
  await context.close();

  // The screens after sending, light again on a new phone: the thanks, the same link again, a link naming nothing.
  const phoneContextAfter = await phoneContext(browser);
  const phone = await phoneContextAfter.newPage();
  await customerSends(phone, url, 'Nuria');
  await expect(phone.getByRole('heading', { level: 1, name: '¡Gracias, Nuria!' })).toBeVisible();
  const received = (shown: Page) => expect(shown.getByTestId('verification-received')).toBeVisible();
  expect(await violationsInEveryLanguageAndWidth(phone, received), 'thanks').toEqual([]);

  const linkRefused = (shown: Page) => expect(shown.getByTestId('verification-link-error')).toBeVisible();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { level: 1, name: 'Enlace ya usado' })).toBeVisible();
  expect(await violationsInEveryLanguageAndWidth(phone, linkRefused), 'used').toEqual([]);

  await phone.goto('/verification?token=not-a-real-token&lang=ca');
  await expect(phone.getByRole('heading', { level: 1, name: 'Enllaç no vàlid' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Envia els documents' })).toHaveCount(0);
  expect(await violationsInEveryLanguageAndWidth(phone, linkRefused), 'invalid').toEqual([]);
  await phoneContextAfter.close();
});
