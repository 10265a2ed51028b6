import type { CustomerRow } from '../db/customer-subscription-tables';
import { ApiError } from '../http/api-error';
import type { CreditBureauQuery } from '../providers/credit-bureau/credit-bureau';

export type ScorableCustomer = Pick<
  CustomerRow,
  | 'fiscal_id'
  | 'customer_type'
  | 'name'
  | 'first_surname'
  | 'second_surname'
  | 'postal_code'
  | 'company_name'
  | 'representative_document_type'
  | 'representative_document'
  | 'representative_name'
  | 'representative_first_surname'
  | 'representative_second_surname'
> & { birth_day: string | null };

function missing(field: string): ApiError {
  return new ApiError(
    422,
    'FINANCIAL_RISK_MISSING_DATA',
    `The credit bureau needs ${field} to score this customer`,
    field,
  );
}

/**
 * The bureau query for a stored customer, or 422 FINANCIAL_RISK_MISSING_DATA naming the first missing field
 * (contract names, as GET /customer shows them) before anything is asked or charged.
 * A person needs name, both surnames, birth date and postal code; a company its legal name and its
 * representative's document, name and surnames (the second surname only for a DNI holder: foreign
 * representatives often have one).
 */
export function creditBureauQueryOf(customer: ScorableCustomer): CreditBureauQuery {
  if (customer.customer_type === 'COMPANY') {
    const legalName = customer.company_name?.trim();
    if (!legalName) throw missing('company.companyName');
    const document = customer.representative_document;
    if (!document) throw missing('company.representative.document');
    const name = customer.representative_name?.trim();
    if (!name) throw missing('company.representative.name');
    const firstSurname = customer.representative_first_surname?.trim();
    if (!firstSurname) throw missing('company.representative.firstSurname');
    const secondSurname = customer.representative_second_surname?.trim() || null;
    if (!secondSurname && customer.representative_document_type === 'DNI') {
      throw missing('company.representative.secondSurname');
    }
    return {
      kind: 'COMPANY',
      document: customer.fiscal_id,
      legalName,
      representative: { document, name, firstSurname, secondSurname },
    };
  }
  const name = customer.name.trim();
  if (!name) throw missing('name');
  const firstSurname = customer.first_surname?.trim();
  if (!firstSurname) throw missing('firstSurname');
  const lastSurname = customer.second_surname?.trim();
  if (!lastSurname) throw missing('lastSurname');
  if (!customer.birth_day) throw missing('birthDate');
  if (!customer.postal_code) throw missing('postalCode');
  return {
    kind: 'PERSON',
    document: customer.fiscal_id,
    name,
    firstSurname,
    lastSurname,
    birthDate: customer.birth_day,
    postalCode: customer.postal_code,
  };
}
