/** The identity part of GET /console-config.json, as the gateway serves it. */
export type ConsoleAuthConfig = {
  userPoolId: string;
  userPoolClientId: string;
  /** Absolute URL of the embedded pool, or null for Amazon Cognito's own endpoint. */
  userPoolEndpoint: string | null;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Validates the config by hand: zod would pull ~15 kB into the entry chunk for three fields. */
export function parseConsoleConfig(body: unknown, origin: string): ConsoleAuthConfig {
  const auth = isObject(body) ? body.auth : undefined;
  if (!isObject(auth) || typeof auth.userPoolId !== 'string' || typeof auth.userPoolClientId !== 'string') {
    throw new Error('console-config.json has no auth.userPoolId / auth.userPoolClientId');
  }
  const endpoint = auth.userPoolEndpoint;
  if (endpoint !== null && endpoint !== undefined && typeof endpoint !== 'string') {
    throw new Error('console-config.json auth.userPoolEndpoint must be a string or null');
  }
  return {
    userPoolId: auth.userPoolId,
    userPoolClientId: auth.userPoolClientId,
    // Amplify needs an absolute URL; the gateway gives a path when the pool is embedded.
    userPoolEndpoint: endpoint ? new URL(endpoint, origin).toString().replace(/\/$/, '') : null,
  };
}

export async function loadConsoleConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleAuthConfig> {
  const response = await fetchImpl('/console-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`console-config.json answered ${response.status}`);
  return parseConsoleConfig(await response.json(), location.origin);
}
