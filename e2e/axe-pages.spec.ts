import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

/** Serious and critical findings on the whole page, shell included. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the login page has no serious or critical axe violation, and every control sits in a landmark', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withRules(['region']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('a queue, a customer and a line, with the console shell, have no serious or critical axe violation', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto('/subs');
  await expect(
    page.getByRole('grid', { name: 'Suscripciones' }).locator('tr[data-row-id]').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/customer/06897493T');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rosalia/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/line/922761883');
  await expect(page.getByRole('heading', { level: 1, name: /922761883/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
