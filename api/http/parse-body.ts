import type { z } from 'zod';
import { ApiError } from './api-error';

/** Validates a request body with its contract schema; the first problem becomes 400 INVALID_REQUEST. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : undefined;
  throw new ApiError(400, 'INVALID_REQUEST', issue?.message ?? 'Invalid request body', field);
}
