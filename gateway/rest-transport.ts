import { Pool } from 'undici';
import { apiUnavailable } from './rest-error';

export type RestMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

export type RestAnswer = { status: number; body: unknown };

/** What the api learns of the browser behind the gateway. */
export type ForwardedCaller = {
  acceptLanguage?: string | undefined;
  address?: string | undefined;
  /** The key of this one call (idempotency-keys.ts): the api does a keyed change once. */
  idempotencyKey?: string | undefined;
};

/** The process's one connection pool to the REST api; every request carries its caller's own token. */
export type RestTransport = {
  /**
   * `token` null for the public pages' anonymous operations; `forwarded` carries the caller's Accept-Language (the
   * api writes the e-mails a call causes in the language the console shows) and address (the api's rate limit of
   * the public endpoints counts each browser, not the gateway).
   */
  send(
    method: RestMethod,
    path: string,
    token: string | null,
    body?: unknown,
    forwarded?: ForwardedCaller,
  ): Promise<RestAnswer>;
  close(): Promise<void>;
};

export type RestTransportOptions = {
  /** Keep-alive connections to the api. */
  connections?: number;
  /** How long an answer may take before the api counts as unavailable. */
  timeoutMs?: number;
};

/** An undici Pool with keep-alive to `baseUrl` (which may carry a path prefix). */
export function createRestTransport(baseUrl: string, options: RestTransportOptions = {}): RestTransport {
  const url = new URL(baseUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  const timeout = options.timeoutMs ?? 30_000;
  const pool = new Pool(url.origin, {
    connections: options.connections ?? 16,
    keepAliveTimeout: 30_000,
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });

  return {
    async send(method, path, token, body, forwarded) {
      const headers: Record<string, string> = {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(forwarded?.acceptLanguage ? { 'accept-language': forwarded.acceptLanguage } : {}),
        ...(forwarded?.address ? { 'x-forwarded-for': forwarded.address } : {}),
        ...(forwarded?.idempotencyKey ? { 'idempotency-key': forwarded.idempotencyKey } : {}),
        accept: 'application/json',
      };
      let payload: string | undefined;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      let text: string;
      let status: number;
      try {
        const res = await pool.request({ method, path: `${prefix}${path}`, headers, body: payload });
        status = res.statusCode;
        text = await res.body.text();
      } catch {
        throw apiUnavailable();
      }
      if (text === '') return { status, body: undefined };
      try {
        return { status, body: JSON.parse(text) as unknown };
      } catch {
        return { status, body: undefined };
      }
    },
    close: () => pool.close(),
  };
}
