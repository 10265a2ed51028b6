import { expect, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, seriousViolations } from './public-page-helpers';
import { expectConsole, signIn } from './sign-in';

// Nimbus Fibra's key: the demo brand's links belong to the public coverage story, which runs alongside.
test('an admin generates new coverage links after an irreversible confirmation; the old link stops working', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await signIn(page, 'admin@nimbus.test');
  await expectConsole(page);
  await page.goto('/coverage');
  const share = page.getByRole('region', { name: 'Comparte la consulta de cobertura' });
  const brandLink = share.getByRole('link').first();
  await expect(brandLink).toHaveAttribute('href', /\/coverage\/public\?key=[A-Za-z0-9_-]{43}$/);
  const oldLink = (await brandLink.getAttribute('href')) ?? '';

  // Enter on the opened dialog goes back: the focus starts on "Volver", and confirming needs the box ticked.
  await share.getByRole('button', { name: 'Generar enlaces nuevos' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Generar enlaces nuevos?' });
  await expect(dialog.getByRole('button', { name: 'Volver' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Generar enlaces nuevos' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(brandLink).toHaveAttribute('href', oldLink);

  await share.getByRole('button', { name: 'Generar enlaces nuevos' }).click();
  await dialog.getByLabel('Entiendo que los enlaces compartidos hasta ahora dejarán de funcionar').check();
  await dialog.getByRole('button', { name: 'Generar enlaces nuevos' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(share.getByText('Enlaces nuevos generados: los anteriores ya no funcionan.')).toBeVisible();
  await expect(brandLink).not.toHaveAttribute('href', oldLink);
  const newLink = (await brandLink.getAttribute('href')) ?? '';
  expect(newLink).toMatch(/\/coverage\/public\?key=[A-Za-z0-9_-]{43}$/);

  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(oldLink);
  await expect(phone.getByText('Este enlace de cobertura no es válido.')).toBeVisible();
  await expect(phone.getByLabel('Provincia')).toHaveCount(0);
  await phone.goto(newLink);
  // The heading and the form, not the brand's name: the invoice payment story shows this brand's logo for a while.
  await expect(phone.getByRole('heading', { level: 1, name: 'Comprueba tu cobertura' })).toBeVisible();
  await expect(phone.getByLabel('Provincia')).toBeVisible();
  await context.close();
});
