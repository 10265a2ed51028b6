import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { showNotice } from '../../ui/notice-store';
import { SaveBrandSettingsMutation } from './brand-settings-documents';
import {
  CONTRACT_FIELDS,
  type ContractFormValues,
  contractFormSchema,
  contractFormValues,
} from './contract-form-schema';
import { useReportDirty } from './dirty-forms';
import { reloadSettings } from './reload-settings';
import { SettingsFormFooter } from './settings-form-footer';
import { withoutGroup } from './settings-form-values';
import { FieldGrid, SettingsSection } from './settings-section';

const INPUT_MODE = { email: 'email', tel: 'tel', url: 'text', text: 'text' } as const;

/** Customer e-mails tab: what the brand's messages and contracts say to customers (the `contract` group). */
export function CustomerEmailsPanel({ settings }: { settings: BrandSettingsFieldsFragment }) {
  const { t } = useTranslation('brandSettings');
  const form = useZodForm(contractFormSchema, { defaultValues: contractFormValues(settings) });
  const { control } = form;
  useReportDirty(control, 'customerEmails.contract');
  const submit = useFormSubmit(
    form,
    async (contract) => {
      const data = await runOperation(SaveBrandSettingsMutation, { settings: { contract } }, 'mutation');
      form.reset(contractFormValues(data.saveBrandSettings));
      showNotice('success', t('brandSettings.saved', { name: t('brandSettings.contract.title') }));
    },
    () => undefined,
    { fieldOfApiField: withoutGroup<FieldPath<ContractFormValues>>('contract') },
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection
        title={t('brandSettings.contract.title')}
        description={t('brandSettings.contract.description')}
      >
        <FormErrorSummary control={control} density="regular" />
        {settings.contract ? null : (
          <p className="text-amber-800 text-sm dark:text-amber-200">
            {t('brandSettings.contract.neverSaved')}
          </p>
        )}
        <FieldGrid>
          {CONTRACT_FIELDS.map((field) => (
            <FormTextField
              key={field.name}
              control={control}
              name={field.name}
              label={t(`brandSettings.contract.field.${field.name}`)}
              hint={'optional' in field ? t('brandSettings.optional') : undefined}
              type={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text'}
              inputMode={INPUT_MODE[field.kind]}
              density="regular"
            />
          ))}
        </FieldGrid>
        <SettingsFormFooter
          control={control}
          onDiscard={() => form.reset()}
          onReload={async () => {
            const fresh = await reloadSettings('brandSettings.contract.reloadError');
            if (fresh) form.reset(contractFormValues(fresh));
          }}
        />
      </SettingsSection>
    </form>
  );
}
