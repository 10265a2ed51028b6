import { z } from 'zod/mini';
import { emailSchema } from '../../../schema/domain/validators/email';
import { currentPasswordSchema } from '../../../schema/domain/validators/password';

/** Login form: e-mail required and valid, password required. */
export const loginSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LoginValues = z.infer<typeof loginSchema>;

/** First step of the forgotten-password flow. */
export const resetRequestSchema = z.object({ email: emailSchema });

/** Second step: the code sent by e-mail (the new password is checked by newPasswordWithConfirmationSchema). */
export const resetConfirmSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, { error: 'validation.required' })),
});
