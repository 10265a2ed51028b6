import brDomain from '../../locales/br/domain.json';
import br from '../../locales/br/email.json';
import caDomain from '../../locales/ca/domain.json';
import ca from '../../locales/ca/email.json';
import enDomain from '../../locales/en/domain.json';
import en from '../../locales/en/email.json';
import esDomain from '../../locales/es/domain.json';
import es from '../../locales/es/email.json';
import type { EmailLanguage } from './email-language';

// The console's catalogue namespace `email`, so the locale parity test keeps the four languages in step.
type EmailCatalogue = typeof es;
const CATALOGUES: Record<EmailLanguage, EmailCatalogue> = { es, ca, en, br };
const INVOICE_STATUSES: Record<EmailLanguage, Readonly<Record<string, string>>> = {
  es: esDomain.invoiceStatus,
  ca: caDomain.invoiceStatus,
  en: enDomain.invoiceStatus,
  br: brDomain.invoiceStatus,
};

export type EmailTemplate = keyof EmailCatalogue;

/** The texts of one e-mail in one language, `{{name}}` placeholders still in. */
export function emailTexts<T extends EmailTemplate>(language: EmailLanguage, template: T): EmailCatalogue[T] {
  return CATALOGUES[language][template];
}

/** `text` with each `{{name}}` replaced by `values[name]`; a placeholder without a value is left as it is. */
export function fillEmailText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** An invoice status as the console names it (the `domain` namespace); the code itself when it has no name. */
export function invoiceStatusName(language: EmailLanguage, status: string): string {
  return INVOICE_STATUSES[language][status] ?? status;
}
