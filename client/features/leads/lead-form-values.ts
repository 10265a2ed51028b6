import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import type { LeadSellType } from '../../../schema/domain/vocabulary/lead';
import {
  isoCalendarDateSchema,
  leadBody,
  leadConsentSchema,
  leadPhoneSchema,
} from '../../../schema/rest/leads';
import type { LeadInput } from '../../generated/graphql';
import { checkField } from '../../ui/form/check-field';
import { fieldIssuesOf } from '../../ui/form/field-issues';
import { parseEuros } from '../../ui/format';

/** What the lead form holds while it is edited: text as typed. */
export type LeadFormValues = {
  customerName: string;
  customerDocument: string;
  phone: string;
  sellType: LeadSellType;
  /** Euros as typed. */
  commission: string;
  /** YYYY-MM-DD (the date input's value). */
  date: string;
  consentFullName: string;
  consentDocument: string;
  consentDate: string;
  /** PNG data URL of the drawn signature, or empty. */
  signature: string;
};

export type LeadFormField = keyof LeadFormValues;

/** i18n keys of the first problem of each field. */
export type LeadFormErrors = Partial<Record<LeadFormField, string>>;

const TOO_LONG = { key: 'catalogue.form.tooLong' };
const INVALID_AMOUNT = { key: 'catalogue.form.invalidAmount' };

/** A text past the api's length is too long; the schema's other messages are already the form's. */
const tooLongWording = (issue: z.core.$ZodIssue) => (issue.code === 'too_big' ? TOO_LONG : undefined);

/** A date input left empty (or holding an impossible date, which it reports as empty) is a missing date. */
const requiredDate = z.string().trim().min(1, { error: REQUIRED_MESSAGE }).pipe(isoCalendarDateSchema);

/** The drawn signature: missing says so, and a drawn one must be the PNG the api takes. */
const signedSchema = z
  .string()
  .min(1, { error: 'catalogue.leads.form.signatureRequired' })
  .pipe(leadConsentSchema.shape.signature);

/** The form field an api error naming a request field belongs to (`consent.fullName` is `consentFullName`). */
const FORM_FIELD_OF_API_FIELD: Readonly<Record<string, LeadFormField>> = {
  'consent.fullName': 'consentFullName',
  'consent.document': 'consentDocument',
  'consent.date': 'consentDate',
  'consent.signature': 'signature',
  consent: 'signature',
};

export function leadFormFieldOf(apiField: string): string {
  return FORM_FIELD_OF_API_FIELD[apiField] ?? apiField;
}

/**
 * The lead form's schema: each field checked by the api's own rules (POST /leads, PUT /leads/:id) in one pass, the
 * commission read as euros, and for a provider sale (or any consent started) the consent with its drawn signature.
 * It answers the request's lead.
 */
export const leadFormSchema = z
  .object({
    customerName: z.string(),
    customerDocument: z.string(),
    phone: z.string(),
    sellType: leadBody.shape.sellType,
    commission: z.string(),
    date: z.string(),
    consentFullName: z.string(),
    consentDocument: z.string(),
    consentDate: z.string(),
    signature: z.string(),
  })
  .transform((values, ctx): LeadInput => {
    const customerName = checkField(
      ctx,
      'customerName',
      leadBody.shape.customerName,
      values.customerName,
      tooLongWording,
    );
    const customerDocument = checkField(
      ctx,
      'customerDocument',
      leadBody.shape.customerDocument,
      values.customerDocument,
    );
    const phone = checkField(ctx, 'phone', leadPhoneSchema, values.phone, (issue) =>
      issue.message === DOMAIN_VALIDATION_MESSAGES.invalidMobile
        ? { key: 'catalogue.leads.form.invalidPhone' }
        : undefined,
    );
    const commissionText = values.commission.trim();
    if (!commissionText) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['commission'] });
    const commission = commissionText
      ? checkField(
          ctx,
          'commission',
          leadBody.shape.commission,
          parseEuros(commissionText),
          () => INVALID_AMOUNT,
        )
      : null;
    const date = checkField(ctx, 'date', requiredDate, values.date);

    const consentGiven =
      values.sellType === 'PROVIDER_SALE' ||
      !!(values.consentFullName.trim() || values.consentDocument.trim() || values.signature);
    const consent = consentGiven
      ? {
          fullName: checkField(
            ctx,
            'consentFullName',
            leadConsentSchema.shape.fullName,
            values.consentFullName,
            tooLongWording,
          ),
          document: checkField(
            ctx,
            'consentDocument',
            leadConsentSchema.shape.document,
            values.consentDocument,
          ),
          date: checkField(ctx, 'consentDate', requiredDate, values.consentDate),
          signature: checkField(ctx, 'signature', signedSchema, values.signature),
        }
      : null;

    if (!customerName || !customerDocument || !phone || !commission || !date) return z.NEVER;
    if (consent && (!consent.fullName || !consent.document || !consent.date || !consent.signature)) {
      return z.NEVER;
    }
    return {
      customerName: customerName.value,
      customerDocument: customerDocument.value || null,
      phone: phone.value,
      sellType: values.sellType,
      commission: commission.value,
      date: date.value,
      consent:
        consent?.fullName && consent.document && consent.date && consent.signature
          ? {
              fullName: consent.fullName.value,
              document: consent.document.value,
              date: consent.date.value,
              signature: consent.signature.value,
            }
          : null,
    };
  });

/**
 * Checks the form as its dialog does (the api's rules, docs/lifecycles.md, Leads): the api's input, or the first
 * problem of each field as an i18n key.
 */
export function validateLeadForm(
  values: LeadFormValues,
): { ok: true; input: LeadInput } | { ok: false; errors: LeadFormErrors } {
  const result = leadFormSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: LeadFormErrors = {};
  for (const [field, message] of Object.entries(fieldIssuesOf(result.error.issues))) {
    errors[field as LeadFormField] = message.key;
  }
  return { ok: false, errors };
}
