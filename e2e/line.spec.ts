import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

/** An ACTIVE mobile line of brand 2020001 in no group and no pack (deterministic demo seed). */
const LINE = '623712706';

async function paletteCommand(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.pressSequentially(text);
  // The palette also lists global search hits: walk down to the command itself, then run it.
  const command = page.getByRole('option', { name: text, exact: true }).first();
  await expect(command).toBeVisible();
  for (let step = 0; step < 20 && (await command.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(command).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

test('a manager runs the line actions from the keyboard: alias, tariff, configuration SMS and cancel', async ({
  page,
}) => {
  // Four actions in one story: three times the default minute.
  test.slow();
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);

  // Open the line from the palette's global search.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Buscar comandos' });
  await search.pressSequentially(LINE);
  const hit = page.getByRole('option', { name: new RegExp(LINE) }).first();
  await expect(hit).toBeVisible();
  for (let step = 0; step < 20 && (await hit.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/line/${LINE}$`));
  await expect(page.getByRole('heading', { name: `Línea ${LINE}` })).toBeVisible();
  const status = page.locator('[data-status]').first();
  await expect(status).toHaveText('Activa');

  // Alias, from the palette: the form opens with the field focused; Enter saves.
  await paletteCommand(page, 'Cambiar el alias');
  const aliasDialog = page.getByRole('dialog');
  await expect(aliasDialog.getByLabel('Alias')).toBeFocused();
  await page.keyboard.type('Móvil de Ana');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Alias de la línea ${LINE} actualizado`)).toBeVisible();
  await expect(aliasDialog).toBeHidden();
  await expect(page.getByTestId('line-alias')).toHaveText('Móvil de Ana');

  // Tariff, from the palette: a compatible product, executed now.
  await paletteCommand(page, 'Cambiar la tarifa');
  const tariffDialog = page.getByRole('dialog');
  const product = tariffDialog.getByLabel('Nueva tarifa');
  await expect(product).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const chosen = await product.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
  const chosenName = chosen.split(' · ')[0] ?? '';
  expect(chosenName).not.toBe('');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(tariffDialog.getByLabel('Ahora')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(tariffDialog.getByRole('button', { name: 'Cambiar la tarifa' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Cambio de tarifa solicitado para la línea ${LINE}`)).toBeVisible();
  await expect(page.getByTestId('line-product')).toHaveText(chosenName);

  // Configuration SMS, from the line's button: a confirmation, then the toast.
  await page
    .getByRole('toolbar', { name: 'Acciones de la línea' })
    .getByRole('button', { name: 'Enviar SMS de configuración' })
    .focus();
  await page.keyboard.press('Enter');
  const smsDialog = page.getByRole('dialog');
  await expect(smsDialog.getByRole('heading', { name: '¿Enviar el SMS de configuración?' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`SMS de configuración enviado a la línea ${LINE}`)).toBeVisible();

  // Cancel, from the palette: a reason, then the irreversible confirmation that needs the acknowledgement.
  await paletteCommand(page, 'Dar de baja la línea');
  // cmdk selects the first reason once the page has rendered; Enter before that does nothing.
  await expect(page.getByRole('option', { name: 'Petición del cliente' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  const cancelDialog = page.getByRole('dialog');
  const confirm = cancelDialog.getByRole('button', { name: 'Dar de baja la línea' });
  await expect(confirm).toBeDisabled();
  // Escape aborts: nothing changes.
  await page.keyboard.press('Escape');
  await expect(cancelDialog).toBeHidden();
  await expect(status).toHaveText('Activa');

  await paletteCommand(page, 'Dar de baja la línea');
  // cmdk selects the first reason once the page has rendered; Enter before that does nothing.
  await expect(page.getByRole('option', { name: 'Petición del cliente' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  const acknowledgement = cancelDialog.getByLabel(
    'He informado al cliente final de la pérdida irreversible del número.',
  );
  // The dialog opens on its safe choice, the back button (locales: actions.dialog.cancel).
  await expect(cancelDialog.getByRole('button', { name: 'Volver' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(acknowledgement).toBeFocused();
  await page.keyboard.press('Space');
  await expect(acknowledgement).toBeChecked();
  await expect(confirm).toBeEnabled();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Baja de la línea ${LINE} registrada`)).toBeVisible();
  // docs/lifecycles.md: a live line waits in PENDING_TERMINATION until its end date, two days later.
  await expect(status).toHaveText('Pendiente de baja');
});
