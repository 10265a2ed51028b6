import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBaseArticle, KnowledgeBaseArticleSummary } from '../../schema/rest/knowledge-base';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type ErrorBody = { error: { code: string; field?: string } };
type List = { items: KnowledgeBaseArticleSummary[] };

const NOW = new Date('2026-03-10T10:00:00.000Z');
let api: ApiServer;
let admin: string;
let agent: string;
let manager: string;
let client: string;
let nimbus: string;
let subAdmin: string;
let operator: string;

beforeAll(async () => {
  api = await startApiServer({ clock: () => NOW });
  admin = (await api.signIn('admin@demo.test')).accessToken;
  agent = (await api.signIn('agent@demo.test')).accessToken;
  manager = (await api.signIn('manager@demo.test')).accessToken;
  client = (await api.signIn('client@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  operator = (await api.signIn('operator@demo.test')).accessToken;
  // owner@demo.test becomes ADMIN of 2020001 on first sign-in, then stands in sub-channel 2020001002.
  subAdmin = (await api.signIn('owner@demo.test')).accessToken;
  const entered = await api.call('PUT', '/user/channel', subAdmin, { channel: '2020001002' });
  expect(entered.status).toBe(200);
  // A first call records each caller's sign-in (role, super admin flag): done here, not inside a comparison.
  for (const token of [admin, agent, manager, client, nimbus, operator, subAdmin]) {
    await api.call('GET', '/session', token);
  }
});
afterAll(() => api?.close());

async function list(token: string, query: string): Promise<List> {
  const res = await api.call('GET', `/knowledge-base/articles?${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as List;
}

async function idOf(title: string): Promise<string> {
  const found = (await list(admin, 'language=es')).items.find((item) => item.title === title);
  if (!found) throw new Error(`no demo article titled ${title}`);
  return found.id;
}

/** A refused request answers `status` with `code` and leaves every table as it was. */
async function expectRefused(
  method: string,
  path: string,
  token: string,
  body: unknown,
  status: number,
  code: string,
  field?: string,
) {
  const before = await fingerprintDatabase(api.db);
  const res = await api.call(method, path, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect((res.body as ErrorBody).error.code).toBe(code);
  if (field) expect((res.body as ErrorBody).error.field).toBe(field);
  expect(await fingerprintDatabase(api.db)).toEqual(before);
}

const NEW_ARTICLE = {
  category: 'PROCEDURES',
  defaultLanguage: 'es',
  title: 'Duplicado de SIM por robo',
  body: '## Pasos\n\n1. Pide la denuncia.\n2. Lanza el *duplicado*.',
  translations: [
    { language: 'ca', title: 'Duplicat de SIM per robatori', body: '## Passos\n\n1. Demana la denúncia.' },
    {
      language: 'en',
      title: 'Duplicate SIM after a theft',
      body: '## Steps\n\n1. Ask for the police report.',
    },
  ],
};

describe('reading: every staff role of the brand, in the reader language where there is a translation', () => {
  it("lists the brand's articles for an agent, titled in Spanish", async () => {
    const { items } = await list(agent, 'language=es');
    expect(items.map((item) => item.title)).toEqual([
      'Cómo tramitar una portabilidad móvil',
      'Ficha de producto: Fibra 1 Gbps',
      'Horario hábil para portabilidades',
      'Impuestos de la factura por territorio',
      'Reiniciar la ONT de una fibra',
    ]);
    expect(new Set(items.map((item) => item.language))).toEqual(new Set(['es']));
  });

  it('titles an article in Catalan where it has that translation and in its default language otherwise', async () => {
    const { items } = await list(agent, 'language=ca');
    const byTitle = Object.fromEntries(items.map((item) => [item.title, item.language]));
    expect(byTitle).toEqual({
      'Com tramitar una portabilitat mòbil': 'ca',
      'Horari hàbil per a portabilitats': 'ca',
      'Ficha de producto: Fibra 1 Gbps': 'es',
      'Impuestos de la factura por territorio': 'es',
      'Reiniciar la ONT de una fibra': 'es',
    });
  });

  it('searches plain words in every version, ignoring accents and case, title matches first', async () => {
    const hours = await list(agent, `language=es&search=${encodeURIComponent('HORARIO habil')}`);
    // The procedure's body points to the hours article: found too, after the article whose title says it.
    expect(hours.items.map((item) => item.title)).toEqual([
      'Horario hábil para portabilidades',
      'Cómo tramitar una portabilidad móvil',
    ]);
    const holidays = await list(agent, 'language=es&search=festivos%20madrid');
    expect(holidays.items.map((item) => item.title)).toEqual(['Horario hábil para portabilidades']);
    // "portabilitat" is only in the Catalan versions; a Spanish reader still finds them, titled in Spanish.
    const catalan = await list(agent, 'language=es&search=portabilitat');
    expect(catalan.items.map((item) => item.title)).toEqual([
      'Cómo tramitar una portabilidad móvil',
      'Horario hábil para portabilidades',
    ]);
    // Both mention portabilities; the one whose title says it comes before the one whose body does.
    const ranked = await list(agent, 'language=es&search=portabilidad');
    expect(ranked.items[0]?.title).toBe('Cómo tramitar una portabilidad móvil');
    expect(ranked.items.map((item) => item.title)).toContain('Horario hábil para portabilidades');
    const none = await list(agent, 'language=es&search=portabilidad%20inexistente');
    expect(none.items).toEqual([]);
    // % is a character, not a pattern: only the taxes article ("IVA 21 %") has one.
    const percent = await list(agent, 'language=es&search=%25');
    expect(percent.items.map((item) => item.title)).toEqual(['Impuestos de la factura por territorio']);
  });

  it('filters by category and limits the answer', async () => {
    const rules = await list(agent, 'language=en&category=BUSINESS_RULES');
    expect(rules.items.map((item) => [item.title, item.language])).toEqual([
      ['Business hours for portabilities', 'en'],
    ]);
    expect((await list(agent, 'language=es&limit=2')).items).toHaveLength(2);
  });

  it('reads one article with every translation, for agents and managers alike', async () => {
    const id = await idOf('Horario hábil para portabilidades');
    for (const token of [agent, manager]) {
      const res = await api.call('GET', `/knowledge-base/article?id=${id}`, token);
      expect(res.status).toBe(200);
      const article = res.body as KnowledgeBaseArticle;
      expect(article).toMatchObject({
        id,
        brandId: '2020001',
        category: 'BUSINESS_RULES',
        defaultLanguage: 'es',
      });
      expect(article.body).toContain('09:00 a 20:00');
      expect(article.translations.map((translation) => translation.language)).toEqual(['ca', 'en']);
    }
  });

  it('lets a CLIENT read nothing', async () => {
    const res = await api.call('GET', '/knowledge-base/articles', client);
    expect(res.status).toBe(403);
  });
});

describe('scope: per brand', () => {
  it("keeps another brand's admin away from the brand's articles, and the brand away from theirs", async () => {
    const id = await idOf('Cómo tramitar una portabilidad móvil');
    const theirs = await list(nimbus, 'language=es');
    expect(theirs.items.map((item) => item.title)).toEqual(['Altas de fibra en Nimbus']);
    expect((await api.call('GET', `/knowledge-base/article?id=${id}`, nimbus)).status).toBe(404);
    await expectRefused('PUT', `/knowledge-base/articles/${id}`, nimbus, NEW_ARTICLE, 404, 'NOT_FOUND');
    await expectRefused('DELETE', `/knowledge-base/articles/${id}`, nimbus, undefined, 404, 'NOT_FOUND');
    const nimbusId = theirs.items[0]?.id ?? '';
    expect((await api.call('GET', `/knowledge-base/article?id=${nimbusId}`, agent)).status).toBe(404);
    expect((await list(agent, 'language=es&search=nimbus')).items).toEqual([]);
  });

  it('lets a sub-channel admin read the brand articles but not write them', async () => {
    const id = await idOf('Reiniciar la ONT de una fibra');
    expect((await list(subAdmin, 'language=es')).items).toHaveLength(5);
    expect((await api.call('GET', `/knowledge-base/article?id=${id}`, subAdmin)).status).toBe(200);
    await expectRefused('POST', '/knowledge-base/articles', subAdmin, NEW_ARTICLE, 403, 'FORBIDDEN');
    await expectRefused('PUT', `/knowledge-base/articles/${id}`, subAdmin, NEW_ARTICLE, 403, 'FORBIDDEN');
    await expectRefused('DELETE', `/knowledge-base/articles/${id}`, subAdmin, undefined, 403, 'FORBIDDEN');
  });

  it('refuses writes to managers and agents of the brand', async () => {
    const id = await idOf('Reiniciar la ONT de una fibra');
    for (const token of [manager, agent]) {
      await expectRefused('POST', '/knowledge-base/articles', token, NEW_ARTICLE, 403, 'FORBIDDEN');
      await expectRefused('PUT', `/knowledge-base/articles/${id}`, token, NEW_ARTICLE, 403, 'FORBIDDEN');
    }
  });

  it('lets operator staff in channel 0 read every brand', async () => {
    const titles = (await list(operator, 'language=es')).items.map((item) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Altas de fibra en Nimbus', 'Reiniciar la ONT de una fibra']),
    );
  });
});

describe('writing: the brand admin', () => {
  it('creates an article with translations; the agent finds and reads it in their language', async () => {
    const created = await api.call('POST', '/knowledge-base/articles', admin, NEW_ARTICLE);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const article = created.body as KnowledgeBaseArticle;
    expect(article).toMatchObject({
      brandId: '2020001',
      title: 'Duplicado de SIM por robo',
      updatedBy: 'admin@demo.test',
      createdAt: NOW.toISOString(),
    });
    const found = await list(agent, 'language=ca&search=robatori');
    expect(found.items).toEqual([
      {
        id: article.id,
        category: 'PROCEDURES',
        language: 'ca',
        title: 'Duplicat de SIM per robatori',
        updatedAt: NOW.toISOString(),
      },
    ]);
    expect((await api.call('GET', `/knowledge-base/article?id=${article.id}`, agent)).status).toBe(200);
  });

  it('replaces an article whole: a translation left out is gone, the search follows the new text', async () => {
    const id = (await list(admin, 'language=es&search=robo')).items[0]?.id ?? '';
    const updated = await api.call('PUT', `/knowledge-base/articles/${id}`, admin, {
      ...NEW_ARTICLE,
      category: 'TECHNICAL',
      title: 'Duplicado de SIM por pérdida o robo',
      translations: [NEW_ARTICLE.translations[1]],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const article = updated.body as KnowledgeBaseArticle;
    expect(article.category).toBe('TECHNICAL');
    expect(article.translations.map((translation) => translation.language)).toEqual(['en']);
    expect((await list(agent, 'language=ca&search=robatori')).items).toEqual([]);
    const fallback = await list(agent, 'language=ca&search=perdida');
    expect(fallback.items.map((item) => [item.title, item.language])).toEqual([
      ['Duplicado de SIM por pérdida o robo', 'es'],
    ]);
  });

  it('deletes an article and its translations', async () => {
    const id = (await list(admin, 'language=es&search=robo')).items[0]?.id ?? '';
    const deleted = await api.call('DELETE', `/knowledge-base/articles/${id}`, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id, deleted: true });
    expect((await api.call('GET', `/knowledge-base/article?id=${id}`, agent)).status).toBe(404);
    const left = await api.db
      .selectFrom('knowledge_base_translations')
      .select('language')
      .where('article_id', '=', id)
      .execute();
    expect(left).toEqual([]);
    await expectRefused('DELETE', `/knowledge-base/articles/${id}`, admin, undefined, 404, 'NOT_FOUND');
  });

  it('refuses a translation in the default language or a language given twice, naming the field', async () => {
    const [catalan, english] = NEW_ARTICLE.translations;
    await expectRefused(
      'POST',
      '/knowledge-base/articles',
      admin,
      { ...NEW_ARTICLE, translations: [{ ...catalan, language: 'es' }] },
      400,
      'INVALID_REQUEST',
      'translations.0.language',
    );
    await expectRefused(
      'POST',
      '/knowledge-base/articles',
      admin,
      { ...NEW_ARTICLE, translations: [english, { ...catalan, language: 'en' }] },
      400,
      'INVALID_REQUEST',
      'translations.1.language',
    );
    await expectRefused(
      'POST',
      '/knowledge-base/articles',
      admin,
      { ...NEW_ARTICLE, title: '   ' },
      400,
      'INVALID_REQUEST',
      'title',
    );
  });
});
