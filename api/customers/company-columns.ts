import type { Updateable } from 'kysely';
import { dayMonthYearToIso } from '../../schema/domain/validators/day-month-year-date';
import type { CompanyExtrasInput } from '../../schema/rest/customers';
import type { CustomersTable } from '../db/customer-subscription-tables';

/** The customer columns of a company's extras (dates as YYYY-MM-DD). */
export function companyColumns(company: CompanyExtrasInput): Updateable<CustomersTable> {
  const representative = company.representative;
  const isoOrNull = (value: string | undefined) => (value ? dayMonthYearToIso(value) : null);
  return {
    company_name: company.companyName,
    company_constitution_date: isoOrNull(company.constitutionDate),
    representative_document_type: representative?.documentType ?? null,
    representative_document: representative?.document ?? null,
    representative_name: representative?.name ?? null,
    representative_first_surname: representative?.firstSurname ?? null,
    representative_second_surname: representative?.secondSurname ?? null,
    representative_birth_date: isoOrNull(representative?.birthDate),
    notarial_powers: company.notarialPowers ?? null,
    deeds: company.deeds ?? null,
    iae_date: isoOrNull(company.iaeDate),
    iae_certificate: company.iaeCertificate ?? null,
    cif_card: company.cifCard ?? null,
    tax_compliance_certificate: company.taxComplianceCertificate ?? null,
    social_security_certificate: company.socialSecurityCertificate ?? null,
  };
}
