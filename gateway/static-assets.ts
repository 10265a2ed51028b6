import { relative, sep } from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Vite's hashed output: a new build gives a changed file a new name, so browsers may keep these for good. */
const HASHED_ASSETS = `assets${sep}`;
/** Paths that are not pages of the console: no index.html for them (an unknown asset is a 404, not the page). */
const NOT_A_PAGE = /^\/(?:graphql|idp|assets\/)/;

/**
 * The built console from `staticDir` (an absolute path): each file in the encoding the request accepts when the build
 * wrote it beside the file (x.js.br, x.js.gz; with `Content-Encoding` and `Vary: Accept-Encoding`), else the file
 * itself, so a build without precompressed files is served as it is. Hashed assets (assets/) are immutable for a
 * year; index.html, the answer to every other page path (the console routes in the browser), and the unhashed public
 * files (theme-init.js) are revalidated on each load. The directory is read for precompressed files once, here: files
 * built while the gateway runs are served uncompressed until it restarts.
 */
export function createStaticAssets(staticDir: string): Router {
  const serve = expressStaticGzip(staticDir, {
    enableBrotli: true,
    // Brotli when the browser takes both: a tenth smaller than gzip for the console's chunks.
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      // `path` is the file sent, x.js.br for x.js.
      setHeaders(res, path) {
        const hashed = relative(staticDir, path).startsWith(HASHED_ASSETS);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  const router = express.Router();
  router.use(serve);
  router.get(/^\/.*/, (req, res, next) => {
    if (NOT_A_PAGE.test(req.path)) return next();
    req.url = '/index.html';
    serve(req, res, next);
  });
  return router;
}
