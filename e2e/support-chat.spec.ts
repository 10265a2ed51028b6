import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

const API_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8180) + 1}`;
/** A mobile line of brand 2020001 (deterministic demo seed; line.spec.ts works on it too). */
const LINE = '623712706';
/** A customer of brand 2020001's own channel with the seeded signed services contract (a PDF custom document). */
const FISCAL_ID = '05099189C';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a manager writes to support from a line page: the line is named, the brand contact gets the e-mail', async ({
  page,
  request,
}) => {
  await signIn(page, 'manager@demo.test');
  await expectConsole(page);
  await page.goto(`/line/${LINE}`);
  await expect(page.getByRole('heading', { name: `Línea ${LINE}` })).toBeVisible();

  // From the palette, as from any page.
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.pressSequentially('Contactar con soporte');
  const command = page.getByRole('option', { name: 'Contactar con soporte' });
  for (let step = 0; step < 20 && (await command.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');

  const panel = page.getByRole('dialog', { name: 'Soporte' });
  const message = panel.getByLabel('Mensaje', { exact: true });
  await expect(message).toHaveValue(`Línea ${LINE}:\n`);
  await expect(message).toBeFocused();
  await expect(panel.getByLabel('Tema', { exact: true })).toHaveValue('technical');
  await expect(panel.getByRole('link', { name: /^Escribir a / }).first()).toHaveAttribute('href', /^mailto:/);
  const hint = (await panel.getByText(/^Se enviará a /).textContent()) ?? '';
  const recipient = hint.replace('Se enviará a ', '').trim();
  expect(recipient).toMatch(/@/);
  expect(await seriousViolations(page)).toEqual([]);

  const text = `La línea no navega desde las ${Date.now() % 100000}.`;
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Enviar mensaje' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText(
    `Hemos enviado tu mensaje. Para cualquier otra consulta, escribe al buzón de soporte ${recipient}.`,
  );

  const outbox = await request.get(`${API_URL}/test/outbox`, { params: { recipient } });
  expect(outbox.ok()).toBe(true);
  const { messages } = (await outbox.json()) as { messages: Array<{ subject: string; body: string }> };
  const sent = messages.find((candidate) => candidate.body.includes(text));
  expect(sent?.body).toContain(`Línea ${LINE}:\n${text}`);
  expect(sent?.subject).toContain('Técnico');

  // Closed with Escape; the launcher opens it again, in the dark theme too.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const launcher = page.getByRole('button', { name: 'Contactar con soporte' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByLabel('Mensaje', { exact: true })).toHaveValue(`Línea ${LINE}:\n`);
  expect(await seriousViolations(page)).toEqual([]);
});

test("an agent views a customer's contract in the Documentation tab and downloads it", async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await expectConsole(page);
  await page.goto(`/customer/${FISCAL_ID}`);
  await page.getByRole('tab', { name: 'Documentación' }).click();
  await page.getByRole('button', { name: 'Ver Contrato de servicios' }).click();

  const viewer = page.getByRole('dialog', { name: 'Contrato de servicios' });
  const frame = viewer.getByTitle('Documento PDF Contrato de servicios');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contrato-servicios.pdf');
  const file = await readFile((await download.path()) ?? '');
  expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(viewer).toBeHidden();
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar Contrato de servicios' }).click(),
  ]);
  expect(again.suggestedFilename()).toBe('contrato-servicios.pdf');
});
