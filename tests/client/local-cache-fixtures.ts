import type { CachedSubscription } from '../../client/cache/cache-database';
import { createInThreadBackend } from '../../client/cache/in-thread-cache-backend';
import { openCacheDatabase } from '../../client/cache/open-cache-database';

const STATUSES = ['ACTIVE', 'PENDING_PORTABILITY', 'CANCELED', 'PENDING_ACTIVATION'] as const;
const FAMILIES = ['MOBILE', 'FIBRE', 'TV', 'CONVERGENT'] as const;
const NAMES = ['Lucía', 'Álvaro', 'Marta', 'José', 'Nuria', 'Íñigo', 'Carmen'] as const;

/** A deterministic line as the download sends it (same-value keys repeat, so sorts need their tie-break). */
export function downloadLine(index: number, overrides: Partial<CachedSubscription> = {}): CachedSubscription {
  const customer = index % 97;
  return {
    subscriptionId: `sub-${String((index * 7919) % 100_003).padStart(6, '0')}-${index}`,
    lineNumber: `6${String((index * 48_271) % 100_000_000).padStart(8, '0')}`,
    fiscalId: `${String(10_000_000 + customer).slice(0, 8)}Z`,
    customerId: `cus-${customer}`,
    customerName: NAMES[index % NAMES.length] ?? 'Ana',
    customerFirstSurname: index % 5 === 0 ? null : 'García',
    customerLastSurname: index % 3 === 0 ? null : 'Pérez',
    productName: 'Tarifa "5G" \\ ilimitada',
    alias: index % 4 === 0 ? 'Oficina {centro}' : null,
    status: STATUSES[index % STATUSES.length] ?? 'ACTIVE',
    family: FAMILIES[(index >> 1) % FAMILIES.length] ?? 'MOBILE',
    carrier: index % 11 === 0 ? '1' : null,
    icc: `893400000000${String(index).padStart(7, '0')}`,
    fixedNumber: null,
    channelId: '2020001',
    brandId: '2020001',
    startDate: index % 6 === 0 ? null : '2025-03-04',
    endDate: null,
    finalPrice: 1000 + (index % 13) * 150,
    technology: index % 2 === 0 ? '5G' : null,
    installationAddress: index % 3 === 0 ? 'Calle Mayor 1, 28013 Madrid' : null,
    created: `2025-${String(1 + (index % 12)).padStart(2, '0')}-0${1 + (index % 7)}T10:00:00.000Z`,
    // Few distinct markers, so the modified sort has many ties.
    modified: `2026-11-${String(10 + (index % 9)).padStart(2, '0')}T08:00:00.000Z`,
    ...overrides,
  };
}

/** The download document's text, `{"count": n, "modified": ..., "subscriptions": [...]}` as the api sends it. */
export function downloadText(lines: readonly CachedSubscription[], modified: string | null): string {
  return JSON.stringify({ count: lines.length, modified, subscriptions: lines });
}

/** An in-thread cache backend over a fresh fake IndexedDB database, filled with `lines` by a real load. */
export async function filledBackend(name: string, lines: readonly CachedSubscription[]) {
  const db = openCacheDatabase({ name });
  const backend = createInThreadBackend({
    db,
    fetch: (async () => streamedResponse(downloadText(lines, 'm1'), 65_536)) as typeof fetch,
    tokenFor: async () => null,
  });
  await backend.run(
    { kind: 'subscriptions', owner: 'o', url: 'http://x/d', modified: null, total: null, now: 1 },
    () => undefined,
  );
  return { db, backend };
}

/** A Response whose body arrives in pieces of `pieceSize` characters (objects split across reads). */
export function streamedResponse(text: string, pieceSize = 997, options: { cutAt?: number } = {}): Response {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (options.cutAt !== undefined && offset >= options.cutAt) {
        controller.error(new TypeError('network connection lost'));
        return;
      }
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + pieceSize));
      offset += pieceSize;
    },
  });
  // A minimal Response: the test environment's own Response does not stream a ReadableStream body.
  return { ok: true, status: 200, body, json: async () => JSON.parse(text) } as unknown as Response;
}

export function errorResponse(status: number, code: string): Response {
  return {
    ok: false,
    status,
    body: null,
    json: async () => ({ error: { code, message: code } }),
  } as unknown as Response;
}
