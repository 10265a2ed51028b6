import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGraphqlQuery } from '../server-state/use-graphql-query';
import { controlClass, FIELD_CLASS, type FieldDensity, LABEL_CLASS } from '../ui/form/field-density';
import { FormFieldMessage } from '../ui/form/form-field-message';
import { useFieldMessageText } from '../ui/form/use-field-message-text';
import { AddressCitiesQuery } from './address-documents';
import { useDebouncedValue } from './use-debounced-value';

type Municipality = { name: string; postalCode: string };

/**
 * How the municipalities of a province are found as the user types (`q`, debounced; `province` '' while none is
 * chosen): a hook the combobox calls once per render. The console's is the signed-in `cities` query; a public page
 * gives its own.
 */
export type UseCitySearch = (
  province: string,
  q: string,
) => { cities: readonly Municipality[]; loading: boolean };

function useSignedInCitySearch(province: string, q: string) {
  // Asked as soon as the province is known, so the list is there when the agent presses Down.
  const cities = useGraphqlQuery(AddressCitiesQuery, province ? { province, q } : null, 'cache-first');
  return { cities: cities.data?.cities ?? [], loading: cities.loading };
}

/**
 * The city of an address searched by street: a combobox (ARIA 1.2, list autocomplete) over the province's
 * municipalities whose name starts with what is typed. Down/Up move through the list, Enter picks, Escape closes;
 * picking writes the city and the municipality's main postal code into the form.
 */
export function CityCombobox({
  cityName,
  postalCodeName,
  province,
  label,
  density,
  useCitySearch = useSignedInCitySearch,
}: {
  /** Form paths of the address's city and postal code. */
  cityName: string;
  postalCodeName: string;
  /** INE code of the chosen province; '' while none is. */
  province: string;
  label: string;
  density: FieldDensity;
  useCitySearch?: UseCitySearch;
}) {
  const { t } = useTranslation('address');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { control, setValue, formState } = useFormContext();
  const { field, fieldState } = useController({ control, name: cityName });
  const error = useFieldMessageText()(fieldState.error?.message);
  const typed = typeof field.value === 'string' ? field.value : '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(typed.trim(), 200);
  const cities = useCitySearch(province, query);
  // Until the answer for what is typed now arrives, the previous answer may still be the query's data: only its
  // names that start with the typed text are offered, so a quick Enter never picks a city the agent typed past.
  const options: readonly Municipality[] = cities.cities.filter((municipality) =>
    nameStartsWith(municipality.name, typed),
  );
  const expanded = open && province !== '' && options.length > 0;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function pick(municipality: Municipality) {
    field.onChange(municipality.name);
    // After a refused submit the form checks again on change; the filled postal code must be checked too.
    setValue(postalCodeName, municipality.postalCode, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((index) => Math.min(index + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter': {
        const municipality = expanded ? options[active] : undefined;
        if (municipality) {
          // Enter on an option picks it rather than sending the form.
          event.preventDefault();
          pick(municipality);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  }

  const status = !province
    ? t('address.city.chooseProvince')
    : open && cities.loading
      ? t('address.city.searching')
      : open && query !== '' && query === typed.trim() && options.length === 0
        ? t('address.city.noMatch')
        : undefined;

  return (
    <div className={FIELD_CLASS[density]}>
      <label htmlFor={id} className={LABEL_CLASS[density]}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={field.ref}
          id={id}
          name={field.name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || status ? `${id}-message` : undefined}
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            field.onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            field.onBlur();
          }}
          className={controlClass(density, !!error)}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {expanded
            ? options.map((municipality, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay in the input, which names the active option (aria-activedescendant).
                <div
                  key={`${municipality.name}-${municipality.postalCode}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  // Keeps the focus in the input, so the blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(municipality)}
                  className={`flex cursor-pointer justify-between gap-3 px-3 py-1.5 text-sm ${
                    index === active
                      ? 'bg-primary-100 text-primary-900 dark:bg-primary-900/60 dark:text-primary-100'
                      : 'text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`}
                >
                  <span>{municipality.name}</span>
                  <span
                    className={`tabular-nums ${index === active ? '' : 'text-slate-600 dark:text-slate-400'}`}
                  >
                    {municipality.postalCode}
                  </span>
                </div>
              ))
            : null}
        </div>
      </div>
      <div aria-live="polite">
        <FormFieldMessage id={`${id}-message`} error={error} hint={status} density={density} />
      </div>
    </div>
  );
}

/**
 * Whether a municipality answers to what is typed as the api's city search decides it: accents and case ignored,
 * each official form of a bilingual name ("Alicante/Alacant") on its own.
 */
function nameStartsWith(name: string, typed: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const start = fold(typed.trim());
  return name.split('/').some((form) => fold(form.trim()).startsWith(start));
}
