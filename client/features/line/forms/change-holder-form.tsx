import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPES, DOCUMENT_TYPES } from '../../../../schema/domain/vocabulary/customer';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { ChangeHolderMutation, HolderCandidatesQuery } from '../line-documents';
import { changeHolderFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import { useLineQuery } from '../use-line-query';
import {
  LineForm,
  LineFormNote,
  type LineFormProps,
  LineRadioGroup,
  LineSelectField,
  LineTextField,
  useLineFormSubmit,
} from './line-form-parts';
import { QueryState } from './query-state';

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
type NewHolderFields = typeof EMPTY_NEW_HOLDER;

const REQUIRED_FIELDS: readonly string[] = ['documentType', 'customerType', 'name', 'email'];

/** Optional fields left empty are left out, so the api's rules for them apply only to what was typed. */
function newHolderInput(fields: NewHolderFields) {
  return Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => REQUIRED_FIELDS.includes(field) || value.trim() !== ''),
  );
}

/** Holder change: to an existing customer of the brand (searched) or to a new one, now or at the cycle's end. */
export function ChangeHolderForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation(['line', 'domain']);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [existingFiscalId, setExistingFiscalId] = useState('');
  const [newFiscalId, setNewFiscalId] = useState('');
  const [holder, setHolder] = useState<NewHolderFields>(EMPTY_NEW_HOLDER);
  const [when, setWhen] = useState('cycleEnd');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
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
  const set = (field: keyof NewHolderFields) => (value: string) =>
    setHolder((current) => ({ ...current, [field]: value }));
  const fieldError = (field: keyof NewHolderFields) => errors[`newCustomer.${field}`];
  const values = () => ({
    subscriptionIds: [line.subscriptionId],
    actualFiscalId: line.fiscalId,
    newFiscalId: mode === 'existing' ? existingFiscalId : newFiscalId,
    ...(mode === 'new' ? { newCustomer: newHolderInput(holder) } : {}),
    executeNow: when === 'now',
  });
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.changeHolder.submit')}
      onSubmit={() =>
        submit(
          () => parseForm(changeHolderFormSchema, values()),
          (data) => runGatewayMutation(ChangeHolderMutation, data),
        )
      }
    >
      <LineRadioGroup
        legend={t('line.changeHolder.to')}
        name="change-holder-mode"
        value={mode}
        onChange={(value) => setMode(value === 'new' ? 'new' : 'existing')}
        options={[
          { value: 'existing', label: t('line.changeHolder.existing') },
          { value: 'new', label: t('line.changeHolder.new') },
        ]}
        autoFocus
      />
      {mode === 'existing' ? (
        <>
          <LineTextField
            label={t('line.changeHolder.search')}
            value={search}
            onChange={setSearch}
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
            <LineFormNote>{t('line.changeHolder.noMatch')}</LineFormNote>
          ) : null}
          <LineSelectField
            label={t('line.changeHolder.customer')}
            value={existingFiscalId}
            onChange={setExistingFiscalId}
            options={options}
            placeholder={t('line.form.choose')}
            error={errors.newFiscalId}
          />
        </>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <LineSelectField
            label={t('line.changeHolder.documentType')}
            value={holder.documentType}
            onChange={set('documentType')}
            options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`domain.documentType.${value}`) }))}
            error={fieldError('documentType')}
          />
          <LineTextField
            label={t('line.changeHolder.fiscalId')}
            value={newFiscalId}
            onChange={setNewFiscalId}
            error={errors.newFiscalId}
          />
          <LineSelectField
            label={t('line.changeHolder.customerType')}
            value={holder.customerType}
            onChange={set('customerType')}
            options={CUSTOMER_TYPES.map((value) => ({ value, label: t(`domain.customerType.${value}`) }))}
            error={fieldError('customerType')}
          />
          <LineTextField
            label={t('line.changeHolder.name')}
            value={holder.name}
            onChange={set('name')}
            error={fieldError('name')}
          />
          <LineTextField
            label={t('line.changeHolder.firstSurname')}
            value={holder.firstSurname}
            onChange={set('firstSurname')}
            error={fieldError('firstSurname')}
          />
          <LineTextField
            label={t('line.changeHolder.secondSurname')}
            value={holder.secondSurname}
            onChange={set('secondSurname')}
            error={fieldError('secondSurname')}
          />
          <LineTextField
            label={t('line.changeHolder.birthDate')}
            value={holder.birthDate}
            onChange={set('birthDate')}
            error={fieldError('birthDate')}
            hint="DD/MM/YYYY"
          />
          <LineTextField
            label={t('line.changeHolder.email')}
            type="email"
            value={holder.email}
            onChange={set('email')}
            error={fieldError('email')}
          />
          <LineTextField
            label={t('line.changeHolder.contactPhone')}
            value={holder.contactPhone}
            onChange={set('contactPhone')}
            error={fieldError('contactPhone')}
            inputMode="numeric"
          />
          <LineTextField
            label={t('line.changeHolder.postalCode')}
            value={holder.postalCode}
            onChange={set('postalCode')}
            error={fieldError('postalCode')}
            inputMode="numeric"
          />
        </div>
      )}
      <LineRadioGroup
        legend={t('line.changeProduct.when')}
        name="change-holder-when"
        value={when}
        onChange={setWhen}
        options={[
          { value: 'now', label: t('line.changeProduct.now') },
          { value: 'cycleEnd', label: t('line.changeProduct.cycleEnd') },
        ]}
      />
    </LineForm>
  );
}
