import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { brandSvasSchema } from '../../../schema/rest/brand-settings';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { showNotice } from '../../ui/notice-store';
import { SaveBrandSettingsMutation } from './brand-settings-documents';
import { useReportDirty } from './dirty-forms';
import { reloadSettings } from './reload-settings';
import { SettingsFormFooter } from './settings-form-footer';
import { SettingsSection } from './settings-section';

const SVAS = Object.keys(brandSvasSchema.shape) as Array<keyof z.infer<typeof brandSvasSchema>>;
type SvaValues = z.infer<typeof brandSvasSchema>;

/** A brand that never saved its SVAs offers none until it does. */
function svaValues(settings: BrandSettingsFieldsFragment): SvaValues {
  return Object.fromEntries(SVAS.map((name) => [name, settings.svas?.[name] ?? false])) as SvaValues;
}

/** SVAs tab: the value-added services the brand's lines offer, each on or off. */
export function SvasPanel({ settings }: { settings: BrandSettingsFieldsFragment }) {
  const { t } = useTranslation('brandSettings');
  const form = useZodForm(brandSvasSchema, { defaultValues: svaValues(settings) });
  const { control } = form;
  useReportDirty(control, 'svas.all');
  const submit = useFormSubmit(
    form,
    async (svas) => {
      const data = await runOperation(SaveBrandSettingsMutation, { settings: { svas } }, 'mutation');
      form.reset(svaValues(data.saveBrandSettings));
      showNotice('success', t('brandSettings.saved', { name: t('brandSettings.tabs.svas') }));
    },
    () => undefined,
    {
      fieldOfApiField: (field) =>
        field.startsWith('svas.') ? (field.slice(5) as keyof SvaValues) : undefined,
    },
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection
        title={t('brandSettings.svas.title')}
        description={t('brandSettings.svas.description')}
      >
        <FormErrorSummary control={control} density="regular" />
        <fieldset>
          <legend className="sr-only">{t('brandSettings.svas.title')}</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {SVAS.map((name) => (
              <FormCheckboxField
                key={name}
                control={control}
                name={name}
                label={t(`brandSettings.svas.field.${name}`)}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 text-sm hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
                density="regular"
              />
            ))}
          </div>
        </fieldset>
        <SettingsFormFooter
          control={control}
          onDiscard={() => form.reset()}
          onReload={async () => {
            const fresh = await reloadSettings('brandSettings.reloadError');
            if (fresh) form.reset(svaValues(fresh));
          }}
        />
      </SettingsSection>
    </form>
  );
}
