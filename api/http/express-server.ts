import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

/**
 * A constructor for Node's HTTP server whose objects are born with `prototype` (Express's request or response)
 * instead of getting it later. Node's IncomingMessage and ServerResponse are plain constructor functions, so this
 * one runs them on its own new object. `Reflect.construct(base, args, Born)` would build the same object, but a
 * bare Express app then still promoted 39-69 MB in 8 s and answered fewer requests.
 */
function bornWith<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  function Born(this: object, ...args: unknown[]): void {
    Reflect.apply(base, this, args);
  }
  Born.prototype = prototype;
  return Born as unknown as T;
}

/**
 * An HTTP server for an Express app whose requests and responses already have the app's prototypes when they reach
 * it. `app.handle` swaps each request's and response's prototype (`Object.setPrototypeOf`) unless they already have
 * them. In V8 that swap made every request's objects outlive the young generation: under ten connections the api
 * promoted 5-8 MB a second to the old generation and ran a full collection every ~4 s, and a bare Express app
 * answering one string promoted 285 MB in 8 s against 2 MB with objects born with the prototypes
 * (docs/decisions.md, "Requests born with Express's prototypes").
 */
export function createExpressServer(app: Express): Server {
  return createServer(
    {
      IncomingMessage: bornWith(IncomingMessage, app.request),
      ServerResponse: bornWith(ServerResponse, app.response),
    },
    app,
  );
}
