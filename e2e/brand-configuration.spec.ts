import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

// The brand settings screen of admin@demo.test (brand 2020001). Each story puts back what it changed, as other
// stories read the same brand.

const API_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8180) + 1}`;
const VERIFICATION_LINK = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/;

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real orange RGB PNG, as a designer would export a logo. */
function orangePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [249, 115, 22]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const TABS = {
  logos: 'Logotipos',
  information: 'Información',
  customerEmails: 'Correos a clientes',
  invoicing: 'Facturación',
  svas: 'SVA',
  others: 'Otros',
  contacts: 'Contactos',
} as const;
type Tab = keyof typeof TABS;

const tabOf = (page: Page, tab: Tab) => page.getByRole('tab', { name: new RegExp(`^${TABS[tab]}`) });
const panelOf = (page: Page, tab: Tab) => page.locator(`#brand-settings-panel-${tab}`);

async function openSettings(page: Page, tab: Tab = 'logos'): Promise<Locator> {
  await page.goto(`/configuration?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de marca' })).toBeVisible();
  await expect(tabOf(page, tab)).toHaveAttribute('aria-selected', 'true');
  return panelOf(page, tab);
}

/**
 * Saves the changed form of a region: its note of unsaved changes goes once the api has answered and the form holds
 * what was saved (a refused save keeps it, and the story fails here).
 */
async function save(region: Locator, button = 'Guardar'): Promise<void> {
  const unsaved = region.getByText('Hay cambios sin guardar.');
  await expect(unsaved).toBeVisible();
  await region.getByRole('button', { name: button, exact: true }).click();
  await expect(unsaved).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
});

test('every tab saves and reads back after a reload; no serious axe finding on any tab, light and dark', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openSettings(page);
  for (const tab of Object.keys(TABS) as Tab[]) {
    await tabOf(page, tab).click();
    await expect(panelOf(page, tab)).toBeVisible();
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  for (const tab of Object.keys(TABS) as Tab[]) {
    await tabOf(page, tab).click();
    expect(await seriousViolations(page), `${tab} dark`).toEqual([]);
  }
  await page.getByRole('button', { name: 'Modo oscuro' }).click();

  // Information: the legal name.
  let panel = await openSettings(page, 'information');
  const identity = panel.getByRole('region', { name: 'Identidad' });
  const legalName = identity.getByLabel('Razón social');
  const originalLegalName = await legalName.inputValue();
  await legalName.fill('Demo Telecom Comunicaciones S.L.');
  await save(identity);
  panel = await openSettings(page, 'information');
  await expect(panel.getByLabel('Razón social')).toHaveValue('Demo Telecom Comunicaciones S.L.');
  await panel.getByLabel('Razón social').fill(originalLegalName);
  await save(panel.getByRole('region', { name: 'Identidad' }));

  // Customer e-mails: the support hours.
  panel = await openSettings(page, 'customerEmails');
  const hours = panel.getByLabel('Horario de atención al cliente');
  const originalHours = await hours.inputValue();
  await hours.fill('L-V 08:30-21:00');
  await save(panel);
  panel = await openSettings(page, 'customerEmails');
  await expect(panel.getByLabel('Horario de atención al cliente')).toHaveValue('L-V 08:30-21:00');
  await panel.getByLabel('Horario de atención al cliente').fill(originalHours);
  await save(panel);

  // Invoicing: the credit-note prefix with YY, its live example, and the payment terms.
  panel = await openSettings(page, 'invoicing');
  const creditNotes = panel.getByRole('group', { name: 'Abonos' });
  const prefix = creditNotes.getByLabel('Prefijo');
  const originalPrefix = await prefix.inputValue();
  const terms = panel.getByLabel('Plazo de pago (días)');
  const originalTerms = await terms.inputValue();
  await prefix.fill('AB/YY/');
  await expect(panel.getByTestId('next-number-creditNote')).toHaveText(/Siguiente número: AB\/\d{2}\/\d+$/);
  await terms.fill('45');
  await save(panel.getByRole('region', { name: 'Series de numeración' }));
  panel = await openSettings(page, 'invoicing');
  await expect(panel.getByRole('group', { name: 'Abonos' }).getByLabel('Prefijo')).toHaveValue('AB/YY/');
  await expect(panel.getByLabel('Plazo de pago (días)')).toHaveValue('45');
  await panel.getByRole('group', { name: 'Abonos' }).getByLabel('Prefijo').fill(originalPrefix);
  await panel.getByLabel('Plazo de pago (días)').fill(originalTerms);
  await save(panel.getByRole('region', { name: 'Series de numeración' }));

  // SVAs: voicemail.
  panel = await openSettings(page, 'svas');
  const voicemail = panel.getByLabel('Buzón de voz');
  const hadVoicemail = await voicemail.isChecked();
  await voicemail.setChecked(!hadVoicemail);
  await save(panel);
  panel = await openSettings(page, 'svas');
  await expect(panel.getByLabel('Buzón de voz')).toBeChecked({ checked: !hadVoicemail });
  await panel.getByLabel('Buzón de voz').setChecked(hadVoicemail);
  await save(panel);

  // Others: the TV welcome e-mail; signing on the verification page is offered.
  panel = await openSettings(page, 'others');
  await expect(
    panel.getByLabel('Los clientes firman el contrato en la página de verificación'),
  ).toBeVisible();
  const welcome = panel.getByLabel('Enviar el correo de bienvenida de TV');
  const hadWelcome = await welcome.isChecked();
  await welcome.setChecked(!hadWelcome);
  await save(panel.getByRole('region', { name: /Centralita en la nube/ }));
  panel = await openSettings(page, 'others');
  await expect(panel.getByLabel('Enviar el correo de bienvenida de TV')).toBeChecked({
    checked: !hadWelcome,
  });
  await panel.getByLabel('Enviar el correo de bienvenida de TV').setChecked(hadWelcome);
  await save(panel.getByRole('region', { name: /Centralita en la nube/ }));
});

test('unsaved changes survive switching tabs, by mouse and by keyboard, and the tab says so', async ({
  page,
}) => {
  const panel = await openSettings(page, 'information');
  await panel.getByLabel('Segmento').fill('Empresas y particulares');
  await expect(tabOf(page, 'information')).toHaveAccessibleName(/^Información\s*\(cambios sin guardar\)$/);
  await tabOf(page, 'invoicing').click();
  await expect(panelOf(page, 'information')).toBeHidden();
  // Arrow keys move along the strip (the focus is on the selected tab).
  await tabOf(page, 'invoicing').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tabOf(page, 'information')).toHaveAttribute('aria-selected', 'true');
  await expect(panelOf(page, 'information').getByLabel('Segmento')).toHaveValue('Empresas y particulares');
  await panelOf(page, 'information').getByRole('button', { name: 'Descartar cambios' }).first().click();
  await expect(tabOf(page, 'information')).toHaveAccessibleName('Información');

  // The palette opens another tab of the open page without losing anything either.
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.fill('Abrir configuración de marca: Contactos');
  await page.keyboard.press('Enter');
  await expect(tabOf(page, 'contacts')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/configuration\?tab=contacts$/);
});

test("a logo upload shows in the shell's header, at the top of the side menu; a file that is not a PNG is refused with the message", async ({
  page,
}) => {
  const panel = await openSettings(page, 'logos');
  const card = panel.getByRole('article', { name: 'Logotipo de la marca', exact: true });
  await card.getByLabel('Archivo PNG para: Logotipo de la marca').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await card.getByRole('button', { name: 'Subir' }).click();
  await expect(
    card.getByText('El logotipo debe ser una imagen PNG (de 4096 px por lado como máximo).'),
  ).toBeVisible();

  await card.getByLabel('Archivo PNG para: Logotipo de la marca').setInputFiles({
    name: 'demo-telecom.png',
    mimeType: 'image/png',
    buffer: orangePng(120, 32),
  });
  await card.getByRole('button', { name: 'Subir' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Logotipo subido: Logotipo de la marca' }),
  ).toBeVisible();
  const preview = card.getByRole('img', { name: 'Vista previa: Logotipo de la marca' });
  const url = await preview.getAttribute('src');
  expect(url).toMatch(/^\/brand-logos\/2020001\/brand-[0-9a-f]{16}\.png$/);
  // The shell's brand mark, at the top of the menu beside the top bar, shows it at once and after a reload.
  const mark = page.getByRole('complementary').getByRole('img', { name: 'Demo Telecom' });
  await expect(mark).toHaveAttribute('src', url ?? '');
  await page.reload();
  await expect(page.getByRole('complementary').getByRole('img', { name: 'Demo Telecom' })).toHaveAttribute(
    'src',
    url ?? '',
  );
  expect(await mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);

  await panelOf(page, 'logos')
    .getByRole('article', { name: 'Logotipo de la marca', exact: true })
    .getByRole('button', { name: 'Quitar' })
    .click();
  await expect(page.getByRole('complementary').getByRole('img', { name: 'Demo Telecom' })).toHaveCount(0);
});

test('an invalid contacts table is refused with the message; a valid one saves, and a deletion asks first', async ({
  page,
}) => {
  let panel = await openSettings(page, 'contacts');
  const firstEmail = await panel.getByLabel('Correo electrónico del contacto 1').inputValue();
  const rows = panel.locator('tbody > tr').filter({ has: page.getByLabel(/^Nombre del contacto/) });
  const before = await rows.count();

  await panel.getByRole('button', { name: 'Añadir contacto' }).click();
  const n = before + 1;
  await panel.getByLabel(`Nombre del contacto ${n}`).fill('Lucía');
  await panel.getByLabel(`Correo electrónico del contacto ${n}`).fill(firstEmail.toUpperCase());
  await panel.getByRole('button', { name: 'Guardar contactos' }).click();
  await expect(
    panel.getByRole('alert').filter({ hasText: 'La tabla de contactos tiene errores' }),
  ).toHaveText('La tabla de contactos tiene errores: corrígelos antes de guardar.');
  await expect(panel.getByText('Este correo electrónico ya lo está usando otro contacto.')).toBeVisible();

  await panel.getByLabel(`Correo electrónico del contacto ${n}`).fill('lucia.e2e@demo.test');
  await panel.getByRole('button', { name: `Detalles y tipos del contacto ${n}` }).click();
  await panel
    .getByRole('group', { name: `Tipos del contacto ${n}` })
    .getByLabel('Comercial')
    .check();
  await save(panel, 'Guardar contactos');

  panel = await openSettings(page, 'contacts');
  await expect(panel.getByLabel(`Correo electrónico del contacto ${n}`)).toHaveValue('lucia.e2e@demo.test');
  await panel.getByRole('button', { name: `Eliminar el contacto ${n}` }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar el contacto?' });
  await expect(dialog.getByText('Una vez guardado no se puede recuperar.')).toBeVisible();
  // Cancel has the focus: Enter alone does not delete.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Eliminar contacto' }).click();
  await save(panel, 'Guardar contactos');
  panel = await openSettings(page, 'contacts');
  await expect(panel.getByLabel(`Nombre del contacto ${before}`)).toBeVisible();
  await expect(panel.getByLabel(`Nombre del contacto ${n}`)).toHaveCount(0);
});

test('the verification e-mail is sent and its link verifies the address; the palette sends the other one', async ({
  page,
  request,
}) => {
  const address = `facturas.${Date.now()}@demo.test`;
  let panel = await openSettings(page, 'information');
  const emails = panel.getByRole('region', { name: 'Correos electrónicos' });
  await emails.getByLabel('Correo de facturación').fill(address);
  await save(emails);
  await expect(emails.getByTestId('email-status-BILLING')).toContainText('No existe');
  await emails.getByRole('button', { name: 'Enviar verificación: correo de facturación' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Correo de verificación enviado a ${address}.` }),
  ).toBeVisible();
  await expect(emails.getByTestId('email-status-BILLING')).toContainText('Pendiente');

  const outbox = await request.get(`${API_URL}/test/outbox`, { params: { recipient: address } });
  expect(outbox.ok()).toBe(true);
  const { messages } = (await outbox.json()) as { messages: Array<{ body: string }> };
  const link = messages[0]?.body.match(VERIFICATION_LINK)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/verify-email\/success$/);

  panel = await openSettings(page, 'information');
  await expect(panel.getByTestId('email-status-BILLING')).toContainText('Verificado');
  await expect(panel.getByRole('button', { name: /verificación: correo de facturación/ })).toHaveCount(0);

  const notification = `avisos.${Date.now()}@demo.test`;
  // The palette's command sends the other address's e-mail from any page; the verified one is not offered.
  panel = await openSettings(page, 'information');
  const addresses = panel.getByRole('region', { name: 'Correos electrónicos' });
  await addresses.getByLabel('Correo de avisos a clientes').fill(notification);
  await save(addresses);
  await expect(addresses.getByTestId('email-status-NOTIFICATION')).toContainText('No existe');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de control' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.fill('Enviar correo de verificación');
  await page.getByRole('option', { name: 'Enviar correo de verificación' }).click();
  const offered = page.getByRole('option', { name: `Verificar el correo de avisos: ${notification}` });
  await expect(offered).toBeVisible();
  await expect(page.getByRole('option', { name: /correo de facturación/ })).toHaveCount(0);
  await offered.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Correo de verificación enviado a ${notification}.` }),
  ).toBeVisible();
  await expect(input).toBeHidden();
  const sent = await request.get(`${API_URL}/test/outbox`, { params: { recipient: notification } });
  const { messages: sentMessages } = (await sent.json()) as { messages: Array<{ body: string }> };
  expect(sentMessages[0]?.body).toMatch(VERIFICATION_LINK);

  panel = await openSettings(page, 'information');
  await expect(panel.getByTestId('email-status-NOTIFICATION')).toContainText('Pendiente');
  await expect(panel.getByRole('button', { name: 'Reenviar verificación: correo de avisos' })).toBeVisible();
});

test('a user is created, its role changed and read in its history, then deleted from the palette after the irreversible confirmation', async ({
  page,
}) => {
  const email = `baja.${Date.now()}@demo.test`;
  await page.goto('/management/users');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('button', { name: 'Crear usuario' }).click();
  const row = page.locator('[data-row-id]').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Acciones de ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Cambiar rol' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Cambiar rol' });
  await roleDialog.getByLabel('Administración').check();
  await roleDialog.getByRole('button', { name: 'Cambiar rol' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Rol cambiado: ${email}` })).toBeVisible();

  await row.getByRole('button', { name: `Acciones de ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Ver historial' }).click();
  const history = page.getByRole('dialog', { name: 'Historial del usuario' });
  const entries = history.getByRole('row');
  await expect(entries.nth(1)).toContainText('Cambio de rol');
  await expect(entries.nth(1)).toContainText('Agente → Administración');
  await expect(entries.nth(1)).toContainText('admin@demo.test');
  await expect(entries.nth(2)).toContainText('Alta');
  expect(await seriousViolations(page)).toEqual([]);
  await history.getByRole('button', { name: 'Cerrar' }).click();
  await expect(history).toBeHidden();

  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.fill('Eliminar usuario');
  await page.getByRole('option', { name: 'Eliminar usuario…' }).click();
  await input.fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar el usuario?' });
  await expect(confirm.getByRole('button', { name: 'Eliminar usuario' })).toBeDisabled();
  // Back has the focus: Enter alone does not delete.
  await expect(confirm.getByRole('button', { name: 'Volver' })).toBeFocused();
  await confirm.getByLabel('Entiendo que la eliminación es definitiva.').check();
  await confirm.getByRole('button', { name: 'Eliminar usuario' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Usuario eliminado: ${email}` })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the roles screen says what each role may open, from the route table', async ({ page }) => {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Buscar comandos' }).fill('Permisos de los roles');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/management\/roles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permisos de los roles' })).toBeVisible();
  await page.getByLabel(/^Agente AGENT$/).check();
  const pages = page.getByTestId('role-pages');
  await expect(pages.getByRole('row', { name: /^Configuración de marca/ })).toContainText('No autorizado');
  await expect(pages.getByRole('row', { name: /^Panel de control/ })).toContainText(
    'Lo envía a /subscriptions/v2',
  );
  await expect(pages.getByRole('row', { name: /^Cobertura/ })).toContainText('Permitido');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a CLIENT lands on access control, told the console is for channel staff, and signs out', async ({
  browser,
}) => {
  // Its own context: the story's page is signed in as the admin.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'client@demo.test');
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByText('Esta consola es para el personal de los canales')).toBeVisible();
  await expect(page.getByTestId('access-control-user')).toContainText('client@demo.test');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cerrar sesión' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});
