import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { newPasswordSchema } from '../../../schema/domain/validators/password';
import { duplicateSimReasonSchema, multisimTypeSchema } from '../../../schema/domain/vocabulary/line';
import { multisimBody, spnBody, wifiBody } from '../../../schema/rest/line-actions';
import { addOptionalProductBody, changeTitularBody } from '../../../schema/rest/subscription-management';

// The forms validate with the api's own request schemas where the api has one (schema/rest), so a value the form
// accepts is one the api accepts; their messages are i18n keys (validation.*, domain.validation.*).

/** Longest alias the api keeps. */
export const ALIAS_MAX_LENGTH = 60;

const requiredChoice = z.string({ error: REQUIRED_MESSAGE }).min(1, { error: REQUIRED_MESSAGE });

export const aliasFormSchema = z.object({
  alias: z.string().trim().max(ALIAS_MAX_LENGTH, { error: 'line.alias.tooLong' }),
});

export const spnFormSchema = spnBody;

export const wifiFormSchema = wifiBody;

export const passwordFormSchema = z
  .object({
    password: z.string({ error: REQUIRED_MESSAGE }).max(128).pipe(newPasswordSchema),
    confirmPassword: requiredChoice,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });

export const duplicateSimFormSchema = z.object({
  reason: requiredChoice.pipe(duplicateSimReasonSchema),
  icc: multisimBody.shape.icc,
});

export const multisimFormSchema = z.object({
  type: requiredChoice.pipe(multisimTypeSchema),
  icc: multisimBody.shape.icc,
});

export const changeProductFormSchema = z.object({
  productId: requiredChoice,
  /** 'now' or 'cycleEnd' (the network applies it at the end of the billing cycle). */
  when: z.enum(['now', 'cycleEnd'], { error: REQUIRED_MESSAGE }),
});

export const addOptionalFormSchema = addOptionalProductBody;

export const changeHolderFormSchema = changeTitularBody;

/** A shared group: at least one more line, and no more than the shared product lets hang from the group. */
export function createSharedGroupFormSchema(maxAdditionalLinesOf: (productId: string) => number | null) {
  return z
    .object({
      productId: requiredChoice,
      lineIds: z.array(z.string()).min(1, { error: 'line.sharedGroup.pickLines' }),
    })
    .superRefine((value, ctx) => {
      const max = maxAdditionalLinesOf(value.productId);
      if (max !== null && value.lineIds.length > max) {
        ctx.addIssue({
          code: 'custom',
          message: 'line.sharedGroup.tooManyLines',
          path: ['lineIds'],
          params: { max },
        });
      }
    });
}

export const addToSharedGroupFormSchema = z.object({ groupId: requiredChoice });

export const packFormSchema = z.object({ partnerId: requiredChoice });
