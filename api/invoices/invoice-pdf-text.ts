import brDomain from '../../locales/br/domain.json';
import br from '../../locales/br/invoiceApp.json';
import caDomain from '../../locales/ca/domain.json';
import ca from '../../locales/ca/invoiceApp.json';
import enDomain from '../../locales/en/domain.json';
import en from '../../locales/en/invoiceApp.json';
import esDomain from '../../locales/es/domain.json';
import es from '../../locales/es/invoiceApp.json';
import type { EmailLanguage } from '../../schema/email/email-language';

// The console's `invoiceApp` namespace, so the locale parity test keeps the printed labels in step in four languages.
type PdfLabels = (typeof es)['pdf'];
type DomainNames = Pick<typeof esDomain, 'invoiceStatus' | 'taxTerritory'>;
const LABELS: Record<EmailLanguage, PdfLabels> = { es: es.pdf, ca: ca.pdf, en: en.pdf, br: br.pdf };
const DOMAIN: Record<EmailLanguage, DomainNames> = { es: esDomain, ca: caDomain, en: enDomain, br: brDomain };

export type InvoicePdfText = {
  labels: PdfLabels;
  statusName: (status: string) => string;
  territoryName: (territory: string) => string;
};

/** The printed labels of an invoice document in one language, with the names of statuses and tax territories. */
export function invoicePdfText(language: EmailLanguage): InvoicePdfText {
  const domain = DOMAIN[language];
  return {
    labels: LABELS[language],
    statusName: (status) => (domain.invoiceStatus as Record<string, string>)[status] ?? status,
    territoryName: (territory) => (domain.taxTerritory as Record<string, string>)[territory] ?? territory,
  };
}
