import { expect, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

test('an AGENT typing /resources lands on not-authorized', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await expect(page).toHaveURL(/\/subscriptions\/v2$/);
  await page.goto('/resources');
  await expect(page).toHaveURL(/\/not-authorized/);
});

test('an unknown path lands on /error-404', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/subscriptions\/v2$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error-404$/);
});

test('channel management: hidden and 404 for Nimbus (3000003), shown for Demo Telecom (2020001)', async ({
  browser,
}) => {
  const nimbus = await browser.newPage();
  await signIn(nimbus, 'admin@nimbus.test');
  await expect(nimbus).toHaveURL(/\/dashboard$/);
  await expectConsole(nimbus);
  const nimbusMenu = nimbus.getByRole('navigation').first();
  await expect(nimbusMenu.getByRole('link', { name: 'Recursos' })).toBeVisible();
  await expect(nimbusMenu.locator('a[href="/management/channel"]')).toHaveCount(0);
  await nimbus.goto('/management/channel');
  await expect(nimbus).toHaveURL(/\/error-404$/);

  const demo = await browser.newPage();
  await signIn(demo, 'admin@demo.test');
  await expect(demo).toHaveURL(/\/dashboard$/);
  await expect(demo.getByRole('navigation').first().locator('a[href="/management/channel"]')).toBeVisible();
  await demo.goto('/management/channel');
  await expect(demo).toHaveURL(/\/management\/channel$/);
});
