import { z } from 'zod/mini';

// Written with zod/mini so the login route stays small; classic zod schemas accept these as fields.

/** The special characters a new password accepts. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%&*()';
export const PASSWORD_MIN_LENGTH = 8;

const requiredString = () =>
  z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' }));

/** A password the user types to sign in: only required. */
export const currentPasswordSchema = requiredString();

/**
 * A new password: at least 8 characters with an upper-case letter, a lower-case letter,
 * a digit and one of !@#$%&*(). Messages are i18n keys; the first failing rule comes first.
 */
export const newPasswordSchema = z
  .string({ error: 'validation.required' })
  .check(
    z.minLength(1, { error: 'validation.required' }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' }),
    z.regex(/[A-Z]/, { error: 'validation.passwordUppercase' }),
    z.regex(/[a-z]/, { error: 'validation.passwordLowercase' }),
    z.regex(/[0-9]/, { error: 'validation.passwordDigit' }),
    z.regex(new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS}]`), { error: 'validation.passwordSpecial' }),
  );

/** New password plus its confirmation; a mismatch is reported on `confirmPassword`. */
export const newPasswordWithConfirmationSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: requiredString() })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      error: 'validation.passwordMismatch',
      path: ['confirmPassword'],
    }),
  );
