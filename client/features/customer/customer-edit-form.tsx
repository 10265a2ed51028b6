import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '../../../schema/domain/provinces';
import { CUSTOMER_TYPES, DOCUMENT_TYPES } from '../../../schema/domain/vocabulary/customer';
import { actionErrorCode } from '../../actions/action-error-code';
import type { CustomerDetailFieldsFragment } from '../../generated/graphql';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { FormAlert } from '../../ui/form-alert';
import { showNotice } from '../../ui/notice-store';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import {
  type CustomerFormErrors,
  type CustomerFormField,
  type CustomerFormValues,
  customerFormValuesOf,
  formFieldOfApiField,
  updateCustomerInputOf,
  validateCustomerForm,
} from './customer-form-schema';
import { UpdateCustomerMutation } from './customer-mutations';

type Props = {
  customer: CustomerDetailFieldsFragment;
  onSaved: (customer: CustomerDetailFieldsFragment) => void;
  onCancel: () => void;
};

const SELECT_CLASS =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:outline-2 focus:outline-primary-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** PUT /customer with every field of spec section 3 and, for companies, the company extras. */
export function CustomerEditForm({ customer, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['customer', 'domain', 'validation', 'errors']);
  const [values, setValues] = useState<CustomerFormValues>(() => customerFormValuesOf(customer));
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends CustomerFormField>(field: K, value: CustomerFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const messageOf = (field: CustomerFormField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const text = (field: TextFormField, options: { placeholder?: string; type?: string } = {}) => (
    <TextField
      label={t(`customer.field.${field}`)}
      name={field}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={messageOf(field)}
      placeholder={options.placeholder}
      type={options.type ?? 'text'}
      autoComplete="off"
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateCustomerForm(values, customer.fiscalId);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const data = await runOperation(
        UpdateCustomerMutation,
        { input: updateCustomerInputOf(values, customer.fiscalId) },
        'mutation',
      );
      showNotice('success', t('customer.edit.saved'));
      onSaved(data.updateCustomer as CustomerDetailFieldsFragment);
    } catch (error) {
      const field = error instanceof GraphqlOperationError ? formFieldOfApiField(error.field) : null;
      if (field && error instanceof GraphqlOperationError && error.code === 'INVALID_REQUEST') {
        // The api's message is the validator's i18n key ("domain.validation.postalCodeNotInProvince").
        setErrors({ [field]: error.message.includes('.') ? error.message : `errors.${error.code}` });
      } else {
        setFailure(t(`errors.${actionErrorCode(error)}`));
      }
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  const isCompany = values.customerType === 'COMPANY';
  return (
    <form
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={t('customer.edit.title')}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 className="font-semibold text-lg text-slate-900 dark:text-slate-50">{t('customer.edit.title')}</h2>
      {failure ? <FormAlert message={failure} /> : null}
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 font-medium text-slate-500 text-sm dark:text-slate-400">
          {t('customer.section.identity')}
        </legend>
        <SelectField
          label={t('customer.field.documentType')}
          value={values.documentType}
          error={messageOf('documentType')}
          onChange={(value) => set('documentType', value as CustomerFormValues['documentType'])}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`domain.documentType.${type}`) }))}
        />
        <SelectField
          label={t('customer.field.customerType')}
          value={values.customerType}
          onChange={(value) => set('customerType', value as CustomerFormValues['customerType'])}
          options={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`domain.customerType.${type}`) }))}
        />
        {text('name')}
        {text('firstSurname')}
        {text('secondSurname')}
        {text('birthDate', { placeholder: t('customer.datePlaceholder') })}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 font-medium text-slate-500 text-sm dark:text-slate-400">
          {t('customer.section.contact')}
        </legend>
        {text('email', { type: 'email' })}
        {text('contactPhone', { type: 'tel' })}
        {text('streetType')}
        {text('street')}
        {text('streetNumber')}
        {text('floor')}
        {text('additionalInfo')}
        {text('postalCode')}
        <SelectField
          label={t('customer.field.province')}
          value={values.province}
          error={messageOf('province')}
          onChange={(value) => set('province', value)}
          options={[
            { value: '', label: t('customer.choose') },
            ...PROVINCES.map((province) => ({ value: province.code, label: province.name })),
          ]}
        />
        {text('city')}
        <label className="flex items-center gap-2 self-end pb-3 text-slate-700 text-sm dark:text-slate-200">
          <input
            type="checkbox"
            checked={values.detailedInvoice}
            onChange={(event) => set('detailedInvoice', event.target.checked)}
            className="size-4 accent-primary-600"
          />
          {t('customer.field.detailedInvoice')}
        </label>
      </fieldset>
      {isCompany ? (
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-2 font-medium text-slate-500 text-sm dark:text-slate-400">
            {t('customer.section.company')}
          </legend>
          {text('companyName')}
          {text('constitutionDate', { placeholder: t('customer.datePlaceholder') })}
          <SelectField
            label={t('customer.field.representativeDocumentType')}
            value={values.representativeDocumentType}
            onChange={(value) =>
              set('representativeDocumentType', value as CustomerFormValues['representativeDocumentType'])
            }
            options={(['DNI', 'NIE', 'PASSPORT'] as const).map((type) => ({
              value: type,
              label: t(`domain.documentType.${type}`),
            }))}
          />
          {text('representativeDocument')}
          {text('representativeName')}
          {text('representativeFirstSurname')}
          {text('representativeSecondSurname')}
          {text('representativeBirthDate', { placeholder: t('customer.datePlaceholder') })}
          {text('notarialPowers')}
          {text('deeds')}
          {text('iaeDate', { placeholder: t('customer.datePlaceholder') })}
          {text('iaeCertificate')}
          {text('cifCard')}
          {text('taxComplianceCertificate')}
          {text('socialSecurityCertificate')}
        </fieldset>
      ) : null}
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-lg border border-slate-300 px-4 text-slate-700 text-sm hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('customer.cancel')}
        </button>
        <div>
          <SubmitButton busy={saving}>{t('customer.edit.save')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

/** The form's free-text fields (the others are selects and a checkbox). */
type TextFormField = Exclude<
  CustomerFormField,
  'documentType' | 'customerType' | 'representativeDocumentType' | 'detailedInvoice'
>;

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
};

function SelectField({ label, value, options, onChange, error }: SelectFieldProps) {
  return (
    <label className="block space-y-1.5">
      <span className="block font-medium text-slate-700 text-sm dark:text-slate-200">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={`${SELECT_CLASS} ${error ? 'border-red-500 dark:border-red-400' : ''}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <span className="block text-red-600 text-sm dark:text-red-400">{error}</span> : null}
    </label>
  );
}
