import { useTranslation } from 'react-i18next';
import { provinceByCode } from '../../../schema/domain/provinces';
import { formatIban } from '../../../schema/domain/validators/iban';
import type { CustomerDetailFieldsFragment, FinancialRiskOpinion } from '../../generated/graphql';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { SECONDARY_BUTTON } from './payment-panel';

type Props = {
  customer: CustomerDetailFieldsFragment;
  creditOpinion: FinancialRiskOpinion | null | undefined;
  onEdit: () => void;
};

/** Name shown for a customer: the company's legal name, or the person's name and surnames. */
export function customerDisplayName(customer: CustomerDetailFieldsFragment): string {
  if (customer.customerType === 'COMPANY' && customer.company?.companyName)
    return customer.company.companyName;
  return [customer.name, customer.firstSurname, customer.lastSurname].filter(Boolean).join(' ');
}

function addressLines(customer: CustomerDetailFieldsFragment): string[] {
  const { address } = customer;
  const street = [address.streetType, address.street, address.number, address.floor]
    .filter(Boolean)
    .join(' ');
  const province = address.province ? (provinceByCode(address.province)?.name ?? address.province) : null;
  const place = [address.postalCode, address.city, province ? `(${province})` : null]
    .filter(Boolean)
    .join(' ');
  return [street, address.additionalInfo ?? '', place].filter(Boolean);
}

/** The customer detail's identity, type, contact, address, payment methods and credit opinion. */
export function CustomerHeader({ customer, creditOpinion, onEdit }: Props) {
  const { t } = useTranslation(['customer', 'domain']);
  return (
    <section
      aria-label={t('customer.section.identity')}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="space-y-1">
        <p className="text-slate-500 text-xs dark:text-slate-400">{t('customer.section.identity')}</p>
        <p className="font-mono text-slate-900 dark:text-slate-100">
          {customer.fiscalId}{' '}
          <span className="text-slate-500">· {t(`domain.documentType.${customer.documentType}`)}</span>
        </p>
        <p>
          <StatusBadge list="customerType" value={customer.customerType} />
        </p>
        {customer.birthDate ? (
          <p className="text-slate-600 dark:text-slate-300">
            {t('customer.field.birthDate')}: {formatDate(customer.birthDate)}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <p className="text-slate-500 text-xs dark:text-slate-400">{t('customer.section.contact')}</p>
        <p className="text-slate-900 dark:text-slate-100">{customer.email ?? '—'}</p>
        <p className="font-mono text-slate-900 dark:text-slate-100">{customer.contactPhone ?? '—'}</p>
      </div>
      <div className="space-y-1">
        <p className="text-slate-500 text-xs dark:text-slate-400">{t('customer.section.address')}</p>
        {addressLines(customer).map((line) => (
          <p key={line} className="text-slate-900 dark:text-slate-100">
            {line}
          </p>
        ))}
      </div>
      <div className="space-y-1">
        <p className="text-slate-500 text-xs dark:text-slate-400">{t('customer.field.paymentMethods')}</p>
        <p className="text-slate-900 dark:text-slate-100">
          {customer.paymentMethods.map((method) => t(`domain.paymentMethod.${method}`)).join(', ') || '—'}
        </p>
        {customer.iban ? <p className="font-mono text-xs">{formatIban(customer.iban)}</p> : null}
        <p className="text-slate-500 text-xs dark:text-slate-400">{t('customer.risk.creditOpinion')}</p>
        <p data-testid="credit-opinion">
          {creditOpinion ? (
            <StatusBadge list="financialRiskOpinion" value={creditOpinion} />
          ) : (
            <span className="text-slate-500">{t('customer.risk.noOpinion')}</span>
          )}
        </p>
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <button type="button" onClick={onEdit} className={SECONDARY_BUTTON}>
          {t('customer.edit.open')}
        </button>
      </div>
    </section>
  );
}
