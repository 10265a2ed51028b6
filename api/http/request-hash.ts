import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What an idempotency key stands for: the endpoint, the path with its parameters (so one key cannot stand for the
 * same change to another entity) and the parsed body, without the wizard's body key.
 */
export function requestHashOf(call: { endpointId: string; path: string; body: unknown }): string {
  const { idempotencyKey: _key, ...body } = (call.body ?? {}) as Record<string, unknown>;
  return createHash('sha256')
    .update(canonicalJson({ endpoint: call.endpointId, path: call.path, body }))
    .digest('hex');
}
