import { useEffect, useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ELECTRICITY_TARIFFS,
  TARIFF_PERIODS,
  tariffPeriods,
} from '../../../schema/domain/energy/electricity-tariffs';
import { setLeaveGuard } from '../../routing/leave-guard';
import { runOperation } from '../../session/graphql-client';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormRadioGroup } from '../../ui/form/form-radio-group';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { CreateEnergyStudyMutation } from './energy-documents';
import { emptyEnergyForm, energyFormSchema, resizedToPeriods } from './energy-form-schema';
import { tariffKey } from './tariff-key';

const PANEL =
  'space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
const LEGEND = 'px-1 font-medium text-slate-700 text-sm dark:text-slate-200';
const HINT = 'text-slate-600 text-sm dark:text-slate-300';

/**
 * The study form: the supply point, its access tariff and the last bill (days, kWh and price per energy period,
 * contracted kW and price per power period), and the gas bill when the customer has one. Every field is checked by
 * the rules the api applies before anything is sent; saving opens the comparison.
 */
export function EnergyStudyForm({ onSaved }: { onSaved: (id: string) => void }) {
  const { t } = useTranslation(['energy', 'domain', 'validation', 'errors']);
  const form = useZodForm(energyFormSchema, { defaultValues: emptyEnergyForm() });
  const { control, getValues, setValue } = form;
  const { isDirty } = useFormState({ control });
  const [tariff, hasGas] = useWatch({ control, name: ['tariff', 'hasGas'] });
  const saved = useRef(false);

  // Another tariff bills another number of periods: the lists follow, keeping what both tariffs share.
  useEffect(() => {
    const { energy, power } = TARIFF_PERIODS[tariff];
    for (const [name, count] of [
      ['powerKw', power],
      ['powerPrices', power],
      ['consumptionKwh', energy],
      ['energyPrices', energy],
    ] as const) {
      const values = getValues(name);
      if (values.length !== count) setValue(name, resizedToPeriods(values, count));
    }
  }, [tariff, getValues, setValue]);

  useEffect(() => setLeaveGuard({ isActive: () => isDirty && !saved.current }), [isDirty]);

  const submit = useFormSubmit(
    form,
    async (study) => {
      const answer = await runOperation(
        CreateEnergyStudyMutation,
        { study: { ...study, customerFiscalId: study.customerFiscalId || null } },
        'mutation',
      );
      saved.current = true;
      onSaved(answer.createEnergyStudy.id);
    },
    () => undefined,
  );

  const energyPeriods = tariffPeriods(tariff, 'energy');
  const powerPeriods = tariffPeriods(tariff, 'power');
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('energy.form.title')}
      className="space-y-4"
    >
      <FormErrorSummary control={control} density="regular" />
      <fieldset className={PANEL}>
        <legend className={LEGEND}>{t('energy.form.supply')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormTextField
            control={control}
            name="cups"
            label={t('energy.form.cups')}
            hint={t('energy.form.cupsHint')}
            monospace
            density="regular"
          />
          <FormTextField
            control={control}
            name="postalCode"
            label={t('energy.form.postalCode')}
            hint={t('energy.form.postalCodeHint')}
            inputMode="numeric"
            density="regular"
          />
          <FormTextField
            control={control}
            name="customerFiscalId"
            label={t('energy.form.customerFiscalId')}
            hint={t('energy.form.customerFiscalIdHint')}
            monospace
            density="regular"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormRadioGroup
            control={control}
            name="tariff"
            legend={t('energy.form.tariff')}
            options={ELECTRICITY_TARIFFS.map((value) => ({
              value,
              label: t(`energy.tariff.${tariffKey(value)}`),
            }))}
            density="regular"
          />
          <FormTextField
            control={control}
            name="billingDays"
            label={t('energy.form.billingDays')}
            inputMode="numeric"
            density="regular"
          />
        </div>
      </fieldset>

      <fieldset className={PANEL}>
        <legend className={LEGEND}>{t('energy.form.energySection')}</legend>
        <p className={HINT}>{t('energy.form.energyHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {energyPeriods.map((period, index) => (
            <div key={period} className="grid grid-cols-2 gap-2">
              <FormTextField
                control={control}
                name={`consumptionKwh.${index}`}
                label={t('energy.form.consumption', { period })}
                inputMode="decimal"
              />
              <FormTextField
                control={control}
                name={`energyPrices.${index}`}
                label={t('energy.form.energyPrice', { period })}
                inputMode="decimal"
              />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className={PANEL}>
        <legend className={LEGEND}>{t('energy.form.powerSection')}</legend>
        <p className={HINT}>{t(`energy.form.powerHint.${tariffKey(tariff)}`)}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {powerPeriods.map((period, index) => (
            <div key={period} className="grid grid-cols-2 gap-2">
              <FormTextField
                control={control}
                name={`powerKw.${index}`}
                label={t('energy.form.power', { period })}
                inputMode="decimal"
              />
              <FormTextField
                control={control}
                name={`powerPrices.${index}`}
                label={t('energy.form.powerPrice', { period })}
                inputMode="decimal"
              />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className={PANEL}>
        <legend className={LEGEND}>{t('energy.form.gasSection')}</legend>
        <FormCheckboxField control={control} name="hasGas" label={t('energy.form.hasGas')} />
        {hasGas ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <FormTextField
              control={control}
              name="gas.billingDays"
              label={t('energy.form.gasBillingDays')}
              inputMode="numeric"
            />
            <FormTextField
              control={control}
              name="gas.consumptionKwh"
              label={t('energy.form.gasConsumption')}
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name="gas.energyPrice"
              label={t('energy.form.gasEnergyPrice')}
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name="gas.fixedPrice"
              label={t('energy.form.gasFixedPrice')}
              inputMode="decimal"
            />
          </div>
        ) : null}
      </fieldset>

      <div className="flex justify-end">
        <FormSubmitButton control={control} size="lg">
          {t('energy.form.submit')}
        </FormSubmitButton>
      </div>
    </form>
  );
}
