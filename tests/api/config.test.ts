import { describe, expect, test } from 'vitest';
import { DEFAULT_SUPER_ADMIN_EMAILS, loadApiConfig } from '../../api/config';

describe('loadApiConfig', () => {
  test('defaults point at the embedded pool served by the gateway and PGlite under data/', () => {
    const config = loadApiConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8081,
      dataDir: 'data',
      databaseUrl: null,
      userPoolId: 'local_centralita',
      clientId: 'centralita-console',
      region: 'local',
      issuer: 'http://127.0.0.1:8080/idp/local_centralita',
      userPoolEndpoint: 'http://127.0.0.1:8080/idp',
      adminCredentials: null,
      adminCredentialsFile: 'data/identity/admin-credentials.json',
      seedDemo: true,
      revocationCacheMs: 2000,
    });
    expect(config.superAdminEmails).toEqual(DEFAULT_SUPER_ADMIN_EMAILS);
    expect(config.superAdminEmails).toHaveLength(5);
  });

  test('the gateway port moves the default issuer and endpoint', () => {
    const config = loadApiConfig({ PORT: '9090', API_PORT: '9091', DATA_DIR: '/srv/c' });
    expect(config.issuer).toBe('http://127.0.0.1:9090/idp/local_centralita');
    expect(config.userPoolEndpoint).toBe('http://127.0.0.1:9090/idp');
    expect(config.port).toBe(9091);
    expect(config.adminCredentialsFile).toBe('/srv/c/identity/admin-credentials.json');
  });

  test('a real Cognito pool id means AWS endpoints unless told otherwise', () => {
    const config = loadApiConfig({ COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf123', COGNITO_CLIENT_ID: 'abc' });
    expect(config.region).toBe('eu-west-1');
    expect(config.userPoolEndpoint).toBeNull();
    expect(config.issuer).toBe('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbCdEf123');
  });

  test('the demo world is seeded by default only into the embedded pool', () => {
    expect(loadApiConfig({}).seedDemo).toBe(true);
    expect(loadApiConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadApiConfig({ COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf123' }).seedDemo).toBe(false);
    expect(loadApiConfig({ COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf123', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  test('an empty COGNITO_ENDPOINT means AWS even for a local pool id', () => {
    expect(loadApiConfig({ COGNITO_ENDPOINT: '' }).userPoolEndpoint).toBeNull();
  });

  test('explicit settings win and are normalised', () => {
    const config = loadApiConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/c',
      COGNITO_ISSUER: 'http://idp.test/pool/',
      COGNITO_ENDPOINT: 'http://idp.test/',
      IDP_ADMIN_ACCESS_KEY_ID: 'AKIA1',
      IDP_ADMIN_SECRET_ACCESS_KEY: 'secret',
      SUPER_ADMIN_EMAILS: ' Boss@Example.test ,, other@example.test',
      SEED_DEMO: 'false',
      AUTH_REVOCATION_CACHE_MS: '0',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@127.0.0.1:5432/c',
      issuer: 'http://idp.test/pool',
      userPoolEndpoint: 'http://idp.test',
      adminCredentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' },
      superAdminEmails: ['boss@example.test', 'other@example.test'],
      seedDemo: false,
      revocationCacheMs: 0,
    });
  });

  test('a malformed number is refused instead of guessed', () => {
    expect(() => loadApiConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadApiConfig({ AUTH_REVOCATION_CACHE_MS: '-5' })).toThrow(/AUTH_REVOCATION_CACHE_MS/);
  });
});
