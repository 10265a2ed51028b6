import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import type { ProductFamily } from '../../../schema/domain/vocabulary/product';
import {
  duplicateSimBody,
  linePasswordBody,
  multisimBody,
  spnBody,
  wifiBody,
} from '../../../schema/rest/line-actions';
import {
  ALIAS_MAX_LENGTH,
  addOptionalProductBody,
  changeTitularBody,
} from '../../../schema/rest/subscription-management';

// The forms validate with the api's own request schemas where the api has one (schema/rest), so a value the form
// accepts is one the api accepts; their messages are i18n keys (validation.*, domain.validation.*). A form whose
// fields are not the request's builds the request from its values and validates that.

/** What a line form needs of the line to build its request. */
type LineOfForm = { subscriptionId: string; lineNumber: string; fiscalId: string; family: ProductFamily };

/** A choice left on "Choose...": required, said so before the value's own rule speaks. */
const requiredChoice = z.string({ error: REQUIRED_MESSAGE }).min(1, { error: REQUIRED_MESSAGE });

export const aliasFormSchema = z.object({
  alias: z.string().trim().max(ALIAS_MAX_LENGTH, { error: 'line.alias.tooLong' }),
});

export const spnFormSchema = spnBody;

export const wifiFormSchema = wifiBody;

export const passwordFormSchema = z
  .object({ password: linePasswordBody.shape.password, confirmPassword: requiredChoice })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });

export const duplicateSimFormSchema = z.object({
  reason: requiredChoice.pipe(duplicateSimBody.shape.reason),
  icc: duplicateSimBody.shape.icc,
});

export const multisimFormSchema = z.object({
  type: requiredChoice.pipe(multisimBody.shape.type),
  icc: multisimBody.shape.icc,
});

export const changeProductFormSchema = z.object({
  productId: requiredChoice,
  /** 'now' or 'cycleEnd' (the network applies it at the end of the billing cycle). */
  when: z.enum(['now', 'cycleEnd'], { error: REQUIRED_MESSAGE }),
});

/**
 * Add optional product: a fixed add-on sends its fixed number, a mobile one its SIM (ICC and service) or an eSIM
 * with the e-mail its QR code goes to; what does not apply to the chosen product is left out of the request.
 */
export function addOptionalFormSchema(
  line: LineOfForm,
  familyOf: (productId: string) => ProductFamily | null,
) {
  return z
    .object({
      productId: z.string(),
      fixedNumber: z.string(),
      simKind: z.enum(['sim', 'esim']),
      icc: z.string(),
      iccService: z.string(),
      eSimEmail: z.string(),
    })
    .transform(({ productId, fixedNumber, simKind, icc, iccService, eSimEmail }) => {
      const family = familyOf(productId);
      return {
        subscriptionId: line.subscriptionId,
        lineNumber: line.lineNumber,
        fiscalId: line.fiscalId,
        productId,
        family: family ?? line.family,
        ...(family === 'FIXED' ? { fixedNumber } : {}),
        ...(family === 'MOBILE' && simKind === 'sim' ? { icc, iccService } : {}),
        ...(family === 'MOBILE' && simKind === 'esim' ? { eSim: true, eSimEmail } : {}),
      };
    })
    .pipe(addOptionalProductBody);
}

type ChangeHolderRequest = z.input<typeof changeTitularBody>;

const NEW_HOLDER_REQUIRED_FIELDS: readonly string[] = ['documentType', 'customerType', 'name', 'email'];

/**
 * Holder change, to an existing customer (picked) or a new one (typed); now or at the end of the billing cycle.
 * A new holder's optional fields left empty are left out, so the api's rules for them apply only to what was typed.
 */
export function changeHolderFormSchema(line: Pick<LineOfForm, 'subscriptionId' | 'fiscalId'>) {
  return z
    .object({
      mode: z.enum(['existing', 'new']),
      search: z.string(),
      existingFiscalId: z.string(),
      newFiscalId: z.string(),
      newCustomer: z.record(z.string(), z.string()),
      when: z.enum(['now', 'cycleEnd']),
    })
    .transform(
      ({ mode, existingFiscalId, newFiscalId, newCustomer, when }): ChangeHolderRequest => ({
        subscriptionIds: [line.subscriptionId],
        actualFiscalId: line.fiscalId,
        newFiscalId: mode === 'existing' ? existingFiscalId : newFiscalId,
        ...(mode === 'new'
          ? {
              // The request schema below checks each field; here they are only picked.
              newCustomer: Object.fromEntries(
                Object.entries(newCustomer).filter(
                  ([field, value]) => NEW_HOLDER_REQUIRED_FIELDS.includes(field) || value.trim() !== '',
                ),
              ) as ChangeHolderRequest['newCustomer'],
            }
          : {}),
        executeNow: when === 'now',
      }),
    )
    .pipe(changeTitularBody);
}

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
