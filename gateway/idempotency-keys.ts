import { createHash } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The console's Idempotency-Key header when it is a UUID; anything else is not passed on. */
export function intentKeyOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && UUID.test(header) ? header.toLowerCase() : undefined;
}

/**
 * The keys of the REST calls one GraphQL request makes under the console's key (one user intent): each changing
 * call gets its own, derived from the intent's key, its method and path and how many such calls came before it in
 * this request, so the retry of the whole mutation sends every call the key it had the first time (resolvers call
 * in the same order), and two calls of one mutation never share a key. Shaped as a UUID (version 8: custom).
 */
export function createCallKeys(intentKey: string): (method: string, path: string) => string {
  const seen = new Map<string, number>();
  return (method, path) => {
    const call = `${method} ${path}`;
    const ordinal = seen.get(call) ?? 0;
    seen.set(call, ordinal + 1);
    const hex = createHash('sha256').update(`${intentKey}\n${call}\n${ordinal}`).digest('hex');
    const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}
