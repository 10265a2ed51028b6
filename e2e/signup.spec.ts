import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';
import {
  addProduct,
  dniFrom,
  expectStep,
  fillIntro,
  PNG,
  passesIdentityCheck,
  saveWithEnter,
  tabTo,
  typeInto,
} from './signup-steps';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A valid company CIF (letter B) from seven digits, one the identity check passes. */
function cifFrom(seed: number): string {
  const cif = cifWithControl(seed);
  return passesIdentityCheck(cif) ? cif : cifWithControl(seed + 1);
}
function cifWithControl(seed: number): string {
  const digits = String(1_000_000 + (seed % 8_999_999)).padStart(7, '0');
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += digit;
  }
  // A company of letter B carries the control as a digit.
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}
/** A CUPS with its two control letters (the 16 digits modulo 529). */
function cupsFrom(seed: number): string {
  const digits = `0021${String(seed).padStart(12, '0').slice(-12)}`;
  const remainder = Number(BigInt(digits) % 529n);
  return `ES${digits}${DNI_LETTERS[Math.floor(remainder / 23)]}${DNI_LETTERS[remainder % 23]}`;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // The page's own content; the shell is checked by its own stories.
  const { violations } = await new AxeBuilder({ page }).include('#page-content').analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function verifyAcceptAndPay(page: Page, options: { company?: boolean } = {}): Promise<void> {
  await expectStep(page, 'Verificación de documento');
  // A file is picked in the browser's own dialog, which no keyboard script can drive: the files are set directly.
  const documents = ['Anverso del documento', 'Reverso del documento'];
  if (options.company) documents.push('Escrituras', 'Poderes notariales');
  for (const label of documents) {
    await page.getByLabel(label).setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `Vista previa de ${label}.png` })).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);

  await expectStep(page, 'Revisión de la verificación');
  await expect(page.getByRole('img', { name: 'Anverso del documento' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Aceptar/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);

  await expectStep(page, 'Datos de pago');
  await typeInto(page, page.getByLabel('IBAN'), 'ES91 2100 0418 4502 0005 1332');
  await saveWithEnter(page);
  await expectStep(page, 'Resumen');
}

async function launch(page: Page): Promise<string> {
  const launchButton = page.getByRole('button', { name: 'Lanzar pedido' });
  await expect(launchButton).toBeFocused();
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: /se ha lanzado/ });
  await expect(status).toBeVisible();
  const orderNumber = (await status.textContent())?.match(/ORD-\d{4}-\d{6}/)?.[0];
  expect(orderNumber).toBeTruthy();
  // Its history, from the intro to the contract sent for signature.
  const history = page.getByTestId('signup-history');
  await expect(history.getByText('Iniciado')).toBeVisible();
  await expect(history.getByText('Pago actualizado')).toBeVisible();
  await expect(history.getByText('Pendiente de firma del contrato')).toBeVisible();
  return orderNumber ?? '';
}

/** The launched order in the orders queue (In progress) and on the customer page, with its history. */
async function expectOrderVisible(page: Page, orderNumber: string, fiscalId: string): Promise<void> {
  await page.goto('/management/draft-orders?tab=in-progress');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();
  await page.goto(`/customer/${fiscalId}`);
  await page.getByRole('tab', { name: /^Pedidos/ }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();
}

test('an agent signs up a residential customer with a new mobile line, keyboard only', async ({ page }) => {
  const person = { fiscalId: dniFrom(Date.now()), name: 'Lucía', surname: 'Martín' };
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await expect(page).toHaveURL(/\/subscriptions\/v2$/);
  await expectNoSeriousViolations(page);

  // A refused intro says why next to the field and takes the focus there.
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await expect(page.getByLabel('Número de documento')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Número de documento')).toBeFocused();

  await fillIntro(page, person);
  await addProduct(page, 'Móvil 30 GB Promo');

  await expectStep(page, 'Configuración de líneas');
  await expect(page.getByRole('radio', { name: 'Número nuevo' })).toBeChecked();
  await tabTo(page, page.getByRole('radio', { name: 'SIM física (ICC)' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'eSIM', exact: true })).toBeChecked();
  await expect(page.getByLabel('E-mail para la eSIM')).toHaveValue('cliente@example.com');
  await expectNoSeriousViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);

  await verifyAcceptAndPay(page);
  await expect(page.getByText(/^6\d{8} · eSIM$/)).toBeVisible();
  await expect(page.getByTestId('signup-totals')).toContainText('18,15');
  await expectNoSeriousViolations(page);
  // Alt+Left goes back a step, and forward again through the stepper.
  await page.keyboard.press('Alt+ArrowLeft');
  await expectStep(page, 'Datos de pago');
  await page.getByRole('button', { name: /Resumen/ }).click();
  const orderNumber = await launch(page);
  await expectOrderVisible(page, orderNumber, person.fiscalId);
});

test('an agent signs up a company with fibre and mobile and a ported number', async ({ page }) => {
  const company = { fiscalId: cifFrom(Date.now()), name: 'Talleres Soler SL', surname: '' };
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await fillIntro(page, company, { company: true, familyTab: 'Fibra + móvil' });
  await addProduct(page, 'Fibra + Móvil');

  await expectStep(page, 'Configuración de líneas');
  await tabTo(page, page.getByRole('radio', { name: 'Número nuevo' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Portabilidad' })).toBeChecked();
  await typeInto(page, page.getByLabel('Número a portar'), '699001122');
  await typeInto(page, page.getByLabel('Operador donante'), 'Movistar');
  await tabTo(page, page.getByRole('radio', { name: 'SIM física (ICC)' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('checkbox', { name: 'Instalar en la dirección de cobertura' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);

  await verifyAcceptAndPay(page, { company: true });
  await expect(page.getByText(/699001122/)).toBeVisible();
  const orderNumber = await launch(page);
  await expectOrderVisible(page, orderNumber, company.fiscalId);
  await page.goto('/management/portabilities');
  await expect(page.getByRole('row').filter({ hasText: '699001122' }).first()).toBeVisible();
});

test('an agent signs up a freelance with an energy product', async ({ page }) => {
  const person = { fiscalId: dniFrom(Date.now() + 7), name: 'Jordi', surname: 'Puig' };
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await tabTo(page, page.getByRole('radio', { name: 'Residencial' }));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Autónomo' })).toBeChecked();
  await fillIntro(page, person, { familyTab: 'Energía' });
  await addProduct(page, 'Luz Tarifa Estable');

  await expectStep(page, 'Configuración de líneas');
  // A CUPS with a wrong control pair is refused next to the field.
  await typeInto(page, page.getByLabel('CUPS', { exact: true }), 'ES0021000000000000AA');
  await saveWithEnter(page);
  await expect(page.getByLabel('CUPS', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('CUPS', { exact: true }).fill('');
  await page.keyboard.type(cupsFrom(Date.now()));
  await saveWithEnter(page);

  await verifyAcceptAndPay(page);
  const orderNumber = await launch(page);
  await expectOrderVisible(page, orderNumber, person.fiscalId);
});

test('a reload in the middle of a signup resumes at the same step', async ({ page }) => {
  const person = { fiscalId: dniFrom(Date.now() + 13), name: 'Ana', surname: 'Ruiz' };
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await fillIntro(page, person);
  await addProduct(page, 'Móvil 10 GB');
  await expectStep(page, 'Configuración de líneas');
  const url = page.url();

  // Leaving with a changed, unsaved step asks first; staying keeps the work.
  await tabTo(page, page.getByRole('radio', { name: 'SIM física (ICC)' }));
  await page.keyboard.press('ArrowRight');
  await page.getByRole('link', { name: 'Clientes' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Salir del alta?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir aquí' }).click();
  await expect(page).toHaveURL(url);

  await page.reload();
  await expectStep(page, 'Configuración de líneas');
  await expect(page.getByTestId('signup-customer')).toContainText(person.fiscalId);

  // The intro saved again: the customer is fixed, the contact may change; the wizard goes on to the products.
  await page.getByRole('button', { name: /Cliente y cobertura/ }).click();
  await expectStep(page, 'Cliente y cobertura');
  await expect(
    page.getByText('El documento del cliente ya no se puede cambiar en este pedido.'),
  ).toBeVisible();
  await expect(page.getByLabel('Número de documento')).toHaveCount(0);
  const email = page.getByLabel('E-mail', { exact: true });
  await email.fill('ana.ruiz@example.com');
  await page.keyboard.press('Enter');
  await expectStep(page, 'Productos');
  await expect(page.getByRole('button', { name: 'Quitar Móvil 10 GB' })).toBeVisible();
});

test('from the palette: a signup for a typed document, then the draft resumed from its list', async ({
  page,
}) => {
  const fiscalId = dniFrom(Date.now() + 29);
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await page.keyboard.type(fiscalId);
  const newSignup = page.getByRole('option', { name: `Nueva alta para ${fiscalId}` });
  await expect(newSignup).toBeVisible();
  while ((await newSignup.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/subscriptions/v2\\?fiscalId=${fiscalId}$`));
  await expect(page.getByLabel('Número de documento')).toHaveValue(fiscalId);

  await typeInto(page, page.getByLabel('Nombre', { exact: true }), 'Pau');
  await typeInto(page, page.getByLabel('Primer apellido'), 'Vidal');
  await typeInto(page, page.getByLabel('Fecha de nacimiento'), '05/06/1985');
  await typeInto(page, page.getByLabel('E-mail', { exact: true }), 'pau@example.com');
  await typeInto(page, page.getByLabel('Móvil de contacto'), '622333444');
  await tabTo(page, page.getByRole('radio', { name: 'Buscar por calle' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /No encuentras la dirección/ })).toBeChecked();
  const province = page.getByRole('combobox', { name: 'Provincia' });
  await tabTo(page, province);
  await page.keyboard.type('bar');
  await expect(province).toHaveValue('08');
  await typeInto(page, page.getByLabel('Municipio'), 'Barcelona');
  await typeInto(page, page.getByLabel('Código postal'), '08001');
  await typeInto(page, page.getByLabel('Calle', { exact: true }), 'Rambla');
  await typeInto(page, page.getByLabel('Número', { exact: true }), '3');
  await page.keyboard.press('Enter');
  await expectStep(page, 'Productos');
  const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.match(
    /ORD-\d{4}-\d{6}/,
  )?.[0];
  expect(orderNumber).toBeTruthy();

  await page.goto('/management/clients');
  await expectConsole(page);
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.type('reanudar');
  const resume = page.getByRole('option', { name: 'Reanudar pedido…' });
  await expect(resume).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.type(orderNumber ?? '');
  const draft = page.getByRole('option', { name: new RegExp(`^${orderNumber} · Pau Vidal`) });
  await expect(draft).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new-order\/[0-9a-f-]{36}$/);
  await expectStep(page, 'Productos');
});
