import type { Response } from 'express';

/**
 * Runs `beforeHeaders` once, just before the answer's headers are written (every answer writes them, also errors and
 * answers without a body), while headers can still be set.
 */
export function onBeforeHeaders(res: Response, beforeHeaders: (res: Response) => void): void {
  const writeHead = res.writeHead;
  // writeHead has several overloads; the wrapper passes its arguments through unchanged.
  res.writeHead = function writeHeadAfterHook(this: Response, ...args: unknown[]) {
    if (!this.headersSent) beforeHeaders(this);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}
