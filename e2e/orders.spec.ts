import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

/** Focuses the first row of the queue on screen with j and returns its order number. */
async function focusFirstOrder(page: Page): Promise<string> {
  const grid = page.getByRole('grid');
  await expect(grid.locator('[data-row-id]').first()).toBeVisible();
  await page.keyboard.press('j');
  const focused = grid.locator('[data-row-id][data-focused]');
  await expect(focused).toHaveCount(1);
  const orderNumber = (await focused.locator('td').nth(1).textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/);
  return orderNumber;
}

async function runFromPalette(page: Page, title: string) {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Buscar comandos' }).fill(title);
  await expect(page.getByRole('option', { name: title })).toBeVisible();
  await page.keyboard.press('Enter');
}

test('cancelling a contract signature asks for an irreversible confirmation, and Escape aborts it', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);

  // The demo's signatures complete at the first sweep: launch a draft so one waits for its signature. A seeded
  // draft whose verification is complete, as other stories add drafts of their own at the top of the queue.
  await page.goto('/management/draft-orders?search=ORD-2025-000028');
  const orderNumber = await focusFirstOrder(page);
  await runFromPalette(page, 'Lanzar pedido');
  const launch = page.getByRole('dialog', { name: '¿Lanzar este pedido?' });
  await expect(launch.getByRole('button', { name: 'Lanzar pedido' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Launched, it leaves the drafts (the queue reloads after the action).
  await expect(page.getByRole('grid').locator('[data-row-id]').filter({ hasText: orderNumber })).toHaveCount(
    0,
  );

  // A shared link restores the view: launched orders waiting for the signature, this one.
  await page.goto(
    `/management/draft-orders?tab=in-progress&status=PENDING_CONTRACT_SIGNATURE&search=${orderNumber}`,
  );
  expect(await focusFirstOrder(page)).toBe(orderNumber);
  const row = () => page.getByRole('grid').locator('[data-row-id]').filter({ hasText: orderNumber });
  await expect(row()).toContainText('Pendiente de firma del contrato');

  await runFromPalette(page, 'Cancelar firma del contrato');
  const dialog = page.getByRole('dialog', { name: '¿Cancelar la firma del contrato?' });
  await expect(dialog.getByRole('heading', { name: '¿Cancelar la firma del contrato?' })).toBeVisible();
  await expect(dialog).toContainText(orderNumber);
  await expect(dialog).toContainText('Esta acción es irreversible');
  await expect(dialog.getByRole('button', { name: 'Volver' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Firma del pedido .* cancelada/)).toHaveCount(0);
  await expect(row()).toContainText('Pendiente de firma del contrato');
  await page.reload();
  await expect(row()).toContainText('Pendiente de firma del contrato');
});

test("a draft's actions are in its row menu, opened with '.' on the focused row", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  // A seeded draft: other stories add their own at the top of the queue.
  await page.goto('/management/draft-orders?search=ORD-2025-000024');
  const orderNumber = await focusFirstOrder(page);
  const focused = page.getByRole('grid').locator('[data-row-id][data-focused]');
  // No inline buttons over the cells: one menu button, named after the row.
  await expect(focused.getByRole('button')).toHaveCount(1);
  await expect(focused.getByRole('button', { name: `Acciones de ${orderNumber}` })).toBeAttached();
  await page.keyboard.press('.');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Lanzar pedido' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Eliminar borrador' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(focused).toContainText(orderNumber);
});
