import { useEffect, useRef } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isProvinceCode, PROVINCES } from '../../../../schema/domain/provinces';
import { postalCodeIsInProvince } from '../../../../schema/domain/validators/postal-code';
import { CityCombobox } from '../../../addresses/city-combobox';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { FormTextField } from '../../../ui/form/form-text-field';
import { usePublicCitySearch } from './public-city-search';

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({ value: province.code, label: province.name }));

/**
 * The address a customer checks, inside a react-hook-form `FormProvider` whose values hold it at `address`: the
 * province (a fixed list), the city searched among the province's municipalities (which fills the postal code),
 * street and number. The console's fieldset asks the signed-in api for provinces and cities; this one needs no
 * session and asks the public lookup of the link's key.
 */
export function PublicAddressFields({ legend }: { legend: string }) {
  const { t } = useTranslation('address');
  const { control, getValues, setValue } = useFormContext<FieldValues, unknown, FieldValues>();
  const province = useWatch({ control, name: 'address.province' }) as string | undefined;

  // A city picked in one province means nothing in another: another province empties city and postal code.
  const shownProvince = useRef(province);
  useEffect(() => {
    if (shownProvince.current === province) return;
    shownProvince.current = province;
    const code = getValues('address.postalCode');
    if (!isProvinceCode(province) || typeof code !== 'string' || code === '') return;
    if (!postalCodeIsInProvince(code, province)) {
      setValue('address.city', '', { shouldDirty: true });
      setValue('address.postalCode', '', { shouldDirty: true });
    }
  });

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-medium text-slate-900 dark:text-slate-50">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="address.province"
          label={t('address.field.province')}
          placeholder={t('address.province.choose')}
          options={PROVINCE_OPTIONS}
          density="regular"
        />
        <CityCombobox
          cityName="address.city"
          postalCodeName="address.postalCode"
          province={province ?? ''}
          label={t('address.field.city')}
          density="regular"
          useCitySearch={usePublicCitySearch}
        />
        <FormTextField
          control={control}
          name="address.postalCode"
          label={t('address.field.postalCode')}
          hint={t('address.hint.postalCodeFromCity')}
          autoComplete="postal-code"
          inputMode="numeric"
          density="regular"
        />
        <FormTextField
          control={control}
          name="address.street"
          label={t('address.field.street')}
          autoComplete="address-line1"
          density="regular"
        />
        <FormTextField
          control={control}
          name="address.number"
          label={t('address.field.number')}
          density="regular"
        />
      </div>
    </fieldset>
  );
}
