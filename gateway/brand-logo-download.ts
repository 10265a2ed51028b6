import type { Request, Response } from 'express';
import { request } from 'undici';

/** The brands' logo files: an image's src must be a URL the browser can fetch, and the browser talks to the gateway. */
export const BRAND_LOGO_PATH = '/brand-logos/:brandId/:file';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control'] as const;

/**
 * GET /brand-logos/<brand>/<file> passed on to the api, which answers the PNG (public: the login-free pages show
 * the brand's logo too) with a year of caching, as each upload gets a new path. The api's 4xx pass through; an
 * unreachable api or a 5xx answers 503 API_UNAVAILABLE.
 */
export function createBrandLogoDownload(apiBaseUrl: string, log: (line: string, error?: unknown) => void) {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return async (req: Request<{ brandId: string; file: string }>, res: Response): Promise<void> => {
    const path = `/brand-logos/${encodeURIComponent(req.params.brandId)}/${encodeURIComponent(req.params.file)}`;
    let upstream: Awaited<ReturnType<typeof request>>;
    try {
      upstream = await request(`${base}${path}`, {
        method: 'GET',
        headers: { accept: 'image/png' },
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
    } catch (error) {
      log('brand logo: the api did not answer', error);
      res
        .status(503)
        .set('cache-control', 'no-store')
        .json({
          error: { code: 'API_UNAVAILABLE', message: 'the back-office api is unavailable' },
        });
      return;
    }
    if (upstream.statusCode >= 500) {
      await upstream.body.dump();
      res
        .status(503)
        .set('cache-control', 'no-store')
        .json({
          error: { code: 'API_UNAVAILABLE', message: 'the back-office api is unavailable' },
        });
      return;
    }
    // A logo is at most 256 KiB: read whole, then sent with its length.
    const body = Buffer.from(await upstream.body.arrayBuffer());
    res.status(upstream.statusCode);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (typeof value === 'string') res.set(name, value);
    }
    if (upstream.statusCode !== 200) res.set('cache-control', 'no-store');
    res.end(body);
  };
}
