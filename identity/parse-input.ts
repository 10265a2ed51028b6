import type { z } from 'zod';
import { CognitoError } from './cognito-error';

/** Validates a request body, answering InvalidParameterException in Cognito's words when it does not fit. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.') || 'body';
    const field = path.charAt(0).toLowerCase() + path.slice(1);
    return issue.code === 'invalid_type' && issue.input === undefined
      ? `Value null at '${field}' failed to satisfy constraint: Member must not be null`
      : `Value at '${field}' failed to satisfy constraint: ${issue.message}`;
  });
  const count = problems.length;
  throw new CognitoError(
    'InvalidParameterException',
    `${count} validation error${count === 1 ? '' : 's'} detected: ${problems.join('; ')}`,
  );
}
