import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

/** Opens a page from the command palette, by its menu name, as a keyboard user would. */
async function openFromPalette(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();
}

/** Runs a palette command of the focused row by (part of) its title. */
async function runFromPalette(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.fill(title);
  await expect(page.getByRole('option', { name: title }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

const rows = (page: Page) => page.locator('tbody tr[data-row-id]');
const focusedRow = (page: Page) => page.locator('tbody tr[data-focused]');

test('a manager opens the fieldwork queues with the keyboard and sees the seeded rows, translated', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  const queues = [
    {
      menu: 'Instalaciones',
      path: /\/management\/installations/,
      title: 'Instalaciones',
      seeded: 'Pendiente de programar',
    },
    { menu: 'Envíos', path: /\/shipments/, title: 'Envíos', seeded: 'Pendiente de logística' },
    { menu: 'Procesos', path: /\/processes/, title: 'Procesos', seeded: 'Completado' },
  ];
  for (const queue of queues) {
    await openFromPalette(page, queue.menu);
    await expect(page).toHaveURL(queue.path);
    await expect(page.getByRole('heading', { level: 1, name: queue.title })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    // Statuses come from the catalogue, never as codes.
    await expect(page.getByRole('grid').getByText(queue.seeded).first()).toBeVisible();
    await expect(page.getByRole('grid')).not.toContainText(/PENDING_|COMPLETED|INITIATED/);
  }
  await page.getByLabel('Tipo').selectOption('SIM_CHANGE');
  await expect(page).toHaveURL(/type=SIM_CHANGE/);
  await expect(rows(page).first().getByText('Cambio de SIM')).toBeVisible();
});

test('a manager cancels a shipment with a reason from the palette; its row turns pending cancellation', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  // Still in the warehouse with the documents in: every such parcel can be cancelled.
  await page.goto('/shipments?group=PENDING_LOGISTIC');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().getByText('Pendiente de logística')).toBeVisible();

  await page.getByRole('grid').focus();
  await page.keyboard.press('j');
  await expect(focusedRow(page)).toHaveCount(1);
  const id = await focusedRow(page).getAttribute('data-row-id');
  expect(id).toBeTruthy();

  await runFromPalette(page, 'Cancelar envío');
  // The reason is a nested palette page.
  await expect(page.getByRole('option', { name: 'Petición del cliente' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Buscar comandos' }).fill('Petición del cliente');
  await page.keyboard.press('Enter');
  // Irreversible confirmation: Cancel has the focus, so Enter alone never confirms it.
  await expect(page.getByText('¿Cancelar el envío?')).toBeVisible();
  await expect(page.getByText('Motivo: Petición del cliente')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Cancelación del envío solicitada/)).toBeVisible();

  // The row left the PENDING_LOGISTIC view; with every status it shows its new one (the embedded logistics
  // provider may already have confirmed the cancellation).
  await page.goto('/shipments');
  const row = page.locator(`tbody tr[data-row-id="${id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByText(/^(Pendiente de cancelación|Cancelado)$/)).toBeVisible();
});

test('a manager schedules an installation in a free slot from the palette form', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  // Standard and satellite installations waiting for a date can both be scheduled.
  await page.goto('/management/installations?status=PENDING_SCHEDULE');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('grid').focus();
  await page.keyboard.press('j');
  const id = await focusedRow(page).getAttribute('data-row-id');

  await runFromPalette(page, 'Programar instalación');
  const form = page.getByRole('dialog', { name: 'Programar la visita' });
  await expect(form).toBeVisible();
  // Submitting empty says what is missing, in Spanish.
  await form.getByRole('button', { name: 'Programar instalación' }).click();
  await expect(form.getByText('Este campo es obligatorio').first()).toBeVisible();
  // The provider's first free slot fills date and slot.
  await form.getByRole('list', { name: 'Huecos libres del proveedor' }).getByRole('button').first().click();
  await expect(form.getByLabel('Fecha')).not.toHaveValue('');
  await form.getByRole('button', { name: 'Programar instalación' }).press('Enter');
  await expect(page.getByText(/Instalación programada/)).toBeVisible();
  await expect(form).toBeHidden();

  await page.goto('/management/installations?status=SCHEDULED');
  await expect(page.locator(`tbody tr[data-row-id="${id}"]`).getByText('Programada')).toBeVisible();
});

test('an admin sees invoices and the lines pending migration', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  await openFromPalette(page, 'Migraciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Migraciones' })).toBeVisible();
  // The demo seed draws line statuses at random: the page shows the lines pending migration, or says there are none.
  await expect(
    rows(page)
      .first()
      .getByText('Pendiente de migración')
      .or(page.getByText('No hay líneas pendientes de migración.')),
  ).toBeVisible();

  await page.goto('/invoices?status=PAID&type=INVOICE');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  await expect(rows(page).first().getByText('Pagada')).toBeVisible();
  await rows(page)
    .first()
    .getByRole('button', { name: /^Acciones de / })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Reembolsar factura' })).toBeVisible();
});
