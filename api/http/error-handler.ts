import type { ErrorRequestHandler } from 'express';
import { asDatabaseUnavailable } from '../db/database-unavailable';
import { ApiError } from './api-error';

type BodyParserError = Error & { type?: string; status?: number };

function fromBodyParser(error: BodyParserError): ApiError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'INVALID_REQUEST', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported');
    default:
      return error.status && error.status >= 400 && error.status < 500
        ? new ApiError(400, 'INVALID_REQUEST', 'The request could not be read')
        : undefined;
  }
}

/** Turns every failure into the JSON error body; internals (stack, SQL) go to the log only. */
export function createErrorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known =
      error instanceof ApiError
        ? error
        : error instanceof Error
          ? (asDatabaseUnavailable(error) ?? fromBodyParser(error as BodyParserError))
          : undefined;
    if (!res.headersSent) res.setHeader('cache-control', 'no-store');
    if (known) {
      if (known.status >= 500) log(`${req.method} ${req.path} answered ${known.code}`, known.cause ?? known);
      res.status(known.status).json(known.toBody());
      return;
    }
    log(`${req.method} ${req.path} failed`, error);
    if (res.headersSent) return;
    res.status(500).json(new ApiError(500, 'INTERNAL', 'Internal error').toBody());
  };
}
