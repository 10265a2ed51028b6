import brDomain from '../../locales/br/domain.json';
import caDomain from '../../locales/ca/domain.json';
import enDomain from '../../locales/en/domain.json';
import esDomain from '../../locales/es/domain.json';
import type { ContactType } from '../../schema/domain/vocabulary/contact';
import type { EmailLanguage } from '../../schema/email/email-language';
import { emailTexts, fillEmailText } from '../../schema/email/email-text';

const TOPIC_NAMES: Record<EmailLanguage, Readonly<Record<ContactType, string>>> = {
  es: esDomain.contactType,
  ca: caDomain.contactType,
  en: enDomain.contactType,
  br: brDomain.contactType,
};

export type SupportEmailValues = {
  brand: string;
  topic: ContactType;
  sender: string;
  email: string;
  channel: string;
  page: string | undefined;
  message: string;
};

/** Subject and body of a support message, in the sender's language (the console's, as the request says). */
export function supportEmail(language: EmailLanguage, values: SupportEmailValues) {
  const texts = emailTexts(language, 'supportMessage');
  const filled = {
    ...values,
    topic: TOPIC_NAMES[language][values.topic],
    page: values.page || '-',
  };
  return { subject: fillEmailText(texts.subject, filled), body: fillEmailText(texts.body, filled) };
}
