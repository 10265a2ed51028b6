import type { NextFunction, Request, Response } from 'express';

/**
 * Adds `Server-Timing: app;dur=<ms>` to every answer: the time from the request reaching the api to its headers
 * being written (authentication, handler, database and JSON included; network excluded). The api bench reads it.
 */
export function serverTiming(_req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const writeHead = res.writeHead;
  // writeHead has several overloads; the wrapper passes its arguments through unchanged.
  res.writeHead = function timedWriteHead(this: Response, ...args: unknown[]) {
    if (!this.headersSent) {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      this.setHeader('Server-Timing', `app;dur=${ms.toFixed(3)}`);
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
  next();
}
