import type { CustomerDetailFieldsFragment } from '../../generated/graphql';

/** A datum the credit bureau needs that the customer lacks; `label` is the i18n key shown in the panel. */
export type MissingScoreField = { field: string; label: string };

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * The data the credit bureau needs, in the order the api checks them (so the first one named is the one it would
 * refuse on; docs/decisions.md): a person needs name, first and last surname, birth date and postal code; a company
 * its legal name and its representative's document, name and surnames (the second surname only for a DNI holder,
 * as the api rules).
 * Checked before the query cost is offered, so nothing is asked of the bureau or charged while one is missing.
 */
export function missingScoreFields(customer: CustomerDetailFieldsFragment): MissingScoreField[] {
  const missing: MissingScoreField[] = [];
  const need = (absent: boolean, field: string, label: string) => {
    if (absent) missing.push({ field, label });
  };
  if (customer.customerType === 'COMPANY') {
    const company = customer.company;
    const representative = company?.representative;
    need(blank(company?.companyName), 'company.companyName', 'customer.field.companyName');
    need(
      blank(representative?.document),
      'company.representative.document',
      'customer.field.representativeDocument',
    );
    need(blank(representative?.name), 'company.representative.name', 'customer.field.representativeName');
    need(
      blank(representative?.firstSurname),
      'company.representative.firstSurname',
      'customer.field.representativeFirstSurname',
    );
    need(
      blank(representative?.secondSurname) && (representative?.documentType ?? 'DNI') === 'DNI',
      'company.representative.secondSurname',
      'customer.field.representativeSecondSurname',
    );
    return missing;
  }
  need(blank(customer.name), 'name', 'customer.field.name');
  need(blank(customer.firstSurname), 'firstSurname', 'customer.field.firstSurname');
  need(blank(customer.lastSurname), 'lastSurname', 'customer.field.secondSurname');
  need(blank(customer.birthDate), 'birthDate', 'customer.field.birthDate');
  need(blank(customer.address.postalCode), 'postalCode', 'customer.field.postalCode');
  return missing;
}
