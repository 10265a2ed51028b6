import { z } from 'zod/mini';
import { emailSchema } from '../../../schema/domain/validators/email';
import {
  currentPasswordSchema,
  newPasswordWithConfirmationSchema,
} from '../../../schema/domain/validators/password';

/** Login form: e-mail required and valid, password required; remember me keeps the tokens past the tab. */
export const loginSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  remember: z.boolean(),
});
export type LoginValues = z.input<typeof loginSchema>;

/** First step of the forgotten-password flow. */
export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

/** Second step: the code sent by e-mail, with the new password and its confirmation. */
export const resetConfirmSchema = z.intersection(
  z.object({ code: z.string().check(z.trim(), z.minLength(1, { error: 'validation.required' })) }),
  newPasswordWithConfirmationSchema,
);
export type ResetConfirmValues = z.input<typeof resetConfirmSchema>;

/** The pool's NEW_PASSWORD_REQUIRED challenge. */
export const newPasswordSchema = newPasswordWithConfirmationSchema;
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
