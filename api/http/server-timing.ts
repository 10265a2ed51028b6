import type { NextFunction, Request, Response } from 'express';
import { onBeforeHeaders } from './before-headers';

/**
 * Adds `Server-Timing: app;dur=<ms>` to every answer: the time from the request reaching the api to its headers
 * being written (authentication, handler, database and JSON included; network excluded). The api bench reads it.
 */
export function serverTiming(_req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  onBeforeHeaders(res, (answer) => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    answer.setHeader('Server-Timing', `app;dur=${ms.toFixed(3)}`);
  });
  next();
}
