import type { KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '../../../schema/domain/provinces';
import { CUSTOMER_TYPES, DOCUMENT_TYPES } from '../../../schema/domain/vocabulary/customer';
import type { CustomerDetailFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormDateField } from '../../ui/form/form-date-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { showNotice } from '../../ui/notice-store';
import {
  type CustomerFormField,
  customerFormSchema,
  customerFormValuesOf,
  formFieldOfApiField,
  updateCustomerInputOf,
} from './customer-form-schema';
import { UpdateCustomerMutation } from './customer-mutations';

type Props = {
  customer: CustomerDetailFieldsFragment;
  onSaved: (customer: CustomerDetailFieldsFragment) => void;
  onCancel: () => void;
};

/** The form's free-text fields (the others are selects and a checkbox). */
type TextFormField = Exclude<
  CustomerFormField,
  'documentType' | 'customerType' | 'representativeDocumentType' | 'detailedInvoice'
>;

/** PUT /customer with every customer field and, for companies, the company extras. */
export function CustomerEditForm({ customer, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['customer', 'domain', 'validation', 'errors']);
  const initialValues = customerFormValuesOf(customer);
  const form = useZodForm(customerFormSchema(customer.fiscalId), { defaultValues: initialValues });
  const { control } = form;

  // An api refusal lands on the form field holding the request field it names, worded by the rule's own key.
  const submit = useFormSubmit(
    form,
    async (values) => {
      const data = await runOperation(
        UpdateCustomerMutation,
        { input: updateCustomerInputOf(values, customer.fiscalId) },
        'mutation',
      );
      showNotice('success', t('customer.edit.saved'));
      onSaved(data.updateCustomer as CustomerDetailFieldsFragment);
    },
    () => undefined,
    { fieldOfApiField: (apiField) => formFieldOfApiField(apiField) ?? undefined },
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  const text = (field: TextFormField, options: { type?: 'email' | 'tel' } = {}) => (
    <FormTextField
      control={control}
      name={field}
      label={t(`customer.field.${field}`)}
      type={options.type ?? 'text'}
      density="regular"
    />
  );
  const date = (field: 'birthDate' | 'constitutionDate' | 'representativeBirthDate' | 'iaeDate') => (
    <FormDateField
      control={control}
      name={field}
      label={t(`customer.field.${field}`)}
      format={t('customer.datePlaceholder')}
      density="regular"
    />
  );

  const isCompany = useWatch({ control, name: 'customerType' }) === 'COMPANY';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={t('customer.edit.title')}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 className="font-semibold text-lg text-slate-900 dark:text-slate-50">{t('customer.edit.title')}</h2>
      <FormErrorSummary control={control} density="regular" />
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 font-medium text-slate-500 text-sm dark:text-slate-400">
          {t('customer.section.identity')}
        </legend>
        <FormSelectField
          control={control}
          name="documentType"
          label={t('customer.field.documentType')}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`domain.documentType.${type}`) }))}
          density="regular"
        />
        <FormSelectField
          control={control}
          name="customerType"
          label={t('customer.field.customerType')}
          options={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`domain.customerType.${type}`) }))}
          density="regular"
        />
        {text('name')}
        {text('firstSurname')}
        {text('secondSurname')}
        {date('birthDate')}
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
        <FormSelectField
          control={control}
          name="province"
          label={t('customer.field.province')}
          placeholder={t('customer.choose')}
          options={PROVINCES.map((province) => ({ value: province.code, label: province.name }))}
          density="regular"
        />
        {text('city')}
        <div className="self-end pb-3">
          <FormCheckboxField
            control={control}
            name="detailedInvoice"
            label={t('customer.field.detailedInvoice')}
            density="regular"
          />
        </div>
      </fieldset>
      {isCompany ? (
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-2 font-medium text-slate-500 text-sm dark:text-slate-400">
            {t('customer.section.company')}
          </legend>
          {text('companyName')}
          {date('constitutionDate')}
          <FormSelectField
            control={control}
            name="representativeDocumentType"
            label={t('customer.field.representativeDocumentType')}
            // A representative is a person: every document type but a company's CIF.
            options={DOCUMENT_TYPES.filter((type) => type !== 'CIF').map((type) => ({
              value: type,
              label: t(`domain.documentType.${type}`),
            }))}
            density="regular"
          />
          {text('representativeDocument')}
          {text('representativeName')}
          {text('representativeFirstSurname')}
          {text('representativeSecondSurname')}
          {date('representativeBirthDate')}
          {text('notarialPowers')}
          {text('deeds')}
          {date('iaeDate')}
          {text('iaeCertificate')}
          {text('cifCard')}
          {text('taxComplianceCertificate')}
          {text('socialSecurityCertificate')}
        </fieldset>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('customer.cancel')}
        </Button>
        <FormSubmitButton control={control} size="lg">
          {t('customer.edit.save')}
        </FormSubmitButton>
      </div>
    </form>
  );
}
