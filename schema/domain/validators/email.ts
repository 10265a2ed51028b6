import { z } from 'zod/mini';

// Written with zod/mini so the login route stays small; classic zod schemas accept it as a field.

/** E-mail: required, standard format. Messages are i18n keys the client translates. */
export const emailSchema = z.pipe(
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' })),
  z.email({ error: 'validation.email' }),
);
