import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '../../../schema/domain/provinces';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextField } from '../../ui/form/form-text-field';
import type { IdentityFormValues } from './identity-form-schema';

type AddressName = 'billingAddress' | 'shippingAddress';

/** A brand address (billing or shipping): the province and the postal code must agree, as the api checks. */
export function AddressFieldset<Output>({
  control,
  name,
  legend,
}: {
  control: Control<IdentityFormValues, unknown, Output>;
  name: AddressName;
  legend: string;
}) {
  const { t } = useTranslation('brandSettings');
  const path = (field: string) => `${name}.${field}` as FieldPath<IdentityFormValues>;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 font-medium text-slate-800 text-sm dark:text-slate-100">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <FormTextField
          control={control}
          name={path('streetType')}
          label={t('brandSettings.address.streetType')}
          density="regular"
        />
        <FormTextField
          control={control}
          name={path('street')}
          label={t('brandSettings.address.street')}
          density="regular"
        />
        <FormTextField
          control={control}
          name={path('number')}
          label={t('brandSettings.address.number')}
          density="regular"
        />
        <FormTextField
          control={control}
          name={path('floor')}
          label={t('brandSettings.address.floor')}
          density="regular"
        />
        <FormTextField
          control={control}
          name={path('additionalInfo')}
          label={t('brandSettings.address.additionalInfo')}
          density="regular"
        />
        <FormTextField
          control={control}
          name={path('postalCode')}
          label={t('brandSettings.address.postalCode')}
          inputMode="numeric"
          autoComplete="off"
          density="regular"
        />
        <FormSelectField
          control={control}
          name={path('province')}
          label={t('brandSettings.address.province')}
          placeholder={t('brandSettings.choose')}
          options={PROVINCES.map((province) => ({ value: province.code, label: province.name }))}
          density="regular"
        />
        <FormTextField
          control={control}
          name={path('city')}
          label={t('brandSettings.address.city')}
          density="regular"
        />
      </div>
    </fieldset>
  );
}
