import express from 'express';
import helmet from 'helmet';
import { sql } from 'kysely';
import { brandSettingsEndpoints } from '../schema/rest/brand-settings';
import { ENDPOINTS } from '../schema/rest/endpoints';
import { buildOpenApiDocument } from '../schema/rest/openapi';
import { publicVerificationEndpoints } from '../schema/rest/public-verification';
import { signupEndpoints } from '../schema/rest/signup';
import { createAddressEndpoints } from './addresses/address-endpoints';
import { createAuthenticate } from './auth/authenticate';
import { type CallerCache, createCallerCache } from './auth/caller-cache';
import { createAccessTokenVerifier } from './auth/verify-access-token';
import { createBrandSettingsEndpoints } from './brand-settings/brand-settings-endpoints';
import { createChannelEndpoints } from './channels/channel-endpoints';
import { createChannelManagementEndpoints } from './channels/channel-management-endpoints';
import type { ApiConfig } from './config';
import { createCoverageEndpoints } from './coverage-check/coverage-endpoints';
import { createCustomerDocumentEndpoints } from './customer-documents/customer-document-endpoints';
import { createCustomerEndpoints } from './customers/customer-endpoints';
import { createDashboardEndpoints } from './dashboard/dashboard-endpoints';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import { migrateToLatest } from './db/migrate-to-latest';
import type { StopListening } from './db/notification-listener';
import { createEnergyEndpoints } from './energy/energy-endpoints';
import { createFinancialRiskEndpoints } from './financial-risk/financial-risk-endpoints';
import { ApiError } from './http/api-error';
import { createEndpointRouter, type EndpointImplementation } from './http/endpoint-router';
import { createErrorHandler } from './http/error-handler';
import { faultPauseAt } from './http/fault-pause';
import { largeJsonBodies } from './http/large-json-bodies';
import { publicRateLimit } from './http/public-rate-limit';
import { requireJsonBody } from './http/require-json-body';
import { serverTiming } from './http/server-timing';
import { createUserPoolAdmin, type UserPoolAdmin } from './identity/user-pool-admin';
import { createInstallationEndpoints } from './installations/installation-endpoints';
import { createInvoiceEndpoints } from './invoices/invoice-endpoints';
import { createKnowledgeBaseEndpoints } from './knowledge-base/knowledge-base-endpoints';
import { createLeadEndpoints } from './leads/lead-endpoints';
import { createLineActionEndpoints } from './line-actions/line-action-endpoints';
import { claimPgliteDirectory, type PgliteDirectoryClaim } from './maintenance/pglite-directory-claim';
import { createOrderEndpoints } from './orders/order-endpoints';
import { createPortabilityEndpoints } from './portabilities/portability-endpoints';
import { createProcessEndpoints } from './processes/process-endpoints';
import { createProductEndpoints } from './products/product-endpoints';
import { createPublicCoverageEndpoints } from './public-coverage/public-coverage-endpoints';
import { createResourceEndpoints } from './resources/resource-endpoints';
import { createSearchEndpoints } from './search/search-endpoints';
import { getSession } from './session/session-endpoints';
import { createShipmentEndpoints } from './shipments/shipment-endpoints';
import { createSignupEndpoints } from './signup/signup-endpoints';
import { createSubscriptionManagementEndpoints } from './subscriptions/subscription-management-endpoints';
import { createTemporalSubscriptionEndpoints } from './subscriptions/temporal-subscription-endpoints';
import { createSupportEndpoints } from './support/support-endpoints';
import { startSweepTimer } from './sweep/start-sweep-timer';
import { SWEEP_STEPS } from './sweep/sweep-steps';
import { createTestClock, type TestClock } from './test-clock/test-clock';
import { createTestClockRoute } from './test-clock/test-clock-route';
import { createTestOutboxRoute } from './test-clock/test-outbox-route';
import { createChannelUserEndpoints } from './users/channel-user-endpoints';
import { createUserChannelEndpoints } from './users/user-channel-endpoints';
import { createValidationHelperEndpoints } from './validation-helpers/validation-helper-endpoints';
import { createPublicVerificationEndpoints } from './verification/verification-endpoints';

export type Api = {
  app: express.Express;
  db: DatabaseHandle['db'];
  dbKind: DatabaseHandle['kind'];
  pool: UserPoolAdmin;
  /** PGlite only: this process's claim on the data directory, for `npm run backup` and `npm run restore`. */
  maintenance: PgliteDirectoryClaim | null;
  close(): Promise<void>;
};

/** Migration 0014's triggers notify this channel when users or channels change. */
const CALLER_CHANGE_CHANNEL = 'centralita_caller_change';

export type ApiLog = {
  info(line: string): void;
  error(line: string, error?: unknown): void;
};

const consoleLog: ApiLog = {
  info: (line) => console.log(`[api] ${line}`),
  error: (line, error) => console.error(`[api] ${line}`, error),
};

async function hasUsers(db: DatabaseHandle['db']): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Opens the database, applies migrations, seeds the demo world into an empty one and builds the app. */
export async function createApi(givenConfig: ApiConfig, log: ApiLog = consoleLog): Promise<Api> {
  // With TEST_CLOCK the whole api (endpoints and sweep) reads the movable clock.
  const testClock = givenConfig.testClock ? createTestClock(givenConfig.clock ?? (() => new Date())) : null;
  const config: ApiConfig = testClock ? { ...givenConfig, clock: testClock.now } : givenConfig;
  // Claimed before the files open, so that backup and restore never open them a second time (api/maintenance/).
  const maintenance = config.databaseUrl ? null : await claimPgliteDirectory(config.dataDir);
  const database = await createDatabase({
    ...config,
    onIdleConnectionError: (error) =>
      log.error('an idle database connection failed; the pool replaces it', error),
  }).catch(async (error: unknown) => {
    await maintenance?.withdraw();
    throw error;
  });
  let stopListening: StopListening | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log.info(`applied migrations ${applied.join(', ')}`);
    const pool = createUserPoolAdmin(config);
    if (config.seedDemo && !(await hasUsers(database.db))) {
      // The seed's modules (faker, the demo world) load only for a database that needs them.
      const { seedDemoWorld } = await import('./seed/demo-world');
      await seedDemoWorld({ db: database.db, pool, log: log.info });
    }
    // Migrations and the seed may take long on a large database; requests may not (DATABASE_QUERY_TIMEOUT_MS).
    database.limitQueries?.(config.databaseQueryTimeoutMs);
    const callers = createCallerCache({ maxAgeMs: config.callerCacheMs });
    stopListening = await database.listen(
      CALLER_CHANGE_CHANNEL,
      {
        notified: () => callers.clear(),
        listening: () => callers.setKeeping(true),
        interrupted: () => callers.setKeeping(false),
      },
      (error) => log.error('caller change notifications', error),
    );
    const snapshotRouter =
      maintenance && database.dumpDataDir
        ? maintenance.snapshotRouter(database.db, database.dumpDataDir, log)
        : null;
    const app = createApiApp(config, database, pool, log, testClock, callers, snapshotRouter);
    const sweep = startSweepTimer({
      db: database.db,
      steps: SWEEP_STEPS,
      intervalMs: config.sweepIntervalMs,
      clock: config.clock ?? (() => new Date()),
      log,
    });
    return {
      app,
      db: database.db,
      dbKind: database.kind,
      pool,
      maintenance,
      async close() {
        await sweep.stop();
        await stopListening?.();
        await database.close();
        await maintenance?.withdraw();
      },
    };
  } catch (error) {
    await stopListening?.();
    await database.close();
    await maintenance?.withdraw();
    throw error;
  }
}

function createApiApp(
  config: ApiConfig,
  { db, kind }: DatabaseHandle,
  pool: UserPoolAdmin,
  log: ApiLog,
  testClock: TestClock | null,
  callers: CallerCache,
  snapshotRouter: express.Router | null,
) {
  const app = express();
  app.disable('x-powered-by');
  // No ETag per answer: nobody revalidates these authenticated answers, and hashing each body cost ~1% of a list.
  app.set('etag', false);
  // The gateway is the api's proxy (on loopback unless TRUST_PROXY names it): req.ip is the browser's address.
  app.set('trust proxy', config.trustProxy);
  app.use(serverTiming);
  app.use(helmet());

  app.get('/health', async (_req, res) => {
    await sql`select 1`.execute(db);
    res.json({ ok: true, db: kind });
  });
  // Built on the first request, not at start: converting every schema to JSON Schema took half a second of it.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/openapi.json', (_req, res) => {
    openApi ??= buildOpenApiDocument(ENDPOINTS, process.env.npm_package_version ?? '0.0.0');
    res.json(openApi);
  });

  // Before authentication and the JSON content-type rule: answers 404 unless TEST_CLOCK is on (api/config.ts).
  app.use(createTestClockRoute(testClock));
  app.use(createTestOutboxRoute(testClock !== null, db));
  if (snapshotRouter) app.use(snapshotRouter);

  const implementations = implementEndpoints(db, pool, config.clock);
  const publicEndpoints = implementations.filter((i) => i.endpoint.access === 'public');
  const checkResponses = process.env.NODE_ENV !== 'production';
  app.use(
    publicRateLimit(
      publicEndpoints.map((implementation) => implementation.endpoint),
      config.publicRateLimitPerMinute,
    ),
    requireJsonBody,
    // Identity documents of 512 KiB each, as base64: five from the agent, five and a signature from the customer's
    // link (docs/signup.md).
    largeJsonBodies([
      { endpoint: signupEndpoints.saveSignupVerification, limit: '4mb' },
      { endpoint: publicVerificationEndpoints.submitPublicVerification, limit: '4mb' },
    ]),
    // A logo of up to 256 KiB as base64, and room for a larger file to be refused as LOGO_TOO_LARGE.
    largeJsonBodies([{ endpoint: brandSettingsEndpoints.putBrandLogo, limit: '1mb' }]),
    express.json({ limit: config.bodyLimit }),
  );
  app.use(createEndpointRouter(publicEndpoints, { checkResponses }));

  const verify = createAccessTokenVerifier({
    issuer: config.issuer,
    clientId: config.clientId,
    pool,
    revocationCacheMs: config.revocationCacheMs,
    onRevocationUnchecked: (error) =>
      log.error(
        'the identity pool could not be asked whether a token was revoked; its signature was trusted',
        error,
      ),
  });
  // Every other request, including an unknown path, needs a valid token before anything is read.
  app.use(createAuthenticate({ verify, db, pool, superAdminEmails: config.superAdminEmails, callers }));
  app.use(
    createEndpointRouter(
      implementations.filter((i) => i.endpoint.access !== 'public'),
      {
        checkResponses,
        idempotency: {
          db,
          pause: testClock ? faultPauseAt(process.env.FAULT_PAUSE_AT, log.info) : undefined,
        },
      },
    ),
  );

  app.use((req) => {
    throw new ApiError(404, 'NOT_FOUND', `No route for ${req.method} ${req.path}`);
  });
  app.use(createErrorHandler(log.error));
  return app;
}

/** Every endpoint of the contract with its implementation; starting fails if one is missing or unknown. */
export function implementEndpoints(
  db: DatabaseHandle['db'],
  pool: UserPoolAdmin,
  clock: () => Date = () => new Date(),
): EndpointImplementation[] {
  const implementations = [
    getSession,
    ...createValidationHelperEndpoints({ db, clock }),
    ...createAddressEndpoints(),
    ...createChannelEndpoints({ db }),
    ...createBrandSettingsEndpoints({ db }),
    ...createCustomerEndpoints({ db, clock }),
    ...createFinancialRiskEndpoints({ db, clock }),
    ...createCustomerDocumentEndpoints({ db }),
    ...createPortabilityEndpoints({ db, clock }),
    ...createOrderEndpoints({ db, clock }),
    ...createSignupEndpoints({ db, clock }),
    ...createPublicVerificationEndpoints({ db, clock }),
    ...createLeadEndpoints({ db, clock }),
    ...createProductEndpoints({ db, clock }),
    ...createResourceEndpoints({ db, clock }),
    ...createDashboardEndpoints({ db, clock }),
    ...createSearchEndpoints({ db, clock }),
    ...createInvoiceEndpoints({ db, clock }),
    ...createLineActionEndpoints({ db, clock }),
    ...createInstallationEndpoints({ db, clock }),
    ...createShipmentEndpoints({ db, clock }),
    ...createCoverageEndpoints(),
    ...createPublicCoverageEndpoints({ db, clock }),
    ...createUserChannelEndpoints({ db }),
    ...createChannelManagementEndpoints({ db }),
    ...createChannelUserEndpoints({ db, pool }),
    ...createSubscriptionManagementEndpoints({ db, clock }),
    ...createTemporalSubscriptionEndpoints({ db, clock }),
    ...createProcessEndpoints({ db, clock }),
    ...createEnergyEndpoints({ db, clock }),
    ...createKnowledgeBaseEndpoints({ db, clock }),
    ...createSupportEndpoints({ db, clock }),
  ] as unknown as EndpointImplementation[];
  const implemented = new Set(implementations.map((i) => i.endpoint.id));
  const missing = ENDPOINTS.filter((e) => !implemented.has(e.id)).map((e) => e.id);
  const unknown = [...implemented].filter((id) => !ENDPOINTS.some((e) => e.id === id));
  if (missing.length || unknown.length) {
    throw new Error(
      `endpoints out of the contract: missing ${missing.join(', ')}; unknown ${unknown.join(', ')}`,
    );
  }
  return implementations;
}
