import { z } from 'zod';
import { isProvinceCode } from '../../../schema/domain/provinces';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { emailSchema } from '../../../schema/domain/validators/email';
import { isValidFiscalId } from '../../../schema/domain/validators/fiscal-id';
import { legalAgeBirthDateSchema } from '../../../schema/domain/validators/legal-age';
import { normalizePhoneNumber } from '../../../schema/domain/validators/phone-number';
import { postalCodeIsInProvince, postalCodeSchema } from '../../../schema/domain/validators/postal-code';
import { requiredText } from '../../../schema/domain/validators/required-text';
import type { CustomerType, DocumentType } from '../../../schema/domain/vocabulary/customer';
import { companyExtrasInput, contactPhoneSchema } from '../../../schema/rest/customers';
import type { CustomerDetailFieldsFragment, UpdateCustomerInput } from '../../generated/graphql';

/** The edit form as typed: every text a string ('' is empty), dates DD/MM/YYYY. */
export type CustomerFormValues = {
  documentType: DocumentType;
  customerType: CustomerType;
  name: string;
  firstSurname: string;
  secondSurname: string;
  birthDate: string;
  email: string;
  contactPhone: string;
  streetType: string;
  street: string;
  streetNumber: string;
  floor: string;
  additionalInfo: string;
  postalCode: string;
  province: string;
  city: string;
  detailedInvoice: boolean;
  companyName: string;
  constitutionDate: string;
  representativeDocumentType: 'DNI' | 'NIE' | 'PASSPORT';
  representativeDocument: string;
  representativeName: string;
  representativeFirstSurname: string;
  representativeSecondSurname: string;
  representativeBirthDate: string;
  notarialPowers: string;
  deeds: string;
  iaeDate: string;
  iaeCertificate: string;
  cifCard: string;
  taxComplianceCertificate: string;
  socialSecurityCertificate: string;
};

export type CustomerFormField = keyof CustomerFormValues;
/** Field -> i18n key of its message ("domain.validation.invalidIban", "validation.required"). */
export type CustomerFormErrors = Partial<Record<CustomerFormField, string>>;

/** YYYY-MM-DD (as the api answers) to DD/MM/YYYY (as the form is typed). */
export function isoToDayMonthYear(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

export function customerFormValuesOf(customer: CustomerDetailFieldsFragment): CustomerFormValues {
  const company = customer.company;
  const representative = company?.representative;
  const representativeType = representative?.documentType;
  return {
    documentType: customer.documentType,
    customerType: customer.customerType,
    name: customer.name,
    firstSurname: customer.firstSurname ?? '',
    secondSurname: customer.lastSurname ?? '',
    birthDate: isoToDayMonthYear(customer.birthDate),
    email: customer.email ?? '',
    contactPhone: customer.contactPhone ?? '',
    streetType: customer.address.streetType ?? '',
    street: customer.address.street ?? '',
    streetNumber: customer.address.number ?? '',
    floor: customer.address.floor ?? '',
    additionalInfo: customer.address.additionalInfo ?? '',
    postalCode: customer.address.postalCode ?? '',
    province: customer.address.province ?? '',
    city: customer.address.city ?? '',
    detailedInvoice: customer.detailedInvoice,
    companyName: company?.companyName ?? '',
    constitutionDate: isoToDayMonthYear(company?.constitutionDate),
    representativeDocumentType:
      representativeType === 'NIE' || representativeType === 'PASSPORT' ? representativeType : 'DNI',
    representativeDocument: representative?.document ?? '',
    representativeName: representative?.name ?? '',
    representativeFirstSurname: representative?.firstSurname ?? '',
    representativeSecondSurname: representative?.secondSurname ?? '',
    representativeBirthDate: isoToDayMonthYear(representative?.birthDate),
    notarialPowers: company?.notarialPowers ?? '',
    deeds: company?.deeds ?? '',
    iaeDate: isoToDayMonthYear(company?.iaeDate),
    iaeCertificate: company?.iaeCertificate ?? '',
    cifCard: company?.cifCard ?? '',
    taxComplianceCertificate: company?.taxComplianceCertificate ?? '',
    socialSecurityCertificate: company?.socialSecurityCertificate ?? '',
  };
}

const DOCUMENT_MESSAGE = {
  DNI: DOMAIN_VALIDATION_MESSAGES.invalidDniNie,
  NIE: DOMAIN_VALIDATION_MESSAGES.invalidDniNie,
  CIF: DOMAIN_VALIDATION_MESSAGES.invalidCif,
  PASSPORT: DOMAIN_VALIDATION_MESSAGES.invalidPassport,
} as const;

/** The first message of a shared validator for a non-empty value, or null when it passes. */
function messageOf(schema: z.core.$ZodType, value: string): string | null {
  const result = z.safeParse(schema, value);
  return result.success ? null : (result.error.issues[0]?.message ?? REQUIRED_MESSAGE);
}

const REPRESENTATIVE_FIELDS = [
  'representativeDocument',
  'representativeName',
  'representativeFirstSurname',
  'representativeSecondSurname',
  'representativeBirthDate',
] as const;

/** The company extras as PUT /customer takes them, from what the form holds (empty optional dates left out). */
function companyExtrasOf(values: CustomerFormValues) {
  const hasRepresentative = REPRESENTATIVE_FIELDS.some((field) => values[field].trim());
  const optional = (value: string) => value.trim() || undefined;
  return {
    companyName: values.companyName,
    constitutionDate: optional(values.constitutionDate),
    representative: hasRepresentative
      ? {
          documentType: values.representativeDocumentType,
          document: values.representativeDocument,
          name: values.representativeName,
          firstSurname: values.representativeFirstSurname,
          secondSurname: values.representativeSecondSurname,
          birthDate: values.representativeBirthDate.trim(),
        }
      : undefined,
    notarialPowers: values.notarialPowers,
    deeds: values.deeds,
    iaeDate: optional(values.iaeDate),
    iaeCertificate: values.iaeCertificate,
    cifCard: values.cifCard,
    taxComplianceCertificate: values.taxComplianceCertificate,
    socialSecurityCertificate: values.socialSecurityCertificate,
  };
}

/**
 * The edit form's rules, the ones the api runs: the shared validators of schema/domain and the
 * request schemas of schema/rest (contact phone, the company extras with a complete, valid representative once
 * any of it is given), plus what the api checks against the stored customer (the fiscal id against its document
 * type, the postal code inside the province).
 */
export function validateCustomerForm(
  values: CustomerFormValues,
  fiscalId: string,
  now: () => Date = () => new Date(),
): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  const put = (field: CustomerFormField, message: string | null) => {
    if (message && !errors[field]) errors[field] = message;
  };
  if (!isValidFiscalId(values.documentType, fiscalId))
    put('documentType', DOCUMENT_MESSAGE[values.documentType]);
  put('name', messageOf(requiredText(), values.name));
  if (values.birthDate.trim())
    put('birthDate', messageOf(legalAgeBirthDateSchema(now), values.birthDate.trim()));
  if (values.email.trim()) put('email', messageOf(emailSchema, values.email));
  if (normalizePhoneNumber(values.contactPhone))
    put('contactPhone', messageOf(contactPhoneSchema, values.contactPhone));
  const postalCode = values.postalCode.trim();
  if (!postalCode) put('postalCode', REQUIRED_MESSAGE);
  else put('postalCode', messageOf(postalCodeSchema, postalCode));
  if (!isProvinceCode(values.province)) put('province', DOMAIN_VALIDATION_MESSAGES.invalidProvince);
  else if (postalCode && !errors.postalCode && !postalCodeIsInProvince(postalCode, values.province)) {
    put('postalCode', DOMAIN_VALIDATION_MESSAGES.postalCodeNotInProvince);
  }
  if (values.customerType === 'COMPANY') {
    const company = companyExtrasInput.safeParse(companyExtrasOf(values));
    for (const issue of company.success ? [] : company.error.issues) {
      put(
        formFieldOfApiField(['company', ...issue.path.map(String)].join('.')) ?? 'companyName',
        issue.message,
      );
    }
    // The request schema checks the representative's document against its type only once the representative's
    // other fields pass; the form reports every wrong field at once.
    const document = values.representativeDocument.trim();
    if (document && !isValidFiscalId(values.representativeDocumentType, document)) {
      put('representativeDocument', DOCUMENT_MESSAGE[values.representativeDocumentType]);
    }
  }
  return errors;
}

/** Where an api field error lands in the form (the api names fields as PUT /customer does). */
export function formFieldOfApiField(field: string | undefined): CustomerFormField | null {
  if (!field) return null;
  const [head, second, third] = field.split('.');
  if (head === 'company') {
    if (second === 'representative' && third) {
      const name = `representative${third.charAt(0).toUpperCase()}${third.slice(1)}`;
      return name in EMPTY_REPRESENTATIVE ? (name as CustomerFormField) : 'companyName';
    }
    return second && second in EMPTY_COMPANY ? (second as CustomerFormField) : 'companyName';
  }
  if (head === 'lastSurname') return 'secondSurname';
  return head && head in EMPTY_PERSON ? (head as CustomerFormField) : null;
}

const EMPTY_PERSON: Record<string, true> = Object.fromEntries(
  [
    'documentType',
    'customerType',
    'name',
    'firstSurname',
    'secondSurname',
    'birthDate',
    'email',
    'contactPhone',
    'streetType',
    'street',
    'streetNumber',
    'floor',
    'additionalInfo',
    'postalCode',
    'province',
    'city',
  ].map((field) => [field, true]),
);
const EMPTY_COMPANY: Record<string, true> = Object.fromEntries(
  [
    'companyName',
    'constitutionDate',
    'notarialPowers',
    'deeds',
    'iaeDate',
    'iaeCertificate',
    'cifCard',
    'taxComplianceCertificate',
    'socialSecurityCertificate',
  ].map((field) => [field, true]),
);
const EMPTY_REPRESENTATIVE: Record<string, true> = Object.fromEntries(
  [...REPRESENTATIVE_FIELDS, 'representativeDocumentType'].map((field) => [field, true]),
);

/** The PUT /customer input of a valid form: every field sent, '' clears optional texts, dates stay DD/MM/YYYY. */
export function updateCustomerInputOf(values: CustomerFormValues, fiscalId: string): UpdateCustomerInput {
  const text = (value: string) => value.trim();
  const orNull = (value: string) => value.trim() || null;
  const hasRepresentative = REPRESENTATIVE_FIELDS.some((field) => values[field].trim());
  return {
    fiscalId,
    documentType: values.documentType,
    customerType: values.customerType,
    name: text(values.name),
    firstSurname: text(values.firstSurname),
    secondSurname: text(values.secondSurname),
    birthDate: orNull(values.birthDate),
    email: orNull(values.email),
    contactPhone: orNull(values.contactPhone),
    streetType: text(values.streetType),
    street: text(values.street),
    streetNumber: text(values.streetNumber),
    floor: text(values.floor),
    additionalInfo: text(values.additionalInfo),
    postalCode: text(values.postalCode),
    province: values.province,
    city: text(values.city),
    detailedInvoice: values.detailedInvoice,
    company:
      values.customerType === 'COMPANY'
        ? {
            companyName: text(values.companyName),
            constitutionDate: orNull(values.constitutionDate),
            representative: hasRepresentative
              ? {
                  documentType: values.representativeDocumentType,
                  document: text(values.representativeDocument),
                  name: text(values.representativeName),
                  firstSurname: text(values.representativeFirstSurname),
                  secondSurname: text(values.representativeSecondSurname),
                  birthDate: text(values.representativeBirthDate),
                }
              : null,
            notarialPowers: text(values.notarialPowers),
            deeds: text(values.deeds),
            iaeDate: orNull(values.iaeDate),
            iaeCertificate: text(values.iaeCertificate),
            cifCard: text(values.cifCard),
            taxComplianceCertificate: text(values.taxComplianceCertificate),
            socialSecurityCertificate: text(values.socialSecurityCertificate),
          }
        : null,
  };
}

/**
 * The edit form's schema for the form layer: the rules of validateCustomerForm (the shared validators of
 * schema/domain, plus what the api checks against the stored customer) reported as issues on their fields.
 */
export function customerFormSchema(fiscalId: string) {
  return z.custom<CustomerFormValues>().check((ctx) => {
    for (const [field, message] of Object.entries(validateCustomerForm(ctx.value, fiscalId))) {
      if (message) ctx.issues.push({ code: 'custom', message, path: [field], input: ctx.value });
    }
  });
}
