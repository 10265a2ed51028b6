import { z } from 'zod';

/** Every REST error body: `code` is an i18n key (under `errors.`) the client translates. */
export const restErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type RestError = z.infer<typeof restErrorSchema>;
