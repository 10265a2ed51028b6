import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

const SCORE_FIELDS = `id bureauScoreId scoredAt rank defaultProbabilityBasisPoints opinion fraudster defaulter
  companyInfo { name salesYear capitalCents employees status }`;
const COST_FIELDS = 'netCents taxCents totalCents taxTerritory taxRate';

describe('gateway: financial risk, custom documents and the signup helpers over GraphQL', () => {
  let stack: GatewayStack;
  let agent: string;
  let nimbus: string;
  let fiscalId: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
    nimbus = (await stack.api.signIn('admin@nimbus.test')).accessToken;
    const customer = await stack.api.db
      .selectFrom('customers')
      .select('fiscal_id')
      .where('channel_id', '=', '2020001')
      .where('customer_type', '=', 'RESIDENTIAL')
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
    fiscalId = customer.fiscal_id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('scores a customer and then reads the same score and opinion; another brand gets NOT_FOUND', async () => {
    const outcome = dataOf<{
      result: string;
      charged: boolean;
      score: { id: string; opinion: string } | null;
    }>(
      await stack.graphql(
        agent,
        `mutation($f: String!) { scoreCustomer(fiscalId: $f) { result charged chargeCents charge { ${COST_FIELDS} } score { ${SCORE_FIELDS} } } }`,
        { f: fiscalId },
      ),
      'scoreCustomer',
    );
    expect(outcome.charged).toBe(outcome.result === 'SCORED');
    const read = dataOf<{
      score: { id: string } | null;
      creditOpinion: string | null;
      queryCost: { netCents: number };
    }>(
      await stack.graphql(
        agent,
        `query($f: String!) { customerScore(fiscalId: $f) { score { ${SCORE_FIELDS} } creditOpinion queryCost { ${COST_FIELDS} } } }`,
        { f: fiscalId },
      ),
      'customerScore',
    );
    expect([100, 300]).toContain(read.queryCost.netCents);
    if (outcome.score) {
      expect(read.score?.id).toBe(outcome.score.id);
      expect(read.creditOpinion).toBe(outcome.score.opinion);
    }
    const foreign = await stack.graphql(
      nimbus,
      'query($f: String!) { customerScore(fiscalId: $f) { creditOpinion } }',
      {
        f: fiscalId,
      },
    );
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('adds, lists, reads and deletes a custom document', async () => {
    const added = dataOf<{ title: string; documents: { title: string }[] }>(
      await stack.graphql(
        agent,
        `mutation($f: String!) { addCustomDocument(fiscalId: $f, documentType: "OTHER", documentName: "permiso.pdf", documentContent: "JVBERi0xLjQK") {
          title documents { documentType name title created } } }`,
        { f: fiscalId },
      ),
      'addCustomDocument',
    );
    expect(added.documents.map((d) => d.title)).toContain(added.title);
    const urls = dataOf<{ title: string; url: string }[]>(
      await stack.graphql(
        agent,
        'query($f: String!) { customerDocumentUrls(fiscalId: $f) { title documentType name url } }',
        {
          f: fiscalId,
        },
      ),
      'customerDocumentUrls',
    );
    expect(urls.find((u) => u.title === added.title)?.url).toContain('/customer/document');
    const document = dataOf<{ content: string }>(
      await stack.graphql(
        agent,
        'query($f: String!, $t: String!) { customerDocument(fiscalId: $f, title: $t) { documentType name title created content } }',
        { f: fiscalId, t: added.title },
      ),
      'customerDocument',
    );
    expect(document.content).toBe('JVBERi0xLjQK');
    const deleted = dataOf<{ deleted: boolean; documents: { title: string }[] }>(
      await stack.graphql(
        agent,
        'mutation($f: String!, $t: String!) { deleteCustomDocument(fiscalId: $f, title: $t) { deleted documents { title } } }',
        { f: fiscalId, t: added.title },
      ),
      'deleteCustomDocument',
    );
    expect(deleted.deleted).toBe(true);
    expect(deleted.documents.map((d) => d.title)).not.toContain(added.title);
  });

  it('checks documents, ICCs and IBANs: an invalid value is an answer, not an error', async () => {
    const body = '893407123456789012';
    const icc = `${body}${luhnCheckDigit(body)}`;
    const res = await stack.graphql(
      agent,
      `query($icc: String!, $bad: String!) {
        good: verifyFiscalId(documentType: DNI, fiscalId: "12345678-z") { valid documentType normalized code message }
        bad: verifyFiscalId(documentType: DNI, fiscalId: "12345678A") { valid code message }
        icc: verifyIcc(icc: $icc, vodafone: true, carrier: "demo") { valid normalized message warning }
        badIcc: verifyIcc(icc: $bad) { valid message }
        iban: isValidIban(iban: "ES91 2100 0418 4502 0005 1332") { valid normalized message }
        badIban: isValidIban(iban: "ES9121000418450200051333") { valid }
      }`,
      { icc, bad: `${body}${(luhnCheckDigit(body) + 1) % 10}` },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      good: { valid: true, normalized: '12345678Z', code: null },
      bad: { valid: false, code: 'INVALID_DOCUMENT' },
      icc: { valid: true, normalized: icc },
      badIcc: { valid: false },
      iban: { valid: true, normalized: 'ES9121000418450200051332' },
      badIban: { valid: false },
    });
  });

  it('answers the in-use checks as REST does', async () => {
    const line = await stack.api.db
      .selectFrom('subscriptions')
      .select('line_number')
      .where('brand_id', '=', '2020001')
      .orderBy('line_number')
      .executeTakeFirstOrThrow();
    const portability = await stack.api.db
      .selectFrom('portabilities')
      .select(['mobile_number', 'direction'])
      .where('brand_id', '=', '2020001')
      .where('status', 'in', ['ERRORED', 'PENDING_RELAUNCH', 'PENDING_CANCELATION'])
      .executeTakeFirstOrThrow();
    const res = await stack.graphql(
      agent,
      `query($line: String!, $port: String!, $dir: PortabilityDirection!) {
        taken: lineInUse(lineNumber: $line, extCarrierId: "x")
        free: lineInUse(lineNumber: "699 999 999")
        porting: portabilityInUse(line: $port, type: $dir)
        tv: tvUserInUse(email: "nadie.visto@example.com")
      }`,
      { line: line.line_number, port: portability.mobile_number, dir: portability.direction },
    );
    expect(res.errors).toBeUndefined();
    const rest = async (path: string, method = 'GET', body?: unknown) =>
      ((await stack.api.call(method, path, agent, body)).body as { inUse: boolean }).inUse;
    expect(res.data).toEqual({
      taken: true,
      free: await rest('/admin/searchLine?lineNumber=699999999'),
      porting: true,
      tv: await rest('/admin/verifyTVUser', 'POST', { email: 'nadie.visto@example.com' }),
    });
  });

  it('lists provinces and searches cities like the api', async () => {
    const res = await stack.graphql(
      agent,
      `{ provinces { code name fixedPrefixes } cities(province: "28", q: "alc") { name provinceCode postalCode } }`,
    );
    expect(res.errors).toBeUndefined();
    const data = res.data as { provinces: { code: string }[]; cities: { name: string }[] };
    expect(data.provinces).toHaveLength(52);
    const rest = await stack.api.call('GET', '/addresses/city/search?province=28&q=alc', agent);
    expect(data.cities).toEqual((rest.body as { items: unknown[] }).items);
    expect(data.cities.length).toBeGreaterThan(0);
    const bad = await stack.graphql(agent, '{ cities(province: "99") { name } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'province' });
  });
});
