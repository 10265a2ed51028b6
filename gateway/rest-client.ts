import type { z } from 'zod';
import { apiUnavailable, restErrorToGraphQL } from './rest-error';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Calls the REST api with the caller's own token and parses the answer with the contract's schema. */
export type RestClient = {
  request<T extends z.ZodType>(
    method: Method,
    path: string,
    response: T,
    body?: unknown,
  ): Promise<z.infer<T>>;
};

export function createRestClient(baseUrl: string, token: string): RestClient {
  return {
    async request(method, path, response, body) {
      let res: Response;
      try {
        res = await fetch(new URL(path, baseUrl), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        throw apiUnavailable();
      }
      const payload: unknown = await res.json().catch(() => undefined);
      if (!res.ok) throw restErrorToGraphQL(res.status, payload);
      return response.parse(payload);
    },
  };
}
