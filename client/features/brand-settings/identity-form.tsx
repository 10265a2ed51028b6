import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES } from '../../../schema/domain/vocabulary/customer';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { showNotice } from '../../ui/notice-store';
import { AddressFieldset } from './address-fieldset';
import { SaveBrandSettingsMutation } from './brand-settings-documents';
import { useReportDirty } from './dirty-forms';
import { type IdentityFormValues, identityFormSchema, identityFormValues } from './identity-form-schema';
import { reloadSettings } from './reload-settings';
import { SettingsFormFooter } from './settings-form-footer';
import { withoutGroup } from './settings-form-values';
import { FieldGrid, SettingsSection } from './settings-section';
import { syncSessionBrand } from './sync-session-brand';

/** The brand's identity: name, fiscal data, segment, billing and shipping addresses (the `identity` group). */
export function IdentityForm({ settings }: { settings: BrandSettingsFieldsFragment }) {
  const { t } = useTranslation(['brandSettings', 'domain']);
  const form = useZodForm(identityFormSchema, { defaultValues: identityFormValues(settings) });
  const { control } = form;
  useReportDirty(control, 'information.identity');
  const submit = useFormSubmit(
    form,
    async (identity) => {
      const data = await runOperation(SaveBrandSettingsMutation, { settings: { identity } }, 'mutation');
      const saved = data.saveBrandSettings;
      syncSessionBrand(saved);
      form.reset(identityFormValues(saved));
      showNotice('success', t('brandSettings.saved', { name: t('brandSettings.identity.title') }));
    },
    () => undefined,
    { fieldOfApiField: withoutGroup<FieldPath<IdentityFormValues>>('identity') },
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection
        title={t('brandSettings.identity.title')}
        description={t('brandSettings.identity.description')}
      >
        <FormErrorSummary control={control} density="regular" />
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600 dark:text-slate-300">{t('brandSettings.identity.brandId')}</dt>
          <dd className="font-mono" data-testid="brand-id">
            {settings.brandId}
          </dd>
          <dt className="text-slate-600 dark:text-slate-300">{t('brandSettings.identity.superAdmin')}</dt>
          <dd>{settings.superAdmin?.email ?? '—'}</dd>
        </dl>
        <FieldGrid>
          <FormTextField
            control={control}
            name="brandName"
            label={t('brandSettings.identity.brandName')}
            density="regular"
          />
          <FormTextField
            control={control}
            name="legalName"
            label={t('brandSettings.identity.legalName')}
            density="regular"
          />
          <FormSelectField
            control={control}
            name="documentType"
            label={t('brandSettings.identity.documentType')}
            placeholder={t('brandSettings.choose')}
            options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`domain.documentType.${type}`) }))}
            density="regular"
          />
          <FormTextField
            control={control}
            name="fiscalId"
            label={t('brandSettings.identity.fiscalId')}
            monospace
            density="regular"
          />
          <FormTextField
            control={control}
            name="segment"
            label={t('brandSettings.identity.segment')}
            density="regular"
          />
        </FieldGrid>
        <AddressFieldset
          control={control}
          name="billingAddress"
          legend={t('brandSettings.identity.billingAddress')}
        />
        <AddressFieldset
          control={control}
          name="shippingAddress"
          legend={t('brandSettings.identity.shippingAddress')}
        />
        <SettingsFormFooter
          control={control}
          onDiscard={() => form.reset()}
          onReload={async () => {
            const fresh = await reloadSettings('brandSettings.reloadError');
            if (fresh) form.reset(identityFormValues(fresh));
          }}
        />
      </SettingsSection>
    </form>
  );
}
