import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The api of the server under test: the e2e port + 1 (playwright.config.ts). */
const API_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8180) + 1}`;

export const PHONE_VIEWPORT = { width: 375, height: 812 };
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/** The interface languages, with the html lang each sets. */
export const LANGUAGES = [
  { code: 'es', htmlLang: 'es' },
  { code: 'ca', htmlLang: 'ca' },
  { code: 'en', htmlLang: 'en' },
  { code: 'br', htmlLang: 'pt-BR' },
] as const;

type OutboxMessage = {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
};

/**
 * The first link matching `pattern` in the newest message the messaging outbox holds for `recipient` (the api's
 * loopback test route), read as the recipient would read their e-mail.
 */
export async function linkInLatestMessage(
  request: APIRequestContext,
  recipient: string,
  pattern: RegExp,
): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`${API_URL}/test/outbox`, { params: { recipient } });
      expect(answer.ok()).toBe(true);
      const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
      link = pattern.exec(messages[0]?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * A GraphQL operation with the signed-in user's access token, from the page (where the console keeps it), for a
 * step the console's screens do not offer yet.
 */
export async function graphqlAsSignedInUser(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const stores = [window.localStorage, window.sessionStorage];
      const key = stores.flatMap((store) => Object.keys(store)).find((name) => name.endsWith('.accessToken'));
      const token = key ? (window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key)) : null;
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    },
    { query, variables },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data ?? {};
}

/** Serious and critical axe findings on the whole page (the blank layout's header included). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Switches the interface language with the blank layout's language switch, as a visitor would. */
export async function chooseLanguage(page: Page, language: (typeof LANGUAGES)[number]): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').selectOption(language.code);
  await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
}

/**
 * Runs axe on the page as it is in every language at a phone's and a desktop's width, after `ready` says the
 * page shows its content in that language; answers every finding with where it was seen.
 */
export async function violationsInEveryLanguageAndWidth(
  page: Page,
  ready: (page: Page) => Promise<void>,
): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    for (const language of LANGUAGES) {
      await chooseLanguage(page, language);
      await ready(page);
      for (const violation of await seriousViolations(page)) {
        found.push(`${language.code} ${viewport.width}px ${violation}`);
      }
    }
  }
  return found;
}

/**
 * Runs axe at a phone's and a desktop's width in the language shown: for a second colour scheme or state, once the
 * four languages have been checked in the first (a language changes texts, not colours).
 */
export async function violationsAtBothWidths(
  page: Page,
  ready: (page: Page) => Promise<void>,
): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await ready(page);
    for (const violation of await seriousViolations(page)) found.push(`${viewport.width}px ${violation}`);
  }
  return found;
}

/** Whether the page scrolls sideways (a phone layout must not). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
