import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type ErrorBody = { error: { code: string; field?: string } };
type Document = { documentType: string; name: string; title: string; created: string };

let api: ApiServer;
let agent: string;
let nimbus: string;
let fiscalId: string;

beforeAll(async () => {
  api = await startApiServer();
  agent = (await api.signIn('agent@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  const customer = await api.db
    .selectFrom('customers')
    .select('fiscal_id')
    .where('brand_id', '=', '2020001')
    .where('channel_id', '=', '2020001')
    .orderBy('fiscal_id')
    .executeTakeFirstOrThrow();
  fiscalId = customer.fiscal_id;
});
afterAll(() => api?.close());

const PDF = Buffer.from('%PDF-1.4\n% a small test document\n').toString('base64');

describe('custom documents', () => {
  it('adds, lists with download URLs, downloads and deletes a document', async () => {
    const added = await api.call('POST', '/customer/addCustomDocument', agent, {
      documentType: 'CONTRACT',
      documentName: 'contrato.pdf',
      documentContent: PDF,
      fiscalId,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ title: 'contrato.pdf' });

    const again = await api.call('POST', '/customer/addCustomDocument', agent, {
      documentType: 'CONTRACT',
      documentName: 'contrato.pdf',
      documentContent: `data:application/pdf;base64,${PDF}`,
      fiscalId,
    });
    expect(again.status).toBe(200);
    expect((again.body as { title: string }).title).toBe('contrato.pdf (2)');

    const customer = await api.call('GET', `/customer?fiscalId=${fiscalId}`, agent);
    const titles = (customer.body as { customDocuments: Document[] }).customDocuments.map((d) => d.title);
    expect(titles).toEqual(expect.arrayContaining(['contrato.pdf', 'contrato.pdf (2)']));

    const urls = await api.call('GET', `/customer/urls?fiscalId=${fiscalId}`, agent);
    expect(urls.status).toBe(200);
    const items = (urls.body as { items: Array<{ title: string; url: string }> }).items;
    const first = items.find((item) => item.title === 'contrato.pdf');
    if (!first) throw new Error('the new document has no URL');
    const download = await api.call('GET', first.url, agent);
    expect(download.status).toBe(200);
    expect(download.body).toMatchObject({ title: 'contrato.pdf', documentType: 'CONTRACT', content: PDF });
    expect(Buffer.from((download.body as { content: string }).content, 'base64').toString()).toContain(
      '%PDF-1.4',
    );

    const outsider = await api.call('GET', first.url, nimbus);
    expect(outsider.status).toBe(404);

    const deleted = await api.call('POST', '/customer/deleteCustomDocument', agent, {
      title: 'contrato.pdf',
      fiscalId,
    });
    expect(deleted.status).toBe(200);
    expect((deleted.body as { deleted: boolean }).deleted).toBe(true);
    expect((deleted.body as { documents: Document[] }).documents.map((d) => d.title)).not.toContain(
      'contrato.pdf',
    );
    expect((await api.call('GET', first.url, agent)).status).toBe(404);

    const absent = await api.call('POST', '/customer/deleteCustomDocument', agent, {
      title: 'contrato.pdf',
      fiscalId,
    });
    expect(absent.body).toMatchObject({ deleted: false });
  });

  it('refuses content that is not base64 with 400 on documentContent and stores nothing', async () => {
    const before = await dumpDatabase(api.db);
    for (const documentContent of ['not base64!', 'abc', 'data:application/pdf;base64,@@@@']) {
      const res = await api.call('POST', '/customer/addCustomDocument', agent, {
        documentType: 'OTHER',
        documentName: 'roto.pdf',
        documentContent,
        fiscalId,
      });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).error).toMatchObject({
        code: 'INVALID_REQUEST',
        field: 'documentContent',
      });
    }
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it("does not let another brand delete a brand's document (404, nothing deleted)", async () => {
    await api.call('POST', '/customer/addCustomDocument', agent, {
      documentType: 'OTHER',
      documentName: 'privado.pdf',
      documentContent: PDF,
      fiscalId,
    });
    const before = await dumpDatabase(api.db);
    const res = await api.call('POST', '/customer/deleteCustomDocument', nimbus, {
      title: 'privado.pdf',
      fiscalId,
    });
    expect(res.status).toBe(404);
    expect(await dumpDatabase(api.db)).toEqual(before);
  });
});
