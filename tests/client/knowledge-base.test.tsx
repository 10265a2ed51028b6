import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  articleVersionFor,
  knowledgeBaseLanguageOf,
} from '../../client/features/knowledge-base/article-version';
import MarkdownView from '../../client/features/knowledge-base/markdown-view';
import { closePalette } from '../../client/palette/palette-store';
import { registerShellCommands } from '../../client/palette/register-shell-commands';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

beforeAll(() => {
  registerShellCommands();
});

afterEach(() => {
  cleanup();
  closePalette();
  vi.unstubAllGlobals();
});

const ARTICLE = {
  defaultLanguage: 'es' as const,
  title: 'Horario hábil',
  body: 'De lunes a viernes.',
  translations: [
    { language: 'ca' as const, title: 'Horari hàbil', body: 'De dilluns a divendres.' },
    { language: 'en' as const, title: 'Business hours', body: 'Monday to Friday.' },
  ],
};

describe('the version a reader gets', () => {
  it('is the translation into the interface language when the article has one', () => {
    expect(articleVersionFor(ARTICLE, 'ca')).toEqual({
      language: 'ca',
      title: 'Horari hàbil',
      body: 'De dilluns a divendres.',
      fallback: false,
    });
    expect(articleVersionFor(ARTICLE, 'en').title).toBe('Business hours');
  });

  it('falls back to the default language, saying so, when there is no translation', () => {
    expect(articleVersionFor(ARTICLE, 'br')).toEqual({
      language: 'es',
      title: 'Horario hábil',
      body: 'De lunes a viernes.',
      fallback: true,
    });
  });

  it('is the default version, not a fallback, for a reader of the default language', () => {
    expect(articleVersionFor(ARTICLE, 'es')).toMatchObject({ language: 'es', fallback: false });
    const catalanFirst = { ...ARTICLE, defaultLanguage: 'ca' as const, translations: [] };
    expect(articleVersionFor(catalanFirst, 'ca')).toMatchObject({ language: 'ca', fallback: false });
    expect(articleVersionFor(catalanFirst, 'es')).toMatchObject({ language: 'ca', fallback: true });
  });

  it('reads an interface language the knowledge base does not know as Spanish', () => {
    expect(knowledgeBaseLanguageOf('fr')).toBe('es');
    expect(articleVersionFor(ARTICLE, 'fr')).toMatchObject({ language: 'es', fallback: false });
  });
});

describe('an article body in Markdown', () => {
  const HOSTILE = [
    '## Pasos',
    '',
    'Texto en **negrita** y un [enlace](https://example.com/ayuda).',
    '',
    '<script>window.__knowledgeBaseScriptRan = true</script>',
    '',
    '<img src="x" onerror="window.__knowledgeBaseScriptRan = true">',
    '',
    '[pulsa aquí](javascript:window.__knowledgeBaseScriptRan=true) y [otro](JAVASCRIPT:alert(1))',
    '',
    '<a href="javascript:alert(1)">html</a>',
  ].join('\n');

  it('renders Markdown as elements and nothing of the raw HTML or script links live', async () => {
    const { container } = render(<MarkdownView markdown={HOSTILE} />);
    expect(container.querySelector('strong')?.textContent).toBe('negrita');
    // The article's title is the h2: the text's headings start below it.
    expect(container.querySelector('h3')?.textContent).toBe('Pasos');
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['enlace', 'pulsa aquí', 'otro']);
    for (const link of links) expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/ayuda');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]?.hasAttribute('href')).toBe(false);
    // Clicking what is left does nothing a script could have asked for.
    await userEvent.setup().click(links[1] as HTMLAnchorElement);
    expect((window as { __knowledgeBaseScriptRan?: boolean }).__knowledgeBaseScriptRan).toBeUndefined();
  });
});

type Deferred = { resolve: () => void; promise: Promise<void> };
function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { resolve, promise };
}

const FOUND = [
  {
    id: 'a1',
    category: 'PORTABILITY',
    language: 'es',
    title: 'Cómo tramitar una portabilidad',
    updatedAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 'a2',
    category: 'BUSINESS_RULES',
    language: 'es',
    title: 'Horario hábil',
    updatedAt: '2026-01-01T00:00:00Z',
  },
];

describe('"kb:" in the palette', () => {
  it('asks only the knowledge base, and Enter before its answer opens the first article once it comes', async () => {
    const answer = deferred();
    const operations: { name: string; variables: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as {
          operationName?: string;
          variables?: Record<string, unknown>;
        };
        const name = body.operationName ?? '';
        operations.push({ name, variables: body.variables ?? {} });
        if (name === 'KnowledgeBaseArticles') {
          if (body.variables?.search === 'porta') await answer.promise;
          return Response.json({ data: { knowledgeBaseArticles: FOUND } });
        }
        if (name === 'KnowledgeBaseArticle') {
          return Response.json({
            data: {
              knowledgeBaseArticle: {
                id: 'a1',
                brandId: '2020001',
                category: 'PORTABILITY',
                defaultLanguage: 'es',
                title: 'Cómo tramitar una portabilidad',
                body: 'Pide el **ICC**.',
                translations: [],
                createdAt: '2026-01-01T00:00:00Z',
                updatedAt: '2026-01-01T00:00:00Z',
                updatedBy: 'admin@demo.test',
              },
            },
          });
        }
        return Response.json({ data: null, errors: [{ message: `unexpected ${name}` }] });
      }),
    );
    const app = renderApp('/subscriptions/v2', { role: 'AGENT' });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByLabelText('Buscar comandos');
    await user.keyboard('kb: porta');
    await user.keyboard('{Enter}');
    // Nothing runs while the answer for "porta" is on its way.
    await waitFor(() =>
      expect(operations.some((operation) => operation.variables.search === 'porta')).toBe(true),
    );
    expect(app.current()).toBe('/subscriptions/v2');
    await act(async () => answer.resolve());
    await waitFor(() => expect(app.current()).toBe('/knowledgeBase?article=a1'));
    expect(
      await screen.findByRole('heading', { name: 'Cómo tramitar una portabilidad', level: 2 }),
    ).toBeTruthy();
    // The global search (lines, customers) never ran for the "kb:" text.
    expect(operations.map((operation) => operation.name)).not.toContain('GlobalSearch');
    expect(operations.find((operation) => operation.variables.search === 'porta')?.variables).toMatchObject({
      language: 'es',
      first: 8,
    });
  });
});
