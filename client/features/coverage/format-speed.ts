import { htmlLangFor, isLanguageCode } from '../../i18n/languages';

const formats = new Map<string, Intl.NumberFormat>();

/** Megabits per second in the interface language's number format ("1.000 Mb/s" in Spanish). */
export function formatSpeed(mbps: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(isLanguageCode(language) ? htmlLangFor(language) : 'es', {
      style: 'unit',
      unit: 'megabit-per-second',
      maximumFractionDigits: 1,
    });
    formats.set(language, format);
  }
  return format.format(mbps);
}
