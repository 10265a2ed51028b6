import { expect, test } from '@playwright/test';
import { expectConsole, signIn } from './sign-in';

// A revoked session: the api refuses the token (401), the console clears storage but the theme and goes to /login.
test('a 401 from the api sends the user to /login with the theme kept', async ({ page, request }) => {
  await signIn(page, 'legacy@demo.test');
  await expectConsole(page);
  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  const theme = await page.evaluate(() => localStorage.getItem('theme'));
  expect(theme).toBeTruthy();

  // Revoke this browser's refresh token (and with it every token of its sign-in) through the pool, as a
  // sign-out elsewhere would. Amplify keeps the tokens in sessionStorage when "remember me" is off.
  const refreshToken = await page.evaluate(() => {
    for (const store of [sessionStorage, localStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.endsWith('.refreshToken')) return store.getItem(key);
      }
    }
    return null;
  });
  expect(refreshToken).toBeTruthy();
  const revoked = await request.post('/idp', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.RevokeToken',
    },
    data: JSON.stringify({ Token: refreshToken, ClientId: 'centralita-console' }),
  });
  expect(revoked.ok()).toBe(true);

  // The api caches a "not revoked" answer for up to 2 s; after that the next request is refused.
  await page.waitForTimeout(2500);
  await page.goto('/subscriptions/v2');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(theme);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
