import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';
import {
  addProduct,
  dniFrom,
  expectStep,
  fillIntro,
  PNG,
  saveWithEnter,
  tabTo,
  typeInto,
} from './signup-steps';

/** A small signed contract, as a scanner would give it: a PDF of a few bytes. */
const SIGNED_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('#page-content').analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The verification (front and back uploaded, then accepted) and the payment, up to the summary. */
async function verifyAcceptAndPay(page: Page): Promise<void> {
  await expectStep(page, 'Verificación de documento');
  // A file is picked in the browser's own dialog, which no keyboard script can drive: the files are set directly.
  for (const label of ['Anverso del documento', 'Reverso del documento']) {
    await page.getByLabel(label).setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `Vista previa de ${label}.png` })).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await expectStep(page, 'Revisión de la verificación');
  await expect(page.getByRole('radio', { name: /^Aceptar/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await expectStep(page, 'Datos de pago');
  await typeInto(page, page.getByLabel('IBAN'), 'ES91 2100 0418 4502 0005 1332');
  await saveWithEnter(page);
  await expectStep(page, 'Resumen');
}

/** A residential customer's fibre + mobile order, porting `ported` in, signed up and launched in the wizard. */
async function launchedWizardOrder(page: Page, fiscalId: string, ported: string): Promise<string> {
  await fillIntro(page, { fiscalId, name: 'Nuria', surname: 'Ferrer' }, { familyTab: 'Fibra + móvil' });
  await addProduct(page, 'Fibra + Móvil');
  await expectStep(page, 'Configuración de líneas');
  await tabTo(page, page.getByRole('radio', { name: 'Número nuevo' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Portabilidad' })).toBeChecked();
  await typeInto(page, page.getByLabel('Número a portar'), ported);
  await typeInto(page, page.getByLabel('Operador donante'), 'Movistar');
  await tabTo(page, page.getByRole('radio', { name: 'SIM física (ICC)' }));
  await page.keyboard.press('ArrowRight');
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await verifyAcceptAndPay(page);

  const launch = page.getByRole('button', { name: 'Lanzar pedido' });
  await expect(launch).toBeFocused();
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: /se ha lanzado/ });
  await expect(status).toBeVisible();
  const orderNumber = (await status.textContent())?.match(/ORD-\d{4}-\d{6}/)?.[0] ?? '';
  expect(orderNumber).toMatch(/^ORD-/);
  return orderNumber;
}

/** Opens a launched order from the in-progress queue by keyboard: `j` focuses its row, Enter opens the detail. */
async function openFromInProgressQueue(page: Page, orderNumber: string): Promise<void> {
  await page.goto(`/management/draft-orders?tab=in-progress&search=${orderNumber}`);
  const grid = page.getByRole('grid');
  await expect(grid.locator('[data-row-id]').filter({ hasText: orderNumber })).toHaveCount(1);
  await page.keyboard.press('j');
  await expect(grid.locator('[data-row-id][data-focused]')).toContainText(orderNumber);
  await page.keyboard.press('Enter');
}

/** The timeline's entries, each as "<what happened> | <status reached>". */
async function historySteps(page: Page): Promise<string[]> {
  const entries = page.getByTestId('order-history').getByTestId('order-history-entry');
  return entries.evaluateAll((items) =>
    items.map((item) => {
      const what = item.querySelector('[data-history-event]')?.textContent ?? '';
      const reached = [...item.querySelectorAll('[data-status]')].at(-1)?.textContent ?? '';
      return `${what} | ${reached}`;
    }),
  );
}

test('an order created by the wizard: opened from the queue and the customer page, its history, a signed contract uploaded', async ({
  page,
}) => {
  const seed = Date.now();
  const fiscalId = dniFrom(seed + 41);
  const ported = `6${String(seed % 100_000_000).padStart(8, '0')}`;
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  const orderNumber = await launchedWizardOrder(page, fiscalId, ported);

  // From the queue of launched orders, by keyboard: the row opens the detail, whose heading takes the focus.
  await openFromInProgressQueue(page, orderNumber);
  await expect(page).toHaveURL(/\/management\/orders\/v2\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1, name: `Pedido ${orderNumber}` });
  await expect(heading).toBeFocused();
  const detailUrl = page.url();

  // Every step of its life, from the wizard's intro to the contract sent for signature.
  await expect(page.getByTestId('order-history').getByTestId('order-history-entry')).toHaveCount(9);
  expect(await historySteps(page)).toEqual([
    'Creado · Cliente y cobertura | Iniciado',
    'Actualizado · Productos | Producto actualizado',
    'Actualizado · Configuración de líneas | Líneas actualizadas',
    'Actualizado · Dirección de envío | Dirección de envío añadida',
    'Actualizado · Verificación de documento | Verificación solicitada',
    'Actualizado · Revisión de la verificación | Verificación completada',
    'Actualizado · Datos de pago | Pago actualizado',
    'Lanzado | En curso',
    'Contrato enviado a firma | Pendiente de firma del contrato',
  ]);

  // The customer, the verification with a view of each document, the payment and what the launch started.
  const customer = page.getByTestId('order-customer');
  await expect(customer.getByRole('link', { name: 'Nuria Ferrer' })).toHaveAttribute(
    'href',
    `/customer/${fiscalId}`,
  );
  const verification = page.getByTestId('order-verification');
  await expect(verification).toContainText('Manual');
  await expect(verification).toContainText('Aceptada');
  await verification.getByRole('button', { name: 'Ver Anverso del documento' }).click();
  const viewer = page.getByRole('dialog', { name: 'Anverso del documento' });
  await expect(viewer.getByRole('img', { name: 'Anverso del documento' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId('order-payment')).toContainText('ES91 2100 0418 4502 0005 1332');
  await expect(page.getByTestId('order-lines')).toContainText(`Móvil ${ported}`);
  const fulfilment = page.getByTestId('order-fulfilment');
  await expect(fulfilment).toContainText(ported);
  await expect(fulfilment).toContainText('Pendiente de programar');
  await expect(fulfilment.getByRole('link', { name: 'Ver en portabilidades' })).toHaveAttribute(
    'href',
    `/management/portabilities?search=${ported}`,
  );
  const contract = page.getByTestId('order-contract');
  await expect(contract).toContainText('Enviado');
  await expectNoSeriousViolations(page);

  // The contract document: previewed in a dialog, and downloaded under the order's number.
  await contract.getByRole('button', { name: 'Ver contrato' }).click();
  const preview = page.getByRole('dialog', { name: 'Contrato del pedido' });
  await expect(preview.frameLocator('iframe').getByText(orderNumber).first()).toBeVisible();
  await page.keyboard.press('Escape');
  const generated = page.waitForEvent('download');
  await contract.getByRole('button', { name: 'Descargar contrato', exact: true }).click();
  expect((await generated).suggestedFilename()).toBe(`contrato-${orderNumber}.html`);

  // From the customer page's Orders tab, the same page.
  await page.goto(`/customer/${fiscalId}`);
  await page.getByRole('tab', { name: /^Pedidos/ }).click();
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${orderNumber}` })).toBeFocused();

  // The contract signed on paper is uploaded: the contract is signed and the order moves on.
  await page
    .getByLabel('Contrato firmado (PDF)')
    .setInputFiles({ name: 'contrato-firmado.pdf', mimeType: 'application/pdf', buffer: SIGNED_PDF });
  await page.getByRole('button', { name: 'Subir contrato firmado' }).click();
  await expect(page.getByText(`Contrato firmado del pedido ${orderNumber} subido`)).toBeVisible();
  await expect(page.locator('h1 ~ [data-status]')).toHaveText('Firma completada');
  await expect(contract).toContainText('Firmado');
  await expect(contract).toContainText('Copia firmada en papel subida');
  expect((await historySteps(page)).at(-1)).toBe('Contrato firmado subido | Firma completada');
  await expect(page.getByRole('button', { name: 'Subir contrato firmado' })).toHaveCount(0);
  const signed = page.waitForEvent('download');
  await contract.getByRole('button', { name: 'Descargar contrato firmado' }).click();
  expect((await signed).suggestedFilename()).toBe(`contrato-firmado-${orderNumber}.pdf`);

  // What the page shows is what was stored: a reload reads it from the server again.
  await page.reload();
  await expect(page.locator('h1 ~ [data-status]')).toHaveText('Firma completada');
  await expect(page.getByTestId('order-history').getByTestId('order-history-entry')).toHaveCount(10);
});

test("a draft's detail: its actions from the palette and the buttons, allowed by its status", async ({
  page,
}) => {
  const fiscalId = dniFrom(Date.now() + 43);
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await fillIntro(page, { fiscalId, name: 'Pere', surname: 'Mas' });
  await addProduct(page, 'Móvil 10 GB');
  await expectStep(page, 'Configuración de líneas');
  const orderId = page.url().match(/\/new-order\/([0-9a-f-]{36})$/)?.[1] ?? '';

  // The old link shows the same page.
  await page.goto(`/management/orders/${orderId}`);
  const heading = page.getByRole('heading', { level: 1, name: /^Pedido ORD-/ });
  await expect(heading).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Acciones del pedido' });
  await expect(toolbar.getByRole('button')).toHaveText([
    'Continuar en el alta',
    'Lanzar pedido',
    'Eliminar borrador',
  ]);
  await expect(page.getByTestId('order-fulfilment')).toContainText('Se crearán al lanzar el pedido.');
  await expect(page.getByTestId('order-verification')).toContainText(
    'Todavía no se ha recibido ningún documento.',
  );
  await expectNoSeriousViolations(page);

  // Its status allows a launch, which the api refuses while a step is missing: the refusal is translated.
  await toolbar.getByRole('button', { name: 'Lanzar pedido' }).click();
  const launch = page.getByRole('dialog', { name: '¿Lanzar este pedido?' });
  await launch.getByRole('button', { name: 'Lanzar pedido' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Al pedido le falta un paso por completar.' }),
  ).toBeVisible();
  await expect(page.locator('h1 ~ [data-status]')).toHaveText('Producto actualizado');

  // Deleting asks for an irreversible confirmation; Escape leaves the draft as it was.
  await toolbar.getByRole('button', { name: 'Eliminar borrador' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '¿Eliminar este borrador?' });
  await expect(dialog).toContainText('Esta acción es irreversible');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The palette lists the same actions; continuing opens the wizard where the draft was left.
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await page.keyboard.type('Continuar en el alta');
  await expect(page.getByRole('option', { name: 'Continuar en el alta' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('option', { name: 'Lanzar pedido' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/new-order/${orderId}$`));
  await expectStep(page, 'Configuración de líneas');
});

test('a manager cancels the signature of a launched order, irreversibly, then generates a new contract and relaunches it', async ({
  page,
}) => {
  const seed = Date.now();
  const fiscalId = dniFrom(seed + 47);
  const ported = `7${String((seed + 47) % 100_000_000).padStart(8, '0')}`;
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  const orderNumber = await launchedWizardOrder(page, fiscalId, ported);

  await openFromInProgressQueue(page, orderNumber);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${orderNumber}` })).toBeVisible();
  const status = page.locator('h1 ~ [data-status]');
  await expect(status).toHaveText('Pendiente de firma del contrato');
  const contract = page.getByTestId('order-contract');
  await expect(contract).toContainText('Enviado');
  // A contract the customer has been sent is never generated again.
  await expect(contract.getByRole('button', { name: 'Generar anexo' })).toHaveCount(0);
  const toolbar = page.getByRole('toolbar', { name: 'Acciones del pedido' });
  await expect(toolbar.getByRole('button')).toHaveText(['Cancelar firma del contrato']);

  // The irreversible confirmation starts on its way back: Enter alone leaves the order as it was.
  await toolbar.getByRole('button', { name: 'Cancelar firma del contrato' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar la firma del contrato?' });
  await expect(confirm).toContainText('Esta acción es irreversible');
  await expect(confirm.getByRole('button', { name: 'Volver' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(status).toHaveText('Pendiente de firma del contrato');

  await toolbar.getByRole('button', { name: 'Cancelar firma del contrato' }).click();
  await confirm.getByRole('button', { name: 'Cancelar firma del contrato' }).click();
  await expect(page.getByText(`Firma del pedido ${orderNumber} cancelada.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveText('Firma cancelada');
  expect((await historySteps(page)).at(-1)).toBe('Firma del contrato cancelada | Firma cancelada');
  await expect(contract).toContainText('Firma anulada');
  await expect(toolbar.getByRole('button')).toHaveText(['Relanzar pedido']);

  // The voided contract allows a new document: generated, previewed, and kept unsent until the relaunch.
  await contract.getByRole('button', { name: 'Generar anexo' }).click();
  await expect(page.getByText(`Contrato del pedido ${orderNumber} generado de nuevo.`)).toBeVisible();
  const preview = page.getByRole('dialog', { name: 'Contrato del pedido' });
  await expect(preview.frameLocator('iframe').getByText(orderNumber).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(contract.locator('dl [data-status]')).toHaveText('Pendiente');
  await expect(contract).toContainText('Contrato generado');

  // Relaunching sends that contract: the order waits for its signature again.
  await toolbar.getByRole('button', { name: 'Relanzar pedido' }).click();
  await expect(page.getByText(`Pedido ${orderNumber} relanzado.`)).toBeVisible();
  await expect(status).toHaveText('Pendiente de firma del contrato');
  await expect(contract.locator('dl [data-status]')).toHaveText('Enviado');
  await expect(contract.getByRole('button', { name: 'Generar anexo' })).toHaveCount(0);

  // What the page shows is what was stored.
  await page.reload();
  await expect(status).toHaveText('Pendiente de firma del contrato');
  expect(await historySteps(page)).toEqual(
    expect.arrayContaining(['Firma del contrato cancelada | Firma cancelada', 'Relanzado | En curso']),
  );
});
