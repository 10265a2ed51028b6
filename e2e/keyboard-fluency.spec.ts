import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

// A demo customer of Demo Telecom's "Sur" sub-channel with lines (api/seed/demo-customers.ts, see customer.spec.ts).
const FISCAL_ID = '06897493T';

test.use({ viewport: { width: 1280, height: 800 } });

/** No serious or critical axe violation in the page's own content. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('#page-content').analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

async function selectWithArrows(page: Page, option: Locator): Promise<void> {
  await expect(option).toBeVisible();
  for (let step = 0; step < 30; step++) {
    if ((await option.getAttribute('aria-selected')) === 'true') return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

async function runFromPalette(
  page: Page,
  text: string,
  option: (page: Page) => Locator = (page) => page.getByRole('option', { name: text }).first(),
): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.fill(text);
  await selectWithArrows(page, option(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();
}

/** The customer's hit, not one of their lines' (which carry the fiscal id too). */
const theCustomer = (page: Page) =>
  page.getByRole('option', { name: new RegExp(`^Cliente\\b.*${FISCAL_ID}`) }).first();

const isHeadingFocused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.tagName === 'H1' && document.activeElement.hasAttribute('tabindex'),
  );

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

/** From the heading, at most three Tab presses reach the selected tab. */
async function tabToStrip(page: Page): Promise<void> {
  for (let presses = 0; presses < 3; presses += 1) {
    if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'tab')) break;
    await page.keyboard.press('Tab');
  }
  await expect(selectedTab(page)).toBeFocused();
}

/** The tabs' tops: one distinct value when the strip is one row. */
async function tabRows(page: Page): Promise<number> {
  const tops = await page
    .getByRole('tablist')
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  return new Set(tops).size;
}

test('after palette navigation the heading has the focus; the customer tabs are near it and driven by keys', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await expect(page.getByRole('heading', { name: 'Alta de cliente' })).toBeVisible();

  // A page command: the heading of the page reached takes the focus.
  await runFromPalette(page, 'Portabilidades', (page) =>
    page.getByRole('option', { name: /^Portabilidades/ }).first(),
  );
  await expect(page).toHaveURL(/\/management\/portabilities$/);
  await expect.poll(() => isHeadingFocused(page)).toBe(true);
  // A key sequence still works from a focused heading.
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/subs$/);
  await expect.poll(() => isHeadingFocused(page)).toBe(true);

  // A search hit: the customer's page, its heading focused.
  await runFromPalette(page, FISCAL_ID, theCustomer);
  await expect(page).toHaveURL(new RegExp(`/customer/${FISCAL_ID}$`));
  const tablist = page.getByRole('tablist', { name: 'Secciones del cliente' });
  await expect(tablist).toBeVisible();
  await expect.poll(() => isHeadingFocused(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The strip is at most three Tab presses from the heading, and one Tab stop.
  await tabToStrip(page);
  const tabs = await tablist.getByRole('tab').allTextContents();
  expect(tabs).toContain('Facturas');
  expect(tabs).not.toContain('Alarma');

  // ] steps to the next tab, the focus follows; Alt+3 jumps to the third; arrows move within the strip.
  const first = tabs[0] ?? '';
  await expect(selectedTab(page)).toHaveText(first);
  await page.keyboard.press(']');
  await expect(selectedTab(page)).toHaveText(tabs[1] ?? '');
  await expect(selectedTab(page)).toBeFocused();
  await page.keyboard.press('Alt+3');
  await expect(selectedTab(page)).toHaveText(tabs[2] ?? '');
  await page.keyboard.press('ArrowLeft');
  await expect(selectedTab(page)).toHaveText(tabs[1] ?? '');
  await page.keyboard.press('[');
  await expect(selectedTab(page)).toHaveText(first);

  // The palette's 'Ir a la pestaña Facturas'.
  await runFromPalette(page, 'Ir a la pestaña Facturas');
  await expect(selectedTab(page)).toHaveText('Facturas');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'customer-tabpanel-invoices');

  // One row at 1,280 px, in every language.
  expect(await tabRows(page)).toBe(1);
  await expectNoSeriousViolations(page);
  for (const [language, label, name] of [
    ['ca', 'Seccions del client', 'Idioma'],
    ['en', 'Customer sections', 'Idioma'],
    ['br', null, 'Language'],
  ] as const) {
    await page.getByLabel(name).selectOption(language);
    if (label) await expect(page.getByRole('tablist', { name: label })).toBeVisible();
    else await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await tabRows(page), language).toBe(1);
  }
});

test('the line page: heading focus after a link, tab keys, and no serious axe violation', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await runFromPalette(page, FISCAL_ID, theCustomer);
  await expect(page).toHaveURL(new RegExp(`/customer/${FISCAL_ID}$`));
  await runFromPalette(page, 'Ir a la pestaña Suscripciones');
  const lineLink = page.getByRole('tabpanel').getByRole('link').first();
  await expect(lineLink).toBeVisible();
  await lineLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/line\/\d+$/);
  await expect(page.getByRole('tablist', { name: 'Secciones de la línea' })).toBeVisible();
  await expect.poll(() => isHeadingFocused(page)).toBe(true);
  // Holder link, the actions toolbar (one Tab stop), the strip.
  await tabToStrip(page);

  await page.keyboard.press(']');
  await expect(selectedTab(page)).toHaveText('Productos');
  await page.keyboard.press('Alt+4');
  await expect(selectedTab(page)).toHaveText('SIM');
  await runFromPalette(page, 'Ir a la pestaña Consumo');
  await expect(selectedTab(page)).toHaveText('Consumo');
  await page.keyboard.press('Alt+1');
  await expect(selectedTab(page)).toHaveText('Resumen');
  await expectNoSeriousViolations(page);
  // heading-order is a moderate rule: checked on its own.
  const { violations } = await new AxeBuilder({ page })
    .include('#page-content')
    .withRules(['heading-order'])
    .analyze();
  expect(violations).toEqual([]);

  // Back: the customer's heading again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/customer/${FISCAL_ID}$`));
  await expect.poll(() => isHeadingFocused(page)).toBe(true);
});

test('the operator inside a brand sees a banner with Return, and a new sign-in starts in channel 0', async ({
  page,
}) => {
  const enterVela = async () => {
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', { name: 'Buscar comandos' })).toBeFocused();
    await page.keyboard.type('vela mov', { delay: 40 });
    await selectWithArrows(
      page,
      page.getByRole('group', { name: 'Marcas' }).getByRole('option', { name: /Vela Movil/ }),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Paleta de comandos' })).toBeHidden();
  };
  const banner = page.getByRole('region', { name: 'Canal en el que actúas' });

  await signIn(page, 'operator@demo.test');
  await expectConsole(page);
  await expect(banner).toHaveCount(0);
  await enterVela();
  await expect(banner).toContainText('Actuando en Vela Movil (1450002)');
  await banner.getByRole('button', { name: 'Volver a mi canal' }).click();
  await expect(banner).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('palette-context-channel')).toHaveText(/^Canal 0\b/);
  await page.keyboard.press('Escape');

  // Inside the brand again, then out and back in: the new session starts in the operator's own channel.
  await enterVela();
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'operator@demo.test');
  await expectConsole(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('palette-context-channel')).toHaveText(/^Canal 0\b/);
});

test('g s typed at once after sign-in reaches the lines queue on a four times slower CPU', async ({
  page,
}) => {
  test.slow();
  // A slow renderer spaces the two keys (Playwright sends the second once the first is handled) and delays the
  // landing page: the keys are held while it loads and stay one sequence.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await signIn(page, 'manager@demo.test');
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/subs$/, { timeout: 30_000 });
});
