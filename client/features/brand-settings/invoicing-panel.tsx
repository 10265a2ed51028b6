import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '../../../schema/domain/vocabulary/customer';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { showNotice } from '../../ui/notice-store';
import { SaveBrandSettingsMutation } from './brand-settings-documents';
import { useReportDirty } from './dirty-forms';
import { invoicingFormSchema, invoicingFormValues } from './invoicing-form-schema';
import { NextNumberExample } from './next-number-example';
import { reloadSettings } from './reload-settings';
import { SettingsFormFooter } from './settings-form-footer';
import { FieldGrid, SettingsSection } from './settings-section';
import { syncSessionBrand } from './sync-session-brand';

/** Invoicing tab: invoice settings, SEPA collection data and the two number series with their next number. */
export function InvoicingPanel({ settings }: { settings: BrandSettingsFieldsFragment }) {
  const { t } = useTranslation(['brandSettings', 'domain']);
  const form = useZodForm(invoicingFormSchema, { defaultValues: invoicingFormValues(settings) });
  const { control } = form;
  useReportDirty(control, 'invoicing.all');
  const submit = useFormSubmit(
    form,
    async (groups) => {
      const data = await runOperation(SaveBrandSettingsMutation, { settings: groups }, 'mutation');
      syncSessionBrand(data.saveBrandSettings);
      form.reset(invoicingFormValues(data.saveBrandSettings));
      showNotice('success', t('brandSettings.saved', { name: t('brandSettings.tabs.invoicing') }));
    },
    () => undefined,
  );
  const checkbox = 'flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <SettingsSection
        title={t('brandSettings.invoicing.title')}
        description={t('brandSettings.invoicing.description')}
      >
        <FormErrorSummary control={control} density="regular" />
        <div className="grid gap-2 sm:grid-cols-3">
          <FormCheckboxField
            control={control}
            name="invoicing.generateCustomerInvoices"
            label={t('brandSettings.invoicing.generateCustomerInvoices')}
            className={checkbox}
            density="regular"
          />
          <FormCheckboxField
            control={control}
            name="invoicing.sendByEmail"
            label={t('brandSettings.invoicing.sendByEmail')}
            className={checkbox}
            density="regular"
          />
          <FormCheckboxField
            control={control}
            name="invoicing.collectBankDetails"
            label={t('brandSettings.invoicing.collectBankDetails')}
            className={checkbox}
            density="regular"
          />
        </div>
        <FieldGrid>
          <FormSelectField
            control={control}
            name="invoicing.paymentMethod"
            label={t('brandSettings.invoicing.paymentMethod')}
            placeholder={t('brandSettings.choose')}
            options={PAYMENT_METHODS.map((method) => ({
              value: method,
              label: t(`domain.paymentMethod.${method}`),
            }))}
            density="regular"
          />
          <FormTextField
            control={control}
            name="invoicing.defaultPaymentTermsDays"
            label={t('brandSettings.invoicing.defaultPaymentTermsDays')}
            inputMode="numeric"
            density="regular"
          />
          <FormTextField
            control={control}
            name="invoicing.sepaCreditorId"
            label={t('brandSettings.invoicing.sepaCreditorId')}
            hint={t('brandSettings.invoicing.sepaCreditorIdHint')}
            monospace
            density="regular"
          />
          <FormTextField
            control={control}
            name="invoicing.collectionIban"
            label={t('brandSettings.invoicing.collectionIban')}
            monospace
            density="regular"
          />
          <FormTextField
            control={control}
            name="invoicing.collectionBic"
            label={t('brandSettings.invoicing.collectionBic')}
            monospace
            density="regular"
          />
          <FormTextField
            control={control}
            name="invoicing.sepaMandatePrefix"
            label={t('brandSettings.invoicing.sepaMandatePrefix')}
            monospace
            density="regular"
          />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection
        title={t('brandSettings.series.title')}
        description={t('brandSettings.series.description')}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {(['invoice', 'creditNote'] as const).map((series) => (
            <fieldset
              key={series}
              className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <legend className="px-1 font-medium text-slate-800 text-sm dark:text-slate-100">
                {t(`brandSettings.series.${series}`)}
              </legend>
              <FormTextField
                control={control}
                name={`series.${series}.prefix`}
                label={t('brandSettings.series.prefix')}
                hint={t('brandSettings.series.prefixHint')}
                monospace
                density="regular"
              />
              <FormTextField
                control={control}
                name={`series.${series}.nextNumber`}
                label={t('brandSettings.series.nextNumber')}
                inputMode="numeric"
                density="regular"
              />
              <NextNumberExample control={control} series={series} />
            </fieldset>
          ))}
        </div>
        <SettingsFormFooter
          control={control}
          onDiscard={() => form.reset()}
          onReload={async () => {
            const fresh = await reloadSettings('brandSettings.reloadError');
            if (fresh) form.reset(invoicingFormValues(fresh));
          }}
        />
      </SettingsSection>
    </form>
  );
}
