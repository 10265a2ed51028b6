import { normalizeDocumentNumber } from '../../../schema/domain/validators/document-number';
import { spanishDocumentTypeOf } from '../../../schema/domain/validators/fiscal-id';
import { isValidFixedNumber } from '../../../schema/domain/validators/fixed-number';
import { isValidMobileNumber } from '../../../schema/domain/validators/mobile-number';
import { normalizePhoneNumber } from '../../../schema/domain/validators/phone-number';
import type { LeadSellType } from '../../../schema/domain/vocabulary/lead';
import type { LeadInput } from '../../generated/graphql';
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

const REQUIRED = 'validation.required';
const INVALID_DOCUMENT = 'domain.validation.invalidDocument';
const INVALID_DATE = 'domain.validation.invalidDate';

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function checkDocument(value: string, required: boolean): string | undefined {
  const document = normalizeDocumentNumber(value);
  if (!document) return required ? REQUIRED : undefined;
  return spanishDocumentTypeOf(document) ? undefined : INVALID_DOCUMENT;
}

function checkDate(value: string): string | undefined {
  if (!value.trim()) return REQUIRED;
  return isCalendarDate(value.trim()) ? undefined : INVALID_DATE;
}

/**
 * Checks the form as the api will (docs/lifecycles.md, Leads): a mobile or fixed phone, a Spanish document when
 * given, the commission in euros, and for a provider sale the consent with its drawn signature.
 */
export function validateLeadForm(
  values: LeadFormValues,
): { ok: true; input: LeadInput } | { ok: false; errors: LeadFormErrors } {
  const errors: LeadFormErrors = {};
  const customerName = values.customerName.trim();
  if (!customerName) errors.customerName = REQUIRED;
  else if (customerName.length > 160) errors.customerName = 'catalogue.form.tooLong';

  const documentError = checkDocument(values.customerDocument, false);
  if (documentError) errors.customerDocument = documentError;

  const phone = normalizePhoneNumber(values.phone.trim());
  if (!phone) errors.phone = REQUIRED;
  else if (!isValidMobileNumber(phone) && !isValidFixedNumber(phone))
    errors.phone = 'catalogue.leads.form.invalidPhone';

  const commission = values.commission.trim() ? parseEuros(values.commission) : null;
  if (!values.commission.trim()) errors.commission = REQUIRED;
  else if (commission === null || commission > 10_000_000) errors.commission = 'catalogue.form.invalidAmount';

  const dateError = checkDate(values.date);
  if (dateError) errors.date = dateError;

  const consentGiven =
    values.sellType === 'PROVIDER_SALE' ||
    !!(values.consentFullName.trim() || values.consentDocument.trim() || values.signature);
  if (consentGiven) {
    if (!values.consentFullName.trim()) errors.consentFullName = REQUIRED;
    const consentDocumentError = checkDocument(values.consentDocument, true);
    if (consentDocumentError) errors.consentDocument = consentDocumentError;
    const consentDateError = checkDate(values.consentDate);
    if (consentDateError) errors.consentDate = consentDateError;
    if (!values.signature) errors.signature = 'catalogue.leads.form.signatureRequired';
  }

  if (Object.keys(errors).length > 0 || commission === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      customerName,
      customerDocument: normalizeDocumentNumber(values.customerDocument) || null,
      phone,
      sellType: values.sellType,
      commission,
      date: values.date.trim(),
      consent: consentGiven
        ? {
            fullName: values.consentFullName.trim(),
            document: normalizeDocumentNumber(values.consentDocument),
            date: values.consentDate.trim(),
            signature: values.signature,
          }
        : null,
    },
  };
}
