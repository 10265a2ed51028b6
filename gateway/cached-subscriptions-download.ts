import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { request } from 'undici';

/** The only api path the browser reaches through the gateway without GraphQL. */
export const CACHED_SUBSCRIPTIONS_DOWNLOAD_PATH = '/subscriptions/cached/download';

function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).set('cache-control', 'no-store').json({ error: { code, message } });
}

/**
 * GET /subscriptions/cached/download?token=… streamed from the api to the browser: the link GraphQL's
 * `cachedSubscriptionsLink` hands out is a path on the api, and the browser only talks to the gateway. The signed
 * token in the query is the whole authorization (no bearer token is sent on); the body is piped chunk by chunk,
 * never buffered, so a 100k-line scope costs the gateway no memory. The api's 4xx errors pass through as they
 * are; an unreachable api or a 5xx answers 503 API_UNAVAILABLE; a cut mid-stream cuts the browser's response.
 * A browser that takes gzip gets the document gzipped on the way (a 100k-line JSON shrinks about ten times; a fast
 * level, as it is compressed while it streams).
 */
export function createCachedSubscriptionsDownload(
  apiBaseUrl: string,
  log: (line: string, error?: unknown) => void,
) {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return async (req: Request, res: Response): Promise<void> => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const abort = new AbortController();
    res.once('close', () => abort.abort());
    let upstream: Awaited<ReturnType<typeof request>>;
    try {
      upstream = await request(
        `${base}${CACHED_SUBSCRIPTIONS_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`,
        {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: abort.signal,
          headersTimeout: 30_000,
          bodyTimeout: 30_000,
        },
      );
    } catch (error) {
      if (abort.signal.aborted) return;
      log('cached subscriptions download: the api did not answer', error);
      sendError(res, 503, 'API_UNAVAILABLE', 'the back-office api is unavailable');
      return;
    }
    if (upstream.statusCode >= 500) {
      await upstream.body.dump();
      sendError(res, 503, 'API_UNAVAILABLE', 'the back-office api is unavailable');
      return;
    }
    const contentType = upstream.headers['content-type'];
    res.status(upstream.statusCode);
    res.set('cache-control', 'no-store');
    res.set('vary', 'accept-encoding');
    if (typeof contentType === 'string') res.set('content-type', contentType);
    const gzip = upstream.statusCode === 200 && /\bgzip\b/.test(req.get('accept-encoding') ?? '');
    if (gzip) res.set('content-encoding', 'gzip');
    try {
      if (gzip) await pipeline(upstream.body, createGzip({ level: 3 }), res);
      else await pipeline(upstream.body, res);
    } catch (error) {
      // Headers are gone: a cut connection is how the browser learns the download failed.
      if (!abort.signal.aborted) log('cached subscriptions download cut short', error);
      res.destroy();
    }
  };
}
