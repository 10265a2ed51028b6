import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { graphqlAsSignedInUser } from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';

const CARDS = [
  'sales',
  'activations',
  'recurringRevenue',
  'terminations',
  'liveLines',
  'portIns',
  'portOuts',
  'events',
] as const;
type Card = (typeof CARDS)[number];
const PERIODS = [
  { period: 'TODAY', label: 'Hoy' },
  { period: 'YESTERDAY', label: 'Ayer' },
  { period: 'LAST_WEEK', label: 'Última semana' },
] as const;

/** The rows of a `;`-separated CSV (byte order mark, quoted cells with doubled quotes, CRLF lines). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** Serious and critical axe findings on the whole page, shell included. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The counters of a period as the gateway answers them to the page's own session. */
async function countersFromGateway(page: Page, period: string): Promise<Record<Card, number>> {
  const data = await graphqlAsSignedInUser(
    page,
    `query($period: DashboardPeriod) { dashboardCounters(period: $period) { counters { ${CARDS.join(' ')} } } }`,
    { period },
  );
  return (data.dashboardCounters as { counters: Record<Card, number> }).counters;
}

/**
 * The api's counters as the page's language writes them, formatted by the browser's own Intl (not the console's
 * code): euros for recurring revenue, whole numbers for the rest.
 */
async function formattedCounters(page: Page, counters: Record<Card, number>, locale: string) {
  return page.evaluate(
    ({ counters, locale }) =>
      Object.fromEntries(
        Object.entries(counters).map(([card, value]) => [
          card,
          card === 'recurringRevenue'
            ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value / 100)
            : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value),
        ]),
      ),
    { counters, locale },
  );
}

/** The figure each card shows on screen, as text, by card. */
async function cardFigures(page: Page): Promise<Record<string, string>> {
  const figures: Record<string, string> = {};
  for (const card of CARDS) {
    figures[card] = (await page.locator(`[data-card="${card}"] > div`).nth(1).innerText()).trim();
  }
  return figures;
}

/**
 * The cards show, as text in the language's number format, what the gateway answers for the period at the same
 * moment. Other stories write lines, orders and processes of this brand meanwhile: the page is read again until it
 * shows what the api answers.
 */
async function expectCardsShowApi(page: Page, period: string, locale: string): Promise<void> {
  await expect(async () => {
    const expected = await formattedCounters(page, await countersFromGateway(page, period), locale);
    if (JSON.stringify(await cardFigures(page)) !== JSON.stringify(expected)) {
      await page.reload();
      await expect(page.locator('[data-card="events"]')).toBeVisible();
    }
    const counters = await countersFromGateway(page, period);
    expect(await cardFigures(page)).toEqual(await formattedCounters(page, counters, locale));
    expect(await cardValues(page)).toEqual(counters);
  }).toPass({ timeout: 30_000 });
}

/** The figures the cards show, by card (their `data-value`, the number each card formats). */
async function cardValues(page: Page): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  for (const card of CARDS) {
    values[card] = Number(await page.locator(`[data-card="${card}"]`).getAttribute('data-value'));
  }
  return values;
}

test('the admin lands on the dashboard and its eight cards show, for each period, what the api counts', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de control' })).toBeVisible();
  for (const { period, label } of PERIODS) {
    await page.getByRole('navigation', { name: 'Periodo' }).getByRole('link', { name: label }).click();
    await expect(
      page.getByRole('navigation', { name: 'Periodo' }).getByRole('link', { name: label }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: label }).getByRole('link')).toHaveCount(8);
    await expectCardsShowApi(page, period, 'es-ES');
  }
  // Each card names what it counts.
  await expect(page.locator('[data-card="liveLines"]')).toHaveAccessibleName(/^Líneas activas/);
  await expect(page.locator('[data-card="recurringRevenue"]')).toHaveAccessibleName(/^Ingresos recurrentes/);
});

test('a card opens its queue filtered to what it counts, by keyboard: from the palette or with Tab and Enter', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  await page.goto('/dashboard?period=LAST_WEEK');
  await expect(page.locator('[data-card="portIns"]')).toBeVisible();

  // The palette focuses the card; Enter opens the incoming portabilities requested last week.
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Buscar comandos' }).fill('tarjeta portabilidades entrantes');
  await expect(
    page.getByRole('option', { name: 'Ir a la tarjeta del panel: Portabilidades entrantes' }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-card="portIns"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/management\/portabilities\?created=LAST_WEEK$/);
  await expect(page.getByLabel('Solicitada en')).toHaveValue('LAST_WEEK');
  await expect(page.getByRole('link', { name: 'Entrantes' })).toHaveAttribute('aria-current', 'page');

  // Back on the dashboard, Tab moves from card to card; Enter on Live lines opens the active lines.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?period=LAST_WEEK$/);
  await page.locator('[data-card="terminations"]').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-card="liveLines"]')).toBeFocused();
  const live = Number(await page.locator('[data-card="liveLines"]').getAttribute('data-value'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/subs\?status=ACTIVE$/);
  await expect(page.getByLabel('Estado')).toHaveValue('ACTIVE');
  const grid = page.getByRole('grid');
  await expect(grid.locator('tr[data-row-id]').first()).toBeVisible();
  expect(live).toBeGreaterThan(0);

  // The sales of the period: the launched orders, filtered by their first launch in it.
  await page.goto('/dashboard?period=LAST_WEEK');
  await page.locator('[data-card="sales"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/management\/draft-orders\?tab=in-progress&launched=LAST_WEEK$/);
  await expect(page.getByLabel('Lanzado en')).toHaveValue('LAST_WEEK');
});

test('in English and dark mode the charts draw, each with its data table', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  await page.evaluate(() => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', 'dark');
  });
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('[data-card="portIns"]')).toHaveAccessibleName(/^Port-ins/);
  // Today's figures, in English number format.
  await expectCardsShowApi(page, 'TODAY', 'en-GB');
  // Each card's trend: a uPlot canvas, and its figures in a table for screen readers.
  await expect(page.locator('[data-card] [data-chart="uplot"] canvas')).toHaveCount(8);
  await expect(page.getByRole('table', { name: 'Port-ins trend' })).toBeAttached();
  await expect(page.getByRole('table', { name: 'Port-ins trend' }).getByRole('row')).toHaveCount(15);
  // The charts below the cards, with the data shown on demand; their bars link to the queues.
  const lines = page.getByRole('figure', { name: 'Lines by status' });
  await expect(lines).toBeVisible();
  await expect(lines.getByRole('link', { name: /^Active/ })).toHaveAttribute('href', '/subs?status=ACTIVE');
  await lines.getByRole('button', { name: 'Show data' }).click();
  await expect(lines.getByRole('table', { name: 'Lines by status' })).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: 'Monthly fee' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Queue backlog by age' }).getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('figure', { name: "Funnel of the period's orders" })).toBeVisible();
  // The canvas follows the theme: the trend line is drawn in the dark theme's primary (orange 400, #fb923c), not in
  // the light theme's (orange 600, #ea580c).
  const colours = await page
    .locator('[data-card="liveLines"] canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      const { data } = context?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
      const near = (r: number, g: number, b: number) => {
        for (let i = 0; i < data.length; i += 4) {
          const [pr = 0, pg = 0, pb = 0, alpha = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
          if (alpha > 200 && Math.abs(pr - r) < 12 && Math.abs(pg - g) < 12 && Math.abs(pb - b) < 12)
            return true;
        }
        return false;
      };
      return { dark: near(0xfb, 0x92, 0x3c), light: near(0xea, 0x58, 0x0c) };
    });
  expect(colours).toEqual({ dark: true, light: false });

  await page.goto('/dashboards/analytics?from=2025-01-01&to=2025-12-31');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.locator('[data-total="sales"]')).not.toHaveText('0');
  await expect(page.getByRole('figure', { name: 'Sales by day' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales by day' }).getByRole('row')).toHaveCount(366);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV: Sales by family' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ventas-familia-2025-01-01_2025-12-31.csv');
  // The file holds the table shown: its heading row and every row, cell by cell.
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const table = page.getByRole('table', { name: 'Sales by family', exact: true });
  const shown = await table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim()),
      ),
    );
  expect(shown.length).toBeGreaterThan(1);
  expect(csvRows(csv)).toEqual(shown);
});

test('the dashboard, analytics and catalogue pages have no serious or critical axe violation', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  await expect(page.locator('[data-card="events"] canvas')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Líneas por estado' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/dashboards/analytics?from=2025-01-01&to=2025-12-31');
  await expect(page.getByRole('figure', { name: 'Ventas por día' }).locator('canvas').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/dashboards/eCommerce?from=2025-01-01&to=2025-12-31');
  await expect(page.getByRole('table', { name: 'Rendimiento del catálogo' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
