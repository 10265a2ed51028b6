import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signIn } from './sign-in';

// Each page loads its chunk and a page of rows from a freshly seeded embedded database, on a shared CI machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Opens a page from the command palette, by its menu name, as a keyboard user would. */
async function openFromPalette(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();
}

/** The data rows of the queue on screen. */
const rows = (page: Page) => page.locator('[data-row-id]');

test('an admin opens every catalogue queue with the keyboard and sees the seeded rows', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('navigation').first()).toBeVisible();

  const queues: { menu: string; path: RegExp; title: string; seeded: string }[] = [
    { menu: 'Productos', path: /\/management\/products$/, title: 'Productos', seeded: 'Móvil 10 GB' },
    { menu: 'Clientes', path: /\/management\/clients/, title: 'Clientes', seeded: 'Residencial' },
    { menu: 'Canales', path: /\/management\/channel$/, title: 'Canales', seeded: 'Demo Telecom Norte' },
    { menu: 'Usuarios', path: /\/management\/users/, title: 'Usuarios del canal', seeded: 'agent@demo.test' },
    { menu: 'Recursos', path: /\/resources$/, title: 'Recursos', seeded: 'Disponible' },
    { menu: 'Leads', path: /\/leads$/, title: 'Leads', seeded: 'Venta interna' },
  ];
  for (const queue of queues) {
    await openFromPalette(page, queue.menu);
    await expect(page).toHaveURL(queue.path);
    await expect(page.getByRole('heading', { level: 1, name: queue.title })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('grid').getByText(queue.seeded).first()).toBeVisible();
  }
});

test('an admin sends a lead from the palette and creates one from the keyboard; the rows show it', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await openFromPalette(page, 'Leads');
  await expect(page).toHaveURL(/\/leads$/);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('CREATED');
  await expect(page).toHaveURL(/status=CREATED/);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: 'Creado' })).toHaveCount(0);

  // Focus the first CREATED lead and remember its phone.
  await page.keyboard.press('j');
  const focused = page.locator('[data-row-id][data-focused]');
  await expect(focused).toHaveCount(1);
  await expect(focused.getByText('Creado')).toBeVisible();
  const cells = await focused.getByRole('gridcell').allInnerTexts();
  const phone = cells.map((text) => text.trim()).find((text) => /^\d{9}$/.test(text)) ?? '';
  expect(phone).toMatch(/^\d{9}$/);

  // Its actions are palette commands: send it.
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await input.fill('Enviar');
  await expect(page.getByRole('option', { name: 'Enviar', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Lead enviado: /)).toBeVisible();

  // The lead left the CREATED view; found by its phone it now shows SENT.
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(phone);
  await expect(page).toHaveURL(new RegExp(`search=${phone}`));
  const sent = rows(page).filter({ hasText: phone });
  await expect(sent.first()).toBeVisible();
  await expect(sent.first().getByText('Enviado')).toBeVisible();

  // A new lead from the palette, typed and saved with the keyboard.
  await openFromPalette(page, 'Nuevo lead');
  const dialog = page.getByRole('dialog', { name: 'Nuevo lead' });
  await expect(dialog.getByLabel('Nombre del cliente')).toBeFocused();
  await page.keyboard.type('Prueba Teclado E2E');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Teléfono')).toBeFocused();
  await page.keyboard.type('699 00 11 22');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Comisión (€)')).toBeFocused();
  await page.keyboard.type('12,50');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Lead creado')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill('699001122');
  await expect(page).toHaveURL(/search=699001122/);
  const created = rows(page).filter({ hasText: 'Prueba Teclado E2E' });
  await expect(created).toHaveCount(1);
  await expect(created.getByText('Creado')).toBeVisible();
  await expect(created.getByText('12,50 €')).toBeVisible();
});

test('an admin withdraws a product from sale with its row menu and the row shows it', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await openFromPalette(page, 'Productos');
  await expect(page).toHaveURL(/\/management\/products$/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Fijo');
  const row = rows(page).filter({ hasText: 'Fijo Tarifa Plana' });
  await expect(row).toHaveCount(1);
  // The search has settled (rows moving under the pointer would close a menu just opened).
  await expect(rows(page)).toHaveCount(1);
  await row.getByRole('button', { name: /^Acciones de / }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  await expect(page.getByText('Producto desactivado: Fijo Tarifa Plana')).toBeVisible();

  const after = rows(page).filter({ hasText: 'Fijo Tarifa Plana' });
  await expect(after.getByText('Inactivo')).toBeVisible();
  await after.getByRole('button', { name: /^Acciones de / }).click();
  await expect(page.getByRole('menuitem', { name: 'Activar' })).toBeVisible();
});
