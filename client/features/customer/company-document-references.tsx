import { useTranslation } from 'react-i18next';
import type { CustomerDetailFieldsFragment } from '../../generated/graphql';

type CompanyExtras = NonNullable<CustomerDetailFieldsFragment['company']>;
const REFERENCE_FIELDS = [
  'deeds',
  'notarialPowers',
  'cifCard',
  'iaeCertificate',
  'taxComplianceCertificate',
  'socialSecurityCertificate',
] as const satisfies readonly (keyof CompanyExtras)[];

/**
 * The company documents the customer's record names (deeds, powers, certificates): references to files kept outside
 * the console, so they are listed by name, with nothing to open. Nothing is shown for a customer without any.
 */
export function CompanyDocumentReferences({ customer }: { customer: CustomerDetailFieldsFragment }) {
  const { t } = useTranslation('customer');
  const company = customer.company;
  const named = company ? REFERENCE_FIELDS.filter((field) => company[field]) : [];
  if (!company || named.length === 0) return null;
  return (
    <section aria-labelledby="customer-company-documents-title" className="space-y-1">
      <h3
        id="customer-company-documents-title"
        className="font-medium text-slate-700 text-sm dark:text-slate-200"
      >
        {t('customer.documents.companyTitle')}
      </h3>
      <p className="text-slate-600 text-xs dark:text-slate-300">{t('customer.documents.companyHint')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {named.map((field) => (
          <div key={field} className="contents">
            <dt className="text-slate-600 dark:text-slate-300">{t(`customer.field.${field}`)}</dt>
            <dd className="font-mono text-xs leading-5">{company[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
