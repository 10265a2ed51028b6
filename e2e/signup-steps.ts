import { expect, type Locator, type Page } from '@playwright/test';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * Whether the embedded identity check passes a document: it fails those whose last two digits are 99 or 98
 * (api/providers/identity-check/embedded-identity-check.ts).
 */
export function passesIdentityCheck(document: string): boolean {
  const ending = document.replace(/\D/g, '').slice(-2);
  return ending !== '99' && ending !== '98';
}

/**
 * A valid DNI no demo customer has: a number from `seed`, its check letter computed; one the identity check
 * passes unless `failing`, which gives one ending in 99 (the check fails it with FACE_MISMATCH).
 */
export function dniFrom(seed: number, { failing = false } = {}): string {
  let number = 40_000_000 + (seed % 9_000_000);
  if (failing) number = number - (number % 100) + 99;
  else if (!passesIdentityCheck(String(number))) number -= 2;
  return `${number}${DNI_LETTERS[number % 23]}`;
}

/** A 1x1 PNG: the smallest document the api reads as an image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Presses Tab until `target` has the focus, as a keyboard user walks a form. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Walks to a field with Tab and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

export async function expectStep(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(new RegExp(name));
}

/** Saves the step with Enter in its last field (or on the focused submit button). */
export async function saveWithEnter(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
}

/** Checks an option of a radio group by keyboard: Tab to its checked option, then the arrows until `name`. */
async function chooseRadio(page: Page, checked: string, name: string): Promise<void> {
  await tabTo(page, page.getByRole('radio', { name: checked, exact: true }));
  for (let press = 0; press < 12; press += 1) {
    if (await page.getByRole('radio', { name, exact: true }).isChecked()) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

export type Person = { fiscalId: string; name: string; surname: string };

export type IntroOptions = {
  company?: boolean;
  familyTab?: string;
  /** The contact mobile (where an SMS verification link goes). */
  mobile?: string;
  /** The verification method's label (Webcam, Manual, SMS, QR); Manual by default. */
  verificationType?: string;
};

/** The intro by keyboard: document, person, contact, coverage address in Madrid, family tab, verification method. */
export async function fillIntro(page: Page, person: Person, options: IntroOptions = {}) {
  await expectStep(page, 'Cliente y cobertura');
  if (options.company) {
    await tabTo(page, page.getByRole('combobox', { name: 'Tipo de documento' }));
    await page.keyboard.type('CIF');
  }
  await typeInto(page, page.getByLabel('Número de documento'), person.fiscalId);
  if (options.company) {
    // Tab reaches a radio group at its checked option; the arrows move within it.
    await tabTo(page, page.getByRole('radio', { name: 'Residencial' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Empresa' })).toBeChecked();
    await typeInto(page, page.getByLabel('Razón social'), person.name);
    await typeInto(page, page.getByLabel('Número del representante'), '12345678Z');
    await typeInto(page, page.getByLabel('Nombre del representante'), 'Marta');
    await typeInto(page, page.getByLabel('Apellido del representante'), 'Soler');
    await typeInto(page, page.getByLabel('Nacimiento del representante'), '03/04/1980');
  } else {
    await typeInto(page, page.getByLabel('Nombre', { exact: true }), person.name);
    await typeInto(page, page.getByLabel('Primer apellido'), person.surname);
    await typeInto(page, page.getByLabel('Fecha de nacimiento'), '01/02/1990');
  }
  await typeInto(page, page.getByLabel('E-mail', { exact: true }), 'cliente@example.com');
  await typeInto(page, page.getByLabel('Móvil de contacto'), options.mobile ?? '612345678');
  const province = page.getByRole('combobox', { name: 'Provincia' });
  await expect(province.getByRole('option', { name: 'Madrid', exact: true })).toBeAttached();
  await tabTo(page, province);
  await page.keyboard.type('mad');
  await expect(province).toHaveValue('28');
  const city = page.getByRole('combobox', { name: 'Municipio' });
  await typeInto(page, city, 'madr');
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Código postal')).toHaveValue(/^28\d{3}$/);
  await typeInto(page, page.getByLabel('Calle', { exact: true }), 'Gran Vía');
  await typeInto(page, page.getByLabel('Número', { exact: true }), '12');
  if (options.familyTab) {
    // Arrow keys move within the family radio group until the tab is checked.
    await chooseRadio(page, 'Móvil', options.familyTab);
  }
  if (options.verificationType && options.verificationType !== 'Manual') {
    await chooseRadio(page, 'Manual', options.verificationType);
  }
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
  await expect(page).toHaveURL(/\/new-order\/[0-9a-f-]{36}$/);
}

export async function addProduct(page: Page, name: string): Promise<void> {
  await expectStep(page, 'Productos');
  const add = page.getByRole('button', { name: `Añadir ${name}` });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Quitar ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Guardar y continuar' }));
  await saveWithEnter(page);
}
