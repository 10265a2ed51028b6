import { trustProxySetting } from '../schema/rest/trust-proxy';
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from './graphql-limits';

/** Gateway configuration from the environment (README "Configuration"). */
export type GatewayConfig = {
  host: string;
  port: number;
  apiBaseUrl: string;
  issuer: string;
  userPoolId: string;
  clientId: string;
  /** Where the browser reaches the user pool: a path on this server when embedded, null for Amazon Cognito. */
  publicUserPoolEndpoint: string | null;
  /** Serve the embedded user pool under /idp. */
  embeddedIdentity: boolean;
  staticDir: string;
  production: boolean;
  /** GraphQL introspection: only outside production. */
  introspection: boolean;
  /** Run only the console's persisted operations (GRAPHQL_PERSISTED_ONLY; on by default in production). */
  persistedOperationsOnly: boolean;
  /** The manifest of persisted operations graphql-codegen writes (GRAPHQL_PERSISTED_OPERATIONS). */
  persistedOperationsFile: string;
  /** Keep-alive connections from this process to the api (API_CONNECTIONS). */
  apiConnections: number;
  /** How long an answer from the api may take before the gateway answers API_UNAVAILABLE (API_TIMEOUT_MS). */
  apiTimeoutMs: number;
  /** Compile an operation with graphql-jit on its n-th run (GRAPHQL_COMPILE_AFTER, 2; 0 never compiles). */
  compileAfter: number;
  graphqlLimits: GraphqlLimits;
  /** Whose X-Forwarded-For gives the browser's address (TRUST_PROXY, schema/rest/trust-proxy.ts). */
  trustProxy: number | string;
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const userPoolId = env.COGNITO_USER_POOL_ID ?? 'local_centralita';
  const embeddedIdentity = env.IDP_EMBEDDED !== 'false';
  const production = env.NODE_ENV === 'production';
  return {
    host,
    port,
    apiBaseUrl: env.API_BASE_URL ?? `http://127.0.0.1:${env.API_PORT ?? 8081}`,
    issuer: env.COGNITO_ISSUER ?? `http://127.0.0.1:${port}/idp/${userPoolId}`,
    userPoolId,
    clientId: env.COGNITO_CLIENT_ID ?? 'centralita-console',
    publicUserPoolEndpoint: embeddedIdentity ? '/idp' : (env.COGNITO_PUBLIC_ENDPOINT ?? null),
    embeddedIdentity,
    staticDir: env.STATIC_DIR ?? 'dist/client',
    production,
    introspection: !production,
    persistedOperationsOnly: env.GRAPHQL_PERSISTED_ONLY ? env.GRAPHQL_PERSISTED_ONLY === 'true' : production,
    persistedOperationsFile: env.GRAPHQL_PERSISTED_OPERATIONS ?? 'client/generated/persisted-documents.json',
    apiConnections: Number(env.API_CONNECTIONS ?? 16),
    apiTimeoutMs: Number(env.API_TIMEOUT_MS ?? 30_000),
    compileAfter: Number(env.GRAPHQL_COMPILE_AFTER ?? 2),
    graphqlLimits: DEFAULT_GRAPHQL_LIMITS,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
  };
}
