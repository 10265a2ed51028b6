import express, { type RequestHandler, Router } from 'express';
import type { Endpoint } from '../../schema/rest/endpoint';

/**
 * JSON parsers with a larger limit for the few endpoints whose bodies carry files (the signup's identity
 * documents), mounted before the api-wide parser: a body parsed here is not read again, every other request keeps
 * the small API_BODY_LIMIT.
 */
export function largeJsonBodies(endpoints: readonly { endpoint: Endpoint; limit: string }[]): RequestHandler {
  const router = Router();
  for (const { endpoint, limit } of endpoints) {
    const method = endpoint.method.toLowerCase() as 'post' | 'put';
    router[method](endpoint.path, express.json({ limit }));
  }
  return router;
}
