import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inspectPng } from '../../api/brand-settings/inspect-png';
import { type BrandSettingsView, LOGO_MAX_BYTES } from '../../schema/rest/brand-settings';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

let server: ApiServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server?.close());

async function as(email: string, method: string, path: string, body?: unknown) {
  let token = tokens.get(email);
  if (!token) {
    token = (await server.signIn(email)).accessToken;
    tokens.set(email, token);
  }
  return server.call(method, path, token, body);
}

const errorOf = (body: unknown) => (body as { error: { code: string; field?: string } }).error;

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real RGB PNG of random pixels (any image viewer opens it): stored uncompressed, so its size is about
 * width x height x 3 bytes and a test can make one just over a limit.
 */
function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function settings(email = 'admin@demo.test', query = ''): Promise<BrandSettingsView> {
  const res = await as(email, 'GET', `/channel/settings${query}`);
  expect(res.status).toBe(200);
  return res.body as BrandSettingsView;
}

/** GET of a logo path without any token, as an image tag on a public page does. */
async function fetchLogo(path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { connection: 'close' } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function expectRefused(
  request: () => Promise<{ status: number; body: unknown }>,
  status: number,
  code: string,
) {
  const before = await fingerprintDatabase(server.db);
  const res = await request();
  expect([res.status, errorOf(res.body).code]).toEqual([status, code]);
  expect(await fingerprintDatabase(server.db)).toEqual(before);
  return res;
}

describe('the PNG check', () => {
  test('reads the size of a whole PNG and refuses anything else', () => {
    const png = pngOf(3, 2);
    expect(inspectPng(png)).toEqual({ width: 3, height: 2 });
    const corrupted = Buffer.from(png);
    corrupted[40] = (corrupted[40] ?? 0) ^ 0xff;
    expect(inspectPng(corrupted)).toBeNull();
    expect(inspectPng(png.subarray(0, png.length - 12))).toBeNull();
    expect(inspectPng(Buffer.concat([png, Buffer.from('trailing')]))).toBeNull();
    expect(inspectPng(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('PUT /channel/logos', () => {
  test('keeps a PNG, serves it publicly under a new path and points the session at it', async () => {
    const png = pngOf(40, 12);
    const res = await as('admin@demo.test', 'PUT', '/channel/logos', {
      kind: 'BRAND',
      contentBase64: png.toString('base64'),
    });
    expect(res.status).toBe(200);
    const logo = (res.body as BrandSettingsView).logos.find((l) => l.kind === 'BRAND');
    expect(logo).toMatchObject({ width: 40, height: 12, bytes: png.length });
    expect(logo?.url).toMatch(/^\/brand-logos\/2020001\/brand-[0-9a-f]{16}\.png$/);

    const config = await as('admin@demo.test', 'GET', '/channel/config');
    expect((config.body as { logoURL: string | null }).logoURL).toBe(logo?.url);
    expect((await settings()).logos.map((l) => l.kind)).toContain('BRAND');

    const served = await fetchLogo(logo?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.bytes.equals(png)).toBe(true);

    // A new file gets a new path; the old one is gone, so no browser keeps showing it.
    const next = await as('admin@demo.test', 'PUT', '/channel/logos', {
      kind: 'BRAND',
      contentBase64: pngOf(20, 20).toString('base64'),
    });
    const nextUrl = (next.body as BrandSettingsView).logos.find((l) => l.kind === 'BRAND')?.url;
    expect(nextUrl).not.toBe(logo?.url);
    expect((await fetchLogo(logo?.url ?? '')).status).toBe(404);
    expect((await fetchLogo(nextUrl ?? '')).status).toBe(200);
  });

  test('the dark-mode variants are what the session reads; app, invoice and contract are not', async () => {
    for (const kind of ['DARK_EXPANDED', 'CONTRACT'] as const) {
      const res = await as('admin@demo.test', 'PUT', '/channel/logos', {
        kind,
        contentBase64: pngOf(8, 8).toString('base64'),
      });
      expect(res.status).toBe(200);
    }
    const config = (await as('admin@demo.test', 'GET', '/channel/config')).body as Record<string, unknown>;
    const logos = (await settings()).logos;
    expect(config.darkModeExpandedLogoURL).toBe(logos.find((l) => l.kind === 'DARK_EXPANDED')?.url);
    expect(Object.values(config)).not.toContain(logos.find((l) => l.kind === 'CONTRACT')?.url);
  });

  test('refuses what is not a PNG, whatever it claims to be, and changes nothing', async () => {
    const png = pngOf(4, 4);
    const badCrc = Buffer.from(png);
    badCrc[png.length - 20] = (badCrc[png.length - 20] ?? 0) ^ 0x01;
    const notPng: Array<[string, Buffer]> = [
      ['a JPEG', Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')],
      ['text', Buffer.from('not an image at all')],
      ['a PNG signature and garbage', Buffer.concat([png.subarray(0, 8), randomBytes(64)])],
      ['a truncated PNG', png.subarray(0, png.length - 8)],
      ['a PNG with a damaged chunk', badCrc],
      ['a PNG too wide for a logo', pngOf(4097, 1)],
    ];
    for (const [, bytes] of notPng) {
      const res = await expectRefused(
        () =>
          as('admin@demo.test', 'PUT', '/channel/logos', {
            kind: 'APP',
            contentBase64: bytes.toString('base64'),
          }),
        422,
        'LOGO_NOT_PNG',
      );
      expect(errorOf(res.body).field).toBe('contentBase64');
    }
  });

  test('refuses a file over 256 KiB, and a body far over it, and changes nothing', async () => {
    const justOver = pngOf(300, 292);
    expect(justOver.length).toBeGreaterThan(LOGO_MAX_BYTES);
    expect(inspectPng(justOver)).not.toBeNull();
    await expectRefused(
      () =>
        as('admin@demo.test', 'PUT', '/channel/logos', {
          kind: 'INVOICE',
          contentBase64: justOver.toString('base64'),
        }),
      422,
      'LOGO_TOO_LARGE',
    );
    const farOver = pngOf(420, 420);
    await expectRefused(
      () =>
        as('admin@demo.test', 'PUT', '/channel/logos', {
          kind: 'INVOICE',
          contentBase64: farOver.toString('base64'),
        }),
      400,
      'INVALID_REQUEST',
    );
    const atLimit = pngOf(150, 150);
    expect(atLimit.length).toBeLessThanOrEqual(LOGO_MAX_BYTES);
    const accepted = await as('admin@demo.test', 'PUT', '/channel/logos', {
      kind: 'INVOICE',
      contentBase64: atLimit.toString('base64'),
    });
    expect(accepted.status).toBe(200);
  });

  test('DELETE removes a logo and its path; the session falls back to no logo', async () => {
    await as('admin@demo.test', 'PUT', '/channel/logos', {
      kind: 'EXPANDED',
      contentBase64: pngOf(30, 10).toString('base64'),
    });
    const url = (await settings()).logos.find((l) => l.kind === 'EXPANDED')?.url ?? '';
    const res = await as('admin@demo.test', 'DELETE', '/channel/logos', { kind: 'EXPANDED' });
    expect(res.status).toBe(200);
    expect((res.body as BrandSettingsView).logos.map((l) => l.kind)).not.toContain('EXPANDED');
    const config = (await as('admin@demo.test', 'GET', '/channel/config')).body as Record<string, unknown>;
    expect(config.expandedLogoURL).toBeNull();
    expect((await fetchLogo(url)).status).toBe(404);
  });
});

describe("another brand's settings can never be read or written", () => {
  // Every signed-in brand settings endpoint, each naming the other brand with ?brandId=.
  const requests = (brandId: string): Array<[string, string, unknown?]> => [
    ['GET', `/channel/settings?brandId=${brandId}`],
    [
      'PUT',
      `/channel/config?brandId=${brandId}`,
      { other: { sendTvWelcomeEmail: true, manualSignup: true } },
    ],
    ['GET', `/channel/contacts?brandId=${brandId}`],
    ['PUT', `/channel/contacts?brandId=${brandId}`, { contacts: [] }],
    ['POST', `/channel/emails/verification?brandId=${brandId}`, { kind: 'NOTIFICATION' }],
    [
      'PUT',
      `/channel/logos?brandId=${brandId}`,
      { kind: 'BRAND', contentBase64: pngOf(2, 2).toString('base64') },
    ],
    ['DELETE', `/channel/logos?brandId=${brandId}`, { kind: 'BRAND' }],
  ];

  test.each([
    ['admin@demo.test', '3000003'],
    ['admin@demo.test', '1450002'],
    ['admin@nimbus.test', '2020001'],
    // The operator channel's brand is above every brand: a brand admin does not reach it either.
    ['admin@nimbus.test', '0'],
  ])('%s asking for brand %s gets 404 and nothing changes', async (email, brandId) => {
    for (const [method, path, body] of requests(brandId)) {
      const res = await expectRefused(() => as(email, method, path, body), 404, 'NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('@');
    }
  });

  test("an admin who entered a sub-channel does not manage the brand's settings from there", async () => {
    const owner = (await server.signIn('owner@demo.test')).accessToken;
    const entered = await server.call('PUT', '/user/channel', owner, { channel: '2020001002' });
    expect(entered.status).toBe(200);
    for (const [method, path, body] of requests('2020001')) {
      await expectRefused(() => server.call(method, path, owner, body), 404, 'NOT_FOUND');
    }
    for (const [method, path, body] of requests('2020001').map(
      ([method, path, body]) => [method, path.replace(/\?brandId=\d+/, ''), body] as const,
    )) {
      await expectRefused(() => server.call(method, path, owner, body), 404, 'NOT_FOUND');
    }
  });
});
