import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidFiscalId } from '../../../../schema/domain/validators/fiscal-id';
import {
  CUSTOMER_TYPES,
  DOCUMENT_TYPES,
  type DocumentType,
} from '../../../../schema/domain/vocabulary/customer';
import { VERIFICATION_TYPES } from '../../../../schema/domain/vocabulary/order';
import { SIGNUP_FAMILY_TABS } from '../../../../schema/domain/vocabulary/signup';
import { AddressFields } from '../../../addresses/address-fields';
import { addressFromSearchParams } from '../../../addresses/signup-address-link';
import type { SignupOrderFieldsFragment } from '../../../generated/graphql';
import { runOperation } from '../../../session/graphql-client';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { addressFormValuesOf } from '../address-values';
import {
  SaveSignupCustomerMutation,
  SignupCustomerLookupQuery,
  SignupFiscalIdCheckQuery,
  StartSignupMutation,
} from '../signup-documents';
import { FieldGroup, StepFrame } from '../step-frame';
import { useStepSubmit } from '../use-step-submit';
import type { SignupIntroOutput } from './intro-values';
import {
  emptyIntroValues,
  type IntroValues,
  introFormSchema,
  introUpdateFormSchema,
  introValuesOf,
} from './intro-values';

type Props = {
  order: SignupOrderFieldsFragment | null;
  /** The page's query: a document typed in the palette, an address from the coverage page, a family tab. */
  search: string;
  onSaved: (order: SignupOrderFieldsFragment) => void;
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * What the URL brings: a document typed in the palette, an address from the coverage page, a family tab (the energy
 * study's "Sign up with this product").
 */
function introFromSearch(search: string): IntroValues {
  const values = emptyIntroValues();
  const params = new URLSearchParams(search);
  const fiscalId = params.get('fiscalId');
  if (fiscalId) values.customer.fiscalId = fiscalId;
  const familyTab = SIGNUP_FAMILY_TABS.find((tab) => tab === params.get('familyTab'));
  if (familyTab) values.familyTab = familyTab;
  const address = addressFromSearchParams(params);
  if (Object.keys(address).length > 0) values.address = addressFormValuesOf(address);
  return values;
}

type Found = { kind: 'existing'; name: string } | { kind: 'new' } | null;

/**
 * The intro: the customer's document (an existing customer of the channel is found and prefilled, never created
 * twice), who they are, how to reach them, the coverage address, the family and the verification method. Saving
 * creates the customer when new and the draft order; going back to it later saves the contact, address, family and
 * method again.
 */
export function IntroStep({ order, search, onSaved, onDirtyChange }: Props) {
  const { t } = useTranslation(['signup', 'domain']);
  const [initial] = useState(() => (order ? introValuesOf(order) : introFromSearch(search)));
  const form = useZodForm(order ? introUpdateFormSchema : introFormSchema, { defaultValues: initial });
  const { control } = form;
  const customerType = useWatch({ control, name: 'customer.customerType' });
  const [found, setFound] = useState<Found>(null);
  const locked = order !== null;

  const documentType = useWatch({ control, name: 'customer.documentType' });
  const fiscalId = useWatch({ control, name: 'customer.fiscalId' });
  // A document that passes its check character is looked up as soon as the agent stops typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lookUpDocument reads the form, not render state
  useEffect(() => {
    if (locked || !isValidFiscalId(documentType, fiscalId)) return;
    const timer = setTimeout(() => void lookUpDocument(documentType, fiscalId), 300);
    return () => clearTimeout(timer);
  }, [documentType, fiscalId, locked]);

  async function lookUpDocument(documentType: DocumentType, fiscalId: string) {
    try {
      const check = await runOperation(SignupFiscalIdCheckQuery, { documentType, fiscalId }, 'query');
      if (!check.verifyFiscalId.valid) {
        form.setError('customer.fiscalId', {
          type: 'INVALID_DOCUMENT',
          message: check.verifyFiscalId.message ?? 'domain.validation.invalidDocument',
        });
        setFound(null);
        return;
      }
      form.clearErrors('customer.fiscalId');
      const { customer } = await runOperation(
        SignupCustomerLookupQuery,
        { fiscalId: check.verifyFiscalId.normalized },
        'query',
      );
      const options = { shouldDirty: true } as const;
      form.setValue('customer.customerType', customer.customerType, options);
      form.setValue('customer.documentType', customer.documentType, options);
      form.setValue('customer.name', customer.name, options);
      form.setValue('customer.firstSurname', customer.firstSurname ?? '', options);
      form.setValue('customer.secondSurname', customer.lastSurname ?? '', options);
      if (customer.birthDate) {
        const [year, month, day] = customer.birthDate.split('-');
        form.setValue('customer.birthDate', `${day}/${month}/${year}`, options);
      }
      if (customer.email && !form.getValues('contact.email'))
        form.setValue('contact.email', customer.email, options);
      if (
        customer.contactPhone &&
        /^[67]/.test(customer.contactPhone) &&
        !form.getValues('contact.mobileNumber')
      ) {
        form.setValue('contact.mobileNumber', customer.contactPhone, options);
      }
      if (customer.address.street && !form.getValues('address.street')) {
        form.setValue('address', addressFormValuesOf(customer.address), options);
      }
      setFound({
        kind: 'existing',
        name: [customer.name, customer.firstSurname, customer.lastSurname].filter(Boolean).join(' '),
      });
    } catch {
      // Not a customer of this channel (or the lookup failed): the agent fills the form as for a new customer.
      setFound({ kind: 'new' });
    }
  }

  const submit = useStepSubmit(form, async (data, idempotencyKey) => {
    if (order) {
      const { contact, address, familyTab, verificationType } = data;
      const saved = await runOperation(
        SaveSignupCustomerMutation,
        { id: order.id, idempotencyKey, input: { contact, address, familyTab, verificationType } },
        'mutation',
      );
      onSaved(saved.saveSignupCustomer);
      return;
    }
    // Without an order the form runs the full intro schema, so its output carries the customer.
    if (!('customer' in data)) return;
    const input = data as SignupIntroOutput;
    const saved = await runOperation(StartSignupMutation, { idempotencyKey, input }, 'mutation');
    onSaved(saved.startSignup);
  });

  const isCompany = customerType === 'COMPANY';
  return (
    <StepFrame
      form={form}
      title={t('signup.step.INTRO')}
      description={t('signup.intro.description')}
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
    >
      {locked ? (
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('signup.intro.documentLocked')}</p>
      ) : (
        <FieldGroup legend={t('signup.intro.customer')}>
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr_auto]">
            <FormSelectField
              control={control}
              name="customer.documentType"
              label={t('signup.field.documentType')}
              options={DOCUMENT_TYPES.map((type) => ({
                value: type,
                label: t(`domain.documentType.${type}`),
              }))}
              density="regular"
            />
            <FormTextField
              control={control}
              name="customer.fiscalId"
              label={t('signup.field.fiscalId')}
              density="regular"
              autoComplete="off"
            />
          </div>
          {found?.kind === 'existing' ? (
            <p
              role="status"
              className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-800 text-sm dark:bg-emerald-950 dark:text-emerald-200"
            >
              {t('signup.intro.existingCustomer', { name: found.name })}
            </p>
          ) : found?.kind === 'new' ? (
            <p role="status" className="text-slate-600 text-sm dark:text-slate-300">
              {t('signup.intro.newCustomer')}
            </p>
          ) : null}
          <FormRadioGroup
            control={control}
            name="customer.customerType"
            legend={t('signup.field.customerType')}
            options={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`domain.customerType.${type}`) }))}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <FormTextField
              control={control}
              name="customer.name"
              label={isCompany ? t('signup.field.companyName') : t('signup.field.name')}
              density="regular"
              autoComplete={isCompany ? 'organization' : 'given-name'}
            />
            {isCompany ? null : (
              <>
                <FormTextField
                  control={control}
                  name="customer.firstSurname"
                  label={t('signup.field.firstSurname')}
                  density="regular"
                />
                <FormTextField
                  control={control}
                  name="customer.secondSurname"
                  label={t('signup.field.secondSurname')}
                  density="regular"
                />
              </>
            )}
          </div>
          {isCompany ? (
            <div className="grid gap-3 sm:grid-cols-3">
              <FormTextField
                control={control}
                name="customer.company.constitutionDate"
                label={t('signup.field.constitutionDate')}
                placeholder={t('signup.field.datePlaceholder')}
                density="regular"
              />
              <FormSelectField
                control={control}
                name="customer.company.representative.documentType"
                label={t('signup.field.representativeDocumentType')}
                options={(['DNI', 'NIE', 'PASSPORT'] as const).map((type) => ({
                  value: type,
                  label: t(`domain.documentType.${type}`),
                }))}
                density="regular"
              />
              <FormTextField
                control={control}
                name="customer.company.representative.document"
                label={t('signup.field.representativeDocument')}
                density="regular"
              />
              <FormTextField
                control={control}
                name="customer.company.representative.name"
                label={t('signup.field.representativeName')}
                density="regular"
              />
              <FormTextField
                control={control}
                name="customer.company.representative.firstSurname"
                label={t('signup.field.representativeFirstSurname')}
                density="regular"
              />
              <FormTextField
                control={control}
                name="customer.company.representative.birthDate"
                label={t('signup.field.representativeBirthDate')}
                placeholder={t('signup.field.datePlaceholder')}
                density="regular"
              />
            </div>
          ) : (
            <div className="sm:w-1/3">
              <FormTextField
                control={control}
                name="customer.birthDate"
                label={t('signup.field.birthDate')}
                placeholder={t('signup.field.datePlaceholder')}
                density="regular"
                autoComplete="bday"
              />
            </div>
          )}
        </FieldGroup>
      )}
      <FieldGroup legend={t('signup.intro.contact')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="contact.email"
            label={t('signup.field.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            density="regular"
          />
          <FormTextField
            control={control}
            name="contact.mobileNumber"
            label={t('signup.field.mobileNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            density="regular"
          />
        </div>
      </FieldGroup>
      <AddressFields name="address" legend={t('signup.intro.address')} />
      <FormRadioGroup
        control={control}
        name="familyTab"
        legend={t('signup.field.familyTab')}
        options={SIGNUP_FAMILY_TABS.map((tab) => ({ value: tab, label: t(`signup.familyTab.${tab}`) }))}
      />
      <FormRadioGroup
        control={control}
        name="verificationType"
        legend={t('signup.field.verificationType')}
        options={VERIFICATION_TYPES.map((type) => ({
          value: type,
          label: t(`signup.verificationType.${type}`),
        }))}
      />
    </StepFrame>
  );
}
