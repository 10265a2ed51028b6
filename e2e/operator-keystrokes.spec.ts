import { expect, test } from '@playwright/test';
import { countedKeyboard, delayAnswers } from './keystrokes';
import { expectConsole, signIn } from './sign-in';

const RUNS = 20;

test('the operator enters a brand in at most 8 keystrokes and returns in at most 4', async ({ page }) => {
  test.setTimeout(240_000);
  await delayAnswers(page);
  await signIn(page, 'operator@demo.test');
  await expectConsole(page);
  const keys = countedKeyboard(page);
  let enterCount = 0;
  let returnCount = 0;
  for (let run = 0; run < RUNS; run++) {
    keys.reset();
    await keys.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Buscar comandos' })).toBeFocused();
    await keys.type('vela');
    await keys.press('Enter');
    await expect(page.getByText(/Vela Movil/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver a mi canal' }).first()).toBeVisible();
    enterCount = keys.count();
    expect(enterCount).toBeLessThanOrEqual(8);

    keys.reset();
    // One gesture: two separate presses leave the runner's own pace between the keys (1.6 s on a loaded machine).
    await keys.type('g0');
    await expect(page.getByRole('button', { name: 'Volver a mi canal' })).toHaveCount(0);
    returnCount = keys.count();
    expect(returnCount).toBeLessThanOrEqual(4);
  }
  console.log(
    `operator: enters a brand in ${enterCount} keystrokes, returns in ${returnCount}, ${RUNS} runs`,
  );
});
