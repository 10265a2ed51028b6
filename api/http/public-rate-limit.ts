import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Endpoint } from '../../schema/rest/endpoint';
import { ApiError } from './api-error';

const WINDOW_MS = 60 * 1000;

function routeKey(method: string, path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return `${method === 'HEAD' ? 'GET' : method} ${trimmed.toLowerCase()}`;
}

/**
 * Counts the requests each client address makes to the public endpoints (those a link's token opens) in a
 * sliding minute, all public endpoints together, and answers 429 RATE_LIMITED with Retry-After past `perMinute`.
 * Signed-in endpoints are not counted. The address is Express's `req.ip`: behind the gateway, the app trusts the
 * loopback proxy's X-Forwarded-For (api/app.ts), so each browser is counted, not the gateway.
 */
export function publicRateLimit(publicEndpoints: readonly Endpoint[], perMinute: number): RequestHandler {
  const paths = new Set(publicEndpoints.map((endpoint) => routeKey(endpoint.method, endpoint.path)));
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => perMinute === 0 || !paths.has(routeKey(req.method, req.path)),
    handler: (_req, _res, next) => {
      next(
        new ApiError(429, 'RATE_LIMITED', 'Too many requests from this address: wait a minute and try again'),
      );
    },
  });
}
