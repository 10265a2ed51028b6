import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FINANCIAL_RISK_QUERY_COSTS } from '../../../schema/domain/financial-risk-query-cost';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormRadioGroup } from '../../ui/form/form-radio-group';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { formatDate } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { SaveBrandSettingsMutation } from './brand-settings-documents';
import { useReportDirty } from './dirty-forms';
import {
  CREDIT_LIMIT_ACTIONS,
  type OthersFormValues,
  othersFieldOf,
  othersFormSchema,
  othersFormValues,
} from './others-form-schema';
import { reloadSettings } from './reload-settings';
import { SettingsFormFooter } from './settings-form-footer';
import { FieldGrid, SettingsSection } from './settings-section';

const CHECKBOX = 'flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200';

/** Others tab: welcome e-mail, manual signup, signing on the verification page, credit limit, query cost, PBX. */
export function OthersPanel({ settings }: { settings: BrandSettingsFieldsFragment }) {
  const { t } = useTranslation('brandSettings');
  const form = useZodForm(othersFormSchema, {
    defaultValues: othersFormValues(settings),
    fieldOfIssue: othersFieldOf,
  });
  const { control } = form;
  useReportDirty(control, 'others.all');
  const hasPbx = useWatch({ control, name: 'hasPbx' });
  const limitEnabled = useWatch({ control, name: 'creditLimit.enabled' });
  const submit = useFormSubmit(
    form,
    async (groups) => {
      const data = await runOperation(SaveBrandSettingsMutation, { settings: groups }, 'mutation');
      form.reset(othersFormValues(data.saveBrandSettings));
      showNotice('success', t('brandSettings.saved', { name: t('brandSettings.tabs.others') }));
    },
    () => undefined,
    { fieldOfApiField: (field) => othersFieldOf(field) as keyof OthersFormValues },
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <SettingsSection
        title={t('brandSettings.others.title')}
        description={t('brandSettings.others.description')}
      >
        <FormErrorSummary control={control} density="regular" />
        <div className="space-y-2">
          <FormCheckboxField
            control={control}
            name="other.sendTvWelcomeEmail"
            label={t('brandSettings.others.sendTvWelcomeEmail')}
            className={CHECKBOX}
            density="regular"
          />
          <FormCheckboxField
            control={control}
            name="other.manualSignup"
            label={t('brandSettings.others.manualSignup')}
            className={CHECKBOX}
            density="regular"
          />
          <FormCheckboxField
            control={control}
            name="other.signOnVerificationPage"
            label={t('brandSettings.others.signOnVerificationPage')}
            className={CHECKBOX}
            density="regular"
          />
        </div>
      </SettingsSection>
      <SettingsSection
        title={t('brandSettings.creditLimit.title')}
        description={t('brandSettings.creditLimit.description')}
      >
        <FormCheckboxField
          control={control}
          name="creditLimit.enabled"
          label={t('brandSettings.creditLimit.enabled')}
          className={CHECKBOX}
          density="regular"
        />
        <FieldGrid>
          <FormTextField
            control={control}
            name="creditLimit.amountEuros"
            label={t('brandSettings.creditLimit.amount')}
            hint={limitEnabled ? undefined : t('brandSettings.creditLimit.disabledHint')}
            inputMode="decimal"
            density="regular"
          />
          <FormRadioGroup
            control={control}
            name="creditLimit.atLimit"
            legend={t('brandSettings.creditLimit.atLimit')}
            options={CREDIT_LIMIT_ACTIONS.map((action) => ({
              value: action,
              label: t(`brandSettings.creditLimit.action.${action}`),
            }))}
            layout="list"
            density="regular"
          />
          <FormRadioGroup
            control={control}
            name="financialRisk.queryCostCents"
            legend={t('brandSettings.financialRisk.queryCost')}
            options={FINANCIAL_RISK_QUERY_COSTS.map((cents) => ({
              value: String(cents),
              label: t('brandSettings.financialRisk.cost', { euros: cents / 100 }),
            }))}
            layout="list"
            density="regular"
          />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title={t('brandSettings.pbx.title')} description={t('brandSettings.pbx.description')}>
        <FormCheckboxField
          control={control}
          name="hasPbx"
          label={t('brandSettings.pbx.has')}
          className={CHECKBOX}
          density="regular"
        />
        {hasPbx ? (
          <FieldGrid>
            <FormTextField
              control={control}
              name="pbx.name"
              label={t('brandSettings.pbx.name')}
              density="regular"
            />
            <FormTextField
              control={control}
              name="pbx.panelUrl"
              label={t('brandSettings.pbx.panelUrl')}
              density="regular"
            />
            <FormTextField
              control={control}
              name="pbx.username"
              label={t('brandSettings.pbx.username')}
              density="regular"
            />
            <FormTextField
              control={control}
              name="pbx.initialPassword"
              label={t('brandSettings.pbx.initialPassword')}
              hint={t('brandSettings.pbx.initialPasswordHint')}
              monospace
              density="regular"
            />
          </FieldGrid>
        ) : (
          <p className="text-slate-600 text-sm dark:text-slate-300">{t('brandSettings.pbx.none')}</p>
        )}
        {settings.pbx ? (
          <p className="text-slate-600 text-xs dark:text-slate-300">
            {t('brandSettings.pbx.dates', {
              created: formatDate(settings.pbx.created, true),
              modified: formatDate(settings.pbx.modified, true),
            })}
          </p>
        ) : null}
        <SettingsFormFooter
          control={control}
          onDiscard={() => form.reset()}
          onReload={async () => {
            const fresh = await reloadSettings('brandSettings.reloadError');
            if (fresh) form.reset(othersFormValues(fresh));
          }}
        />
      </SettingsSection>
    </form>
  );
}
