import type { Kysely, Updateable } from 'kysely';
import type { ProvinceCode } from '../../schema/domain/provinces';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { dayMonthYearToIso } from '../../schema/domain/validators/day-month-year-date';
import { isValidFiscalId } from '../../schema/domain/validators/fiscal-id';
import { postalCodeIsInProvince } from '../../schema/domain/validators/postal-code';
import type { CustomerDetail, PutCustomerRequest } from '../../schema/rest/customers';
import type { CustomersTable } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { companyColumns } from './company-columns';
import { findCustomerInScope, loadCustomerDetail } from './customer-detail';

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', message, field);
}

const NO_COMPANY: Updateable<CustomersTable> = {
  company_name: null,
  company_constitution_date: null,
  representative_document_type: null,
  representative_document: null,
  representative_name: null,
  representative_first_surname: null,
  representative_second_surname: null,
  representative_birth_date: null,
  notarial_powers: null,
  deeds: null,
  iae_date: null,
  iae_certificate: null,
  cif_card: null,
  tax_compliance_certificate: null,
  social_security_certificate: null,
};

/**
 * PUT /customer: a partial update inside the caller's scope. Fields are checked by the contract; what depends on
 * the stored customer is checked here against the merged values, and a refusal changes nothing.
 */
export async function updateCustomer(
  db: Kysely<Database>,
  scopeChannel: string,
  body: PutCustomerRequest,
): Promise<CustomerDetail> {
  return db.transaction().execute(async (trx) => {
    const id = await findCustomerInScope(trx, scopeChannel, body.fiscalId, body.brandId, { forUpdate: true });
    const current = await trx
      .selectFrom('customers')
      .select(['document_type', 'customer_type', 'postal_code', 'province'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    const documentType = body.documentType ?? current.document_type;
    if (!isValidFiscalId(documentType, body.fiscalId)) {
      throw invalid(
        'documentType',
        documentType === 'CIF'
          ? DOMAIN_VALIDATION_MESSAGES.invalidCif
          : documentType === 'PASSPORT'
            ? DOMAIN_VALIDATION_MESSAGES.invalidPassport
            : DOMAIN_VALIDATION_MESSAGES.invalidDniNie,
      );
    }
    const customerType = body.customerType ?? current.customer_type;
    if (body.company && customerType !== 'COMPANY') {
      throw invalid('company', DOMAIN_VALIDATION_MESSAGES.invalidOption);
    }
    const postalCode = body.postalCode ?? current.postal_code;
    const province = body.province ?? current.province;
    if (postalCode && province && !postalCodeIsInProvince(postalCode, province as ProvinceCode)) {
      throw invalid(
        body.postalCode ? 'postalCode' : 'province',
        DOMAIN_VALIDATION_MESSAGES.postalCodeNotInProvince,
      );
    }

    const changes: Updateable<CustomersTable> = {
      document_type: documentType,
      customer_type: customerType,
      ...(body.name !== undefined && { name: body.name }),
      ...(body.firstSurname !== undefined && { first_surname: body.firstSurname }),
      ...(body.secondSurname !== undefined && { second_surname: body.secondSurname }),
      ...(body.birthDate !== undefined && {
        birth_date: body.birthDate === null ? null : dayMonthYearToIso(body.birthDate),
      }),
      ...(body.email !== undefined && { email: body.email?.toLowerCase() ?? null }),
      ...(body.contactPhone !== undefined && { contact_phone: body.contactPhone }),
      ...(body.streetType !== undefined && { street_type: body.streetType }),
      ...(body.street !== undefined && { street: body.street }),
      ...(body.streetNumber !== undefined && { street_number: body.streetNumber }),
      ...(body.floor !== undefined && { floor: body.floor }),
      ...(body.additionalInfo !== undefined && { additional_info: body.additionalInfo }),
      ...(body.postalCode !== undefined && { postal_code: body.postalCode }),
      ...(body.province !== undefined && { province: body.province }),
      ...(body.city !== undefined && { city: body.city }),
      ...(body.detailedInvoice !== undefined && { detailed_invoice: body.detailedInvoice }),
      // Company extras belong to companies only: a customer that stops being one loses them.
      ...(customerType !== 'COMPANY' || body.company === null ? NO_COMPANY : {}),
      ...(body.company ? companyColumns(body.company) : {}),
      modified_at: new Date(),
    };
    await trx.updateTable('customers').set(changes).where('id', '=', id).execute();
    return loadCustomerDetail(trx, id);
  });
}
