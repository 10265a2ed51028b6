/** A tariff's key in the catalogue: its code without the dot ("2.0TD" -> "20TD"), as i18next reads dots as nesting. */
export function tariffKey(tariff: string): string {
  return tariff.replace('.', '');
}
