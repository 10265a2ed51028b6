import { join } from 'node:path';
import { trustProxySetting } from '../schema/rest/trust-proxy';

export const DEFAULT_SUPER_ADMIN_EMAILS = [
  'operator@demo.test',
  'staff1@centralita.test',
  'staff2@centralita.test',
  'staff3@centralita.test',
  'staff4@centralita.test',
];

/** Configuration of the REST api, from the environment variables of the README. */
export type ApiConfig = {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL server to use; null means the embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | null;
  userPoolId: string;
  clientId: string;
  issuer: string;
  /** AWS region of the pool: the part of the pool id before "_" ("local" for the embedded pool). */
  region: string;
  /** User pool endpoint for admin and GetUser calls; null means AWS's own Cognito endpoint. */
  userPoolEndpoint: string | null;
  /** Admin credentials given in the environment; null: read `adminCredentialsFile`, else the AWS default chain. */
  adminCredentials: { accessKeyId: string; secretAccessKey: string } | null;
  adminCredentialsFile: string;
  superAdminEmails: string[];
  /** Seed the demo world into an empty database: SEED_DEMO, by default only with the embedded pool. */
  seedDemo: boolean;
  /** How long a token the pool confirmed as not revoked is trusted without asking again. */
  revocationCacheMs: number;
  /** How long a caller's users row and channel subtree are kept at most (api/auth/caller-cache.ts); 0: not kept. */
  callerCacheMs: number;
  /** Whose X-Forwarded-For gives the browser's address (TRUST_PROXY, schema/rest/trust-proxy.ts). */
  trustProxy: number | string;
  /** PostgreSQL: how long a request's query waits for its answer before it fails (DATABASE_QUERY_TIMEOUT_MS); 0: no limit. */
  databaseQueryTimeoutMs: number;
  /** PostgreSQL: how long opening a connection or waiting for a free one may take (DATABASE_CONNECT_TIMEOUT_MS). */
  databaseConnectTimeoutMs: number;
  bodyLimit: string;
  /** What the api considers now (business hours, change windows); tests inject fixed instants. */
  clock?: () => Date;
  /** How often the periodic sweep advances due transitions (SWEEP_INTERVAL_MS); 0 disables it. */
  sweepIntervalMs: number;
  /**
   * PUT /test/clock moves what the api considers now, from loopback only (TEST_CLOCK=1, end-to-end tests). Never
   * on when NODE_ENV is production, whatever TEST_CLOCK says.
   */
  testClock: boolean;
  /**
   * Requests one client address may make to the public endpoints (payment, verification, public coverage, e-mail
   * verification) per minute (PUBLIC_RATE_LIMIT); over it they answer 429 RATE_LIMITED.
   */
  publicRateLimitPerMinute: number;
};

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (nonEmpty(value) === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const gatewayPort = integer('PORT', env.PORT, 8080);
  const dataDir = nonEmpty(env.DATA_DIR) ?? 'data';
  const userPoolId = nonEmpty(env.COGNITO_USER_POOL_ID) ?? 'local_centralita';
  const region = userPoolId.split('_')[0] ?? 'local';
  const embeddedPool = region === 'local';
  // An unset endpoint means the embedded pool for a local pool id and AWS for a real one; set but empty means AWS.
  const userPoolEndpoint =
    env.COGNITO_ENDPOINT === undefined
      ? embeddedPool
        ? `http://127.0.0.1:${gatewayPort}/idp`
        : null
      : (nonEmpty(env.COGNITO_ENDPOINT) ?? null);
  const defaultIssuer = embeddedPool
    ? `http://127.0.0.1:${gatewayPort}/idp/${userPoolId}`
    : `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  const accessKeyId = nonEmpty(env.IDP_ADMIN_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.IDP_ADMIN_SECRET_ACCESS_KEY);
  const superAdminEmails = (nonEmpty(env.SUPER_ADMIN_EMAILS)?.split(',') ?? DEFAULT_SUPER_ADMIN_EMAILS)
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');

  return {
    host: nonEmpty(env.API_HOST) ?? '127.0.0.1',
    port: integer('API_PORT', env.API_PORT, 8081),
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    userPoolId,
    clientId: nonEmpty(env.COGNITO_CLIENT_ID) ?? 'centralita-console',
    issuer: (nonEmpty(env.COGNITO_ISSUER) ?? defaultIssuer).replace(/\/+$/, ''),
    region,
    userPoolEndpoint: userPoolEndpoint?.replace(/\/+$/, '') ?? null,
    adminCredentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    adminCredentialsFile: join(dataDir, 'identity', 'admin-credentials.json'),
    superAdminEmails,
    // Demo accounts with a published password must not appear in a real Cognito pool unless asked for.
    seedDemo: env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? embeddedPool : env.SEED_DEMO !== 'false',
    revocationCacheMs: integer('AUTH_REVOCATION_CACHE_MS', env.AUTH_REVOCATION_CACHE_MS, 2000),
    callerCacheMs: integer('AUTH_CALLER_CACHE_MS', env.AUTH_CALLER_CACHE_MS, 10_000),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    databaseQueryTimeoutMs: integer('DATABASE_QUERY_TIMEOUT_MS', env.DATABASE_QUERY_TIMEOUT_MS, 25_000),
    databaseConnectTimeoutMs: integer('DATABASE_CONNECT_TIMEOUT_MS', env.DATABASE_CONNECT_TIMEOUT_MS, 10_000),
    bodyLimit: nonEmpty(env.API_BODY_LIMIT) ?? '100kb',
    sweepIntervalMs: integer('SWEEP_INTERVAL_MS', env.SWEEP_INTERVAL_MS, 30_000),
    testClock: env.TEST_CLOCK === '1' && env.NODE_ENV !== 'production',
    publicRateLimitPerMinute: integer('PUBLIC_RATE_LIMIT', env.PUBLIC_RATE_LIMIT, 120),
  };
}
