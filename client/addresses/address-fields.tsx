import { useEffect, useRef, useState } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isProvinceCode, provinceOfPostalCode } from '../../schema/domain/provinces';
import { postalCodeIsInProvince } from '../../schema/domain/validators/postal-code';
import { useGraphqlQuery } from '../server-state/use-graphql-query';
import { Button } from '../ui/button';
import type { FieldDensity } from '../ui/form/field-density';
import { FormSelectField } from '../ui/form/form-select-field';
import { FormTextField } from '../ui/form/form-text-field';
import { AddressProvincesQuery } from './address-documents';
import { AddressModeSwitch } from './address-mode-switch';
import type { AddressSearchMode } from './address-search-mode';
import { CityCombobox } from './city-combobox';
import { CoordinateField } from './coordinate-field';

export type AddressFieldsProps = {
  /** Path of the address object in the form's values: `address`, `lines.0.installationAddress`. */
  name: string;
  /** The fieldset's visible legend; none when the page's heading already says what the address is for. */
  legend?: string;
  /** How the agent starts; by default by coordinates when the address has them, else by street. */
  initialMode?: AddressSearchMode;
  density?: FieldDensity;
};

/**
 * The fields of a Spanish address (values shaped as `SignupAddressInput`, checked by the form's own schema,
 * `signupAddressSchema` for that object), inside a react-hook-form `FormProvider`. By street: the province, then
 * the city from the province's municipalities (which fills the postal code), street, number and floor. By
 * coordinates: latitude and longitude, then the address typed. Typed by hand when the search does not find it.
 */
export function AddressFields({ name, legend, initialMode, density = 'regular' }: AddressFieldsProps) {
  const { t } = useTranslation('address');
  const { control, getValues, setValue, formState } = useFormContext<FieldValues, unknown, FieldValues>();
  const path = (field: string) => `${name}.${field}`;
  const [mode, setMode] = useState<AddressSearchMode>(
    () => initialMode ?? (typeof getValues(path('latitude')) === 'number' ? 'coordinates' : 'street'),
  );
  const provinces = useGraphqlQuery(AddressProvincesQuery, {}, 'cache-first');
  const provinceOptions = (provinces.data?.provinces ?? []).map((province) => ({
    value: province.code,
    label: province.name,
  }));
  const province = useWatch({ control, name: path('province') }) as string | undefined;
  const postalCode = useWatch({ control, name: path('postalCode') }) as string | undefined;

  // A city picked in one province means nothing in another: picking another province empties city and postal
  // code. A whole address set at once (a reset with a saved address) keeps its postal code of that province.
  const shownProvince = useRef(province);
  useEffect(() => {
    if (shownProvince.current === province) return;
    shownProvince.current = province;
    const code = getValues(path('postalCode'));
    if (mode !== 'street' || !isProvinceCode(province) || typeof code !== 'string' || code === '') return;
    if (!postalCodeIsInProvince(code, province)) {
      setValue(path('city'), '', { shouldDirty: true });
      setValue(path('postalCode'), '', { shouldDirty: true });
    }
  });

  function changeMode(next: AddressSearchMode) {
    // Coordinates belong to a search by coordinates only; they must not travel with an address found otherwise.
    if (next !== 'coordinates') {
      setValue(path('latitude'), undefined, { shouldDirty: true });
      setValue(path('longitude'), undefined, { shouldDirty: true });
    }
    setMode(next);
  }

  const provinceOfTypedPostalCode = provinceOfPostalCode(postalCode?.trim() ?? '');
  function fillProvinceFromPostalCode() {
    if (!provinceOfTypedPostalCode) return;
    setValue(path('province'), provinceOfTypedPostalCode.code, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  }

  const text = (field: string, options: { hint?: string; autoComplete?: string } = {}) => (
    <FormTextField
      control={control}
      name={path(field)}
      label={t(`address.field.${field}`)}
      hint={options.hint}
      autoComplete={options.autoComplete ?? 'off'}
      density={density}
    />
  );
  const provinceSelect = (
    <FormSelectField
      control={control}
      name={path('province')}
      label={t('address.field.province')}
      placeholder={provinces.loading ? t('address.province.loading') : t('address.province.choose')}
      options={provinceOptions}
      density={density}
    />
  );
  const postalCodeWithHelper = (
    <div className="space-y-1">
      {text('postalCode', { autoComplete: 'postal-code' })}
      <Button
        variant="secondary"
        onClick={fillProvinceFromPostalCode}
        disabled={!provinceOfTypedPostalCode || provinceOfTypedPostalCode.code === province}
      >
        {t('address.province.fromPostalCode')}
      </Button>
    </div>
  );
  const streetLines = (
    <>
      {text('streetType', { hint: t('address.hint.streetType') })}
      {text('street')}
      {text('number')}
      {text('floor')}
      {text('additionalInfo')}
    </>
  );

  return (
    <fieldset className="space-y-4">
      {legend ? (
        <legend className="mb-2 font-medium text-slate-900 dark:text-slate-50">{legend}</legend>
      ) : null}
      <AddressModeSwitch mode={mode} onChange={changeMode} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {mode === 'street' ? (
          <>
            {provinceSelect}
            <CityCombobox
              cityName={path('city')}
              postalCodeName={path('postalCode')}
              province={province ?? ''}
              label={t('address.field.city')}
              density={density}
            />
            {text('postalCode', { hint: t('address.hint.postalCodeFromCity') })}
            {streetLines}
          </>
        ) : (
          <>
            {mode === 'coordinates' ? (
              <>
                <CoordinateField
                  name={path('latitude')}
                  label={t('address.field.latitude')}
                  hint={t('address.hint.latitude')}
                  density={density}
                />
                <CoordinateField
                  name={path('longitude')}
                  label={t('address.field.longitude')}
                  hint={t('address.hint.longitude')}
                  density={density}
                />
              </>
            ) : null}
            {streetLines}
            {postalCodeWithHelper}
            {provinceSelect}
            {text('city')}
          </>
        )}
      </div>
    </fieldset>
  );
}
