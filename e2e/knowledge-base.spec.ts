import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

// The page and react-markdown load their chunks on a shared CI machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Serious and critical axe findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

// A word no demo article has, so the palette's search finds this story's article alone.
const TITLE = 'Baja por defunción del titular (tramitación)';
const BODY = [
  '## Documentos',
  '',
  'Pide el **certificado de defunción** y el DNI de quien tramita.',
  '',
  '<script>document.title = "script ran"</script>',
  '',
  '[Modelo de solicitud](javascript:document.title="link ran")',
].join('\n');

test('an admin writes an article; an agent finds it with "kb:" in the palette and reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Another browser, another person: the brand's agent signs in meanwhile, on the page signup sends them to.
  const agent = await (await browser.newContext()).newPage();
  const agentSignedIn = signIn(agent, 'agent@demo.test').then(() => expectConsole(agent));
  await signIn(page, 'admin@demo.test');
  await expectConsole(page);
  await page.goto('/knowledgeBase');
  await expect(page.getByRole('heading', { name: 'Base de conocimiento', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo artículo' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo artículo' });
  await form.getByLabel('Categoría').selectOption('PROCEDURES');
  await form.getByLabel('Título', { exact: true }).fill(TITLE);
  await form.getByLabel('Texto (Markdown)', { exact: true }).fill(BODY);
  await form.getByRole('button', { name: 'Ver vista previa' }).click();
  const preview = form.getByRole('region', { name: 'Vista previa' });
  await expect(preview.locator('strong')).toHaveText('certificado de defunción');
  await form.getByRole('button', { name: 'Añadir una traducción' }).click();
  await expect(form.getByLabel('Idioma de la traducción 1')).toHaveValue('ca');
  await form.getByLabel('Título de la traducción 1').fill('Baixa per defunció del titular');
  await form.getByLabel('Texto de la traducción 1 (Markdown)').fill('Demana el **certificat de defunció**.');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();

  const article = page.getByRole('article', { name: TITLE });
  await expect(article.getByRole('heading', { name: TITLE, level: 2 })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('certificado de defunción');
  await expect(page).toHaveURL(/\/knowledgeBase\?article=[0-9a-f-]{36}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Modo oscuro' }).click();

  await agentSignedIn;
  await agent.keyboard.press('Control+k');
  const input = agent.getByRole('combobox', { name: 'Buscar comandos' });
  await expect(input).toBeFocused();
  await input.pressSequentially('kb: defuncion tramitacion');
  await agent.keyboard.press('Enter');
  await expect(agent).toHaveURL(/\/knowledgeBase\?article=[0-9a-f-]{36}$/);
  const read = agent.getByRole('article', { name: TITLE });
  await expect(read.getByRole('heading', { name: TITLE, level: 2 })).toBeVisible();
  await expect(read.locator('strong')).toHaveText('certificado de defunción');
  // The body's script and script link are not live: nothing ran, and the link has no address.
  const scriptLink = read.getByText('Modelo de solicitud');
  await expect(scriptLink).not.toHaveAttribute('href');
  await scriptLink.click();
  expect(await agent.title()).not.toMatch(/ran/);
  await expect(read.locator('script')).toHaveCount(0);
  // An agent reads; writing is the admin's.
  await expect(agent.getByRole('button', { name: 'Nuevo artículo' })).toHaveCount(0);
  await expect(read.getByRole('button', { name: 'Editar' })).toHaveCount(0);
});
