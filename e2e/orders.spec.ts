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

  // The demo's signatures complete at the first sweep: launch a draft so one waits for its signature.
  await page.goto('/management/draft-orders');
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

test("the drafts' row buttons sit in their own column, clear of the data cells", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto('/management/draft-orders');
  const rows = page.getByRole('grid').locator('[data-row-id]');
  await expect(rows.first().getByRole('button', { name: 'Lanzar pedido' })).toBeVisible();
  for (const row of await rows.all()) {
    const cells = row.locator('td');
    const count = await cells.count();
    const lastData = await cells.nth(count - 2).boundingBox();
    const actions = await cells
      .nth(count - 1)
      .getByRole('button')
      .all();
    expect(lastData).not.toBeNull();
    for (const button of actions) {
      const box = await button.boundingBox();
      // Left of a button at or past the right edge of the row's last data cell (the creation date).
      expect(box?.x ?? 0).toBeGreaterThanOrEqual((lastData?.x ?? 0) + (lastData?.width ?? 0) - 1);
    }
  }
});

test("in a window narrower than the drafts' table, their row buttons stay on screen and on top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto('/management/draft-orders');
  const grid = page.getByRole('grid');
  const rows = grid.locator('[data-row-id]');
  await expect(rows.first().getByRole('button', { name: 'Lanzar pedido' })).toBeVisible();
  // The table scrolls sideways here: its scroll box (the grid's parent) is narrower than its content.
  const scroller = grid.locator('xpath=..');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const visible = await scroller.boundingBox();
  for (const row of await rows.all()) {
    for (const button of await row.locator('td').last().getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      if (!box || !visible) continue;
      // Inside the visible part of the table, and what a click at its centre reaches (no data cell over it).
      expect(box.x + box.width).toBeLessThanOrEqual(visible.x + visible.width);
      const onTop = await button.evaluate(
        (el, point) => {
          const hit = document.elementFromPoint(point.x, point.y);
          return hit !== null && el.contains(hit);
        },
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop).toBe(true);
    }
  }
});
