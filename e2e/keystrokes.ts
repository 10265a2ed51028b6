import type { Page } from '@playwright/test';

/** Every GraphQL answer held back 0-300 ms at random: what the user does must not depend on when answers come. */
export async function delayAnswers(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 300)));
    await route.continue();
  });
}

/** The keys a story presses, counted (Ctrl+K is one). */
export function countedKeyboard(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count += text.length;
      await page.keyboard.type(text);
    },
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}
