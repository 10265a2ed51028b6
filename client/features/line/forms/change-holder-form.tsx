import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPES, DOCUMENT_TYPES } from '../../../../schema/domain/vocabulary/customer';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormDateField } from '../../../ui/form/form-date-field';
import { FormNote } from '../../../ui/form/form-note';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ChangeHolderMutation, HolderCandidatesQuery } from '../line-documents';
import { changeHolderFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { useLineQuery } from '../use-line-query';
import { LineForm, type LineFormProps } from './line-form';
import { QueryState } from './query-state';
import { useLineFormSubmit } from './use-line-form-submit';

const EMPTY_NEW_HOLDER = {
  documentType: 'DNI',
  customerType: 'RESIDENTIAL',
  name: '',
  firstSurname: '',
  secondSurname: '',
  birthDate: '',
  email: '',
  contactPhone: '',
  postalCode: '',
};

/** The request names the chosen customer newFiscalId whichever way it was given: picked, or typed for a new one. */
function fieldOfRequestPath<Values extends { mode: 'existing' | 'new' }>(
  path: string,
  values: Values,
): string {
  return path === 'newFiscalId' && values.mode === 'existing' ? 'existingFiscalId' : path;
}

/** Holder change: to an existing customer of the brand (searched) or to a new one, now or at the cycle's end. */
export function ChangeHolderForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation(['line', 'domain']);
  const form = useZodForm(changeHolderFormSchema(line), {
    defaultValues: {
      mode: 'existing',
      search: '',
      existingFiscalId: '',
      newFiscalId: '',
      newCustomer: EMPTY_NEW_HOLDER,
      when: 'cycleEnd',
    },
    fieldOfIssue: fieldOfRequestPath,
  });
  const submit = useLineFormSubmit(
    form,
    (data) => runGatewayMutation(ChangeHolderMutation, data),
    onDone,
    fieldOfRequestPath,
  );
  const [mode, search] = useWatch({ control: form.control, name: ['mode', 'search'] });
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const candidates = useLineQuery(
    HolderCandidatesQuery,
    debounced.length >= 2 ? { search: debounced } : null,
  );
  const options = (candidates.data?.customers.edges ?? [])
    .map((edge) => edge.node)
    .filter((customer) => customer.fiscalId !== line.fiscalId)
    .map((customer) => ({
      value: customer.fiscalId,
      label: `${customer.fiscalId} · ${[customer.name, customer.firstSurname, customer.lastSurname].filter(Boolean).join(' ')}`,
    }));
  const { control } = form;
  return (
    <LineForm
      control={control}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('line.changeHolder.submit')}
    >
      <FormRadioGroup
        control={control}
        name="mode"
        legend={t('line.changeHolder.to')}
        options={[
          { value: 'existing', label: t('line.changeHolder.existing') },
          { value: 'new', label: t('line.changeHolder.new') },
        ]}
        autoFocus
      />
      {mode === 'existing' ? (
        <>
          <FormTextField
            control={control}
            name="search"
            label={t('line.changeHolder.search')}
            hint={t('line.changeHolder.searchHint')}
          />
          {debounced.length >= 2 && candidates.status !== 'ready' ? (
            <QueryState
              status={candidates.status}
              errorCode={candidates.errorCode}
              retry={candidates.retry}
            />
          ) : null}
          {debounced.length >= 2 && candidates.status === 'ready' && options.length === 0 ? (
            <FormNote>{t('line.changeHolder.noMatch')}</FormNote>
          ) : null}
          <FormSelectField
            control={control}
            name="existingFiscalId"
            label={t('line.changeHolder.customer')}
            options={options}
            placeholder={t('line.form.choose')}
          />
        </>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <FormSelectField
            control={control}
            name="newCustomer.documentType"
            label={t('line.changeHolder.documentType')}
            options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`domain.documentType.${value}`) }))}
          />
          <FormTextField control={control} name="newFiscalId" label={t('line.changeHolder.fiscalId')} />
          <FormSelectField
            control={control}
            name="newCustomer.customerType"
            label={t('line.changeHolder.customerType')}
            options={CUSTOMER_TYPES.map((value) => ({ value, label: t(`domain.customerType.${value}`) }))}
          />
          <FormTextField control={control} name="newCustomer.name" label={t('line.changeHolder.name')} />
          <FormTextField
            control={control}
            name="newCustomer.firstSurname"
            label={t('line.changeHolder.firstSurname')}
          />
          <FormTextField
            control={control}
            name="newCustomer.secondSurname"
            label={t('line.changeHolder.secondSurname')}
          />
          <FormDateField
            control={control}
            name="newCustomer.birthDate"
            label={t('line.changeHolder.birthDate')}
            format="DD/MM/YYYY"
            showFormatAs="hint"
          />
          <FormTextField
            control={control}
            name="newCustomer.email"
            label={t('line.changeHolder.email')}
            type="email"
          />
          <FormTextField
            control={control}
            name="newCustomer.contactPhone"
            label={t('line.changeHolder.contactPhone')}
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="newCustomer.postalCode"
            label={t('line.changeHolder.postalCode')}
            inputMode="numeric"
          />
        </div>
      )}
      <FormRadioGroup
        control={control}
        name="when"
        legend={t('line.changeProduct.when')}
        options={[
          { value: 'now', label: t('line.changeProduct.now') },
          { value: 'cycleEnd', label: t('line.changeProduct.cycleEnd') },
        ]}
      />
    </LineForm>
  );
}
