import type { RequestHandler } from 'express';
import { ApiError } from './api-error';

/**
 * A body the JSON parser would skip (another content type) must not reach a route as "no body": for
 * PUT /user/channel that would silently mean "return to my channel".
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
  if (hasBody && !req.is('application/json')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
  }
  next();
};
