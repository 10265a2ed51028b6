import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

const QUEUES = [
  { name: 'draft orders', path: '/management/draft-orders' },
  { name: 'portabilities', path: '/management/portabilities' },
  { name: 'subscriptions', path: '/subs' },
] as const;

type Box = { x: number; y: number; width: number; height: number };

type Layout = {
  tableWidth: number;
  containerWidth: number;
  rows: number;
  /** Pairs of cells of one row whose boxes intersect. */
  overlaps: string[];
  /** Cells whose content is wider than the cell (clipped): status badges, dates, numbers, the row menu. */
  clipped: string[];
  columns: { header: string; width: number; needed: number }[];
};

/** Every row's cells measured in the page: their boxes, and what each cell's content needs. */
function measure(grid: Element): Layout {
  const scroller = grid.parentElement as HTMLElement;
  const intersects = (a: Box, b: Box) =>
    a.x < b.x + b.width - 0.5 &&
    b.x < a.x + a.width - 0.5 &&
    a.y < b.y + b.height - 0.5 &&
    b.y < a.y + a.height - 0.5;
  const headers = [...grid.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  const overlaps: string[] = [];
  const clipped: string[] = [];
  const needed = headers.map(() => 0);
  const rows = [...grid.querySelectorAll('tbody tr[data-row-id]')];
  for (const row of rows) {
    const cells = [...row.querySelectorAll(':scope > td')] as HTMLElement[];
    const boxes = cells.map((cell) => cell.getBoundingClientRect());
    for (const [i, a] of boxes.entries()) {
      for (const [j, b] of boxes.entries()) {
        if (j > i && intersects(a, b))
          overlaps.push(`${row.getAttribute('data-row-id')}: ${headers[i]} × ${headers[j]}`);
      }
    }
    for (const [i, cell] of cells.entries()) {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const padding = Number.parseFloat(getComputedStyle(cell).paddingLeft) * 2;
      needed[i] = Math.max(needed[i] ?? 0, Math.ceil(range.getBoundingClientRect().width + padding));
      // Free text (names, products) may end in an ellipsis; values that are read whole must fit.
      const whole = cell.querySelector('[data-status], .tabular-nums, [data-row-menu]');
      if (whole && cell.scrollWidth > cell.clientWidth + 0.5)
        clipped.push(
          `${headers[i]}: ${cell.textContent?.trim()} (${cell.scrollWidth} > ${cell.clientWidth})`,
        );
    }
  }
  const firstRow = rows[0];
  const widths = firstRow
    ? [...firstRow.querySelectorAll(':scope > td')].map((cell) => cell.getBoundingClientRect().width)
    : [];
  return {
    tableWidth: grid.getBoundingClientRect().width,
    containerWidth: scroller.clientWidth,
    rows: rows.length,
    overlaps,
    clipped,
    columns: headers.map((header, index) => ({
      header,
      width: Math.round(widths[index] ?? 0),
      needed: needed[index] ?? 0,
    })),
  };
}

async function openQueue(page: Page, path: string) {
  await page.goto(path);
  const grid = page.getByRole('grid');
  await expect(grid.locator('tr[data-row-id]').first()).toBeVisible();
  return grid;
}

for (const language of ['es', 'ca'] as const) {
  test(`at 1,280 px in ${language} the queues fit their container and no row action overlaps a cell`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'manager@demo.test');
    await expectConsole(page);
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    for (const queue of QUEUES) {
      const grid = await openQueue(page, queue.path);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      const layout = await grid.evaluate(measure);
      console.log(
        `${language} ${queue.name}: table ${layout.tableWidth} px in ${layout.containerWidth} px, ${layout.rows} rows;`,
        layout.columns.map((column) => `${column.header || '·'} ${column.width}/${column.needed}`).join(', '),
      );
      expect(layout.rows).toBeGreaterThan(0);
      expect.soft(layout.tableWidth, queue.name).toBeLessThanOrEqual(layout.containerWidth);
      expect.soft(layout.overlaps, queue.name).toEqual([]);
      expect.soft(layout.clipped, queue.name).toEqual([]);
      // The row's actions are one menu button, in the last cell (rows whose status allows none have an empty one).
      if (queue.name !== 'subscriptions')
        expect(await grid.locator('tr[data-row-id] > td:last-child [data-row-menu]').count()).toBeGreaterThan(
          0,
        );
    }
  });
}

test('the portabilities queue has no serious or critical axe violation, its row menu open', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  const grid = await openQueue(page, '/management/portabilities?status=INITIATED');
  await page.keyboard.press('j');
  await page.keyboard.press('.');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Headless UI keeps the focus on the menu and marks the active item.
  await expect(menu).toBeFocused();
  await expect(menu.getByRole('menuitem').first()).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(grid.locator('tr[data-focused]')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).include('#page-content').analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
});
