import {
  type EmailLanguage,
  emailLanguageOf,
  emailLanguageOfAcceptLanguage,
  pickEmailLanguage,
} from '../schema/email/email-language';
import { emailTexts, fillEmailText } from '../schema/email/email-text';
import type { StoredUser } from './pool-state';

/** What tells the language of a request: Cognito's ClientMetadata (`language`) and the HTTP Accept-Language. */
export type LanguageHints = {
  clientMetadata?: Readonly<Record<string, string>> | undefined;
  acceptLanguage?: string | undefined;
};

/**
 * The language of an e-mail to `user`: their stored `locale` attribute, else the `language` the console sent in
 * ClientMetadata (the language it shows), else the request's Accept-Language, else Spanish.
 */
export function languageFor(user: StoredUser, hints: LanguageHints = {}): EmailLanguage {
  return pickEmailLanguage(
    emailLanguageOf(user.attributes.locale),
    emailLanguageOf(hints.clientMetadata?.language),
    emailLanguageOfAcceptLanguage(hints.acceptLanguage),
  );
}

/** The reset code e-mail in the user's language. */
export function resetCodeMessage(user: StoredUser, code: string, hints: LanguageHints) {
  const texts = emailTexts(languageFor(user, hints), 'resetCode');
  return { subject: texts.subject, body: fillEmailText(texts.body, { code }) };
}

/** The invitation with a temporary password in the user's language; the password ends the body. */
export function temporaryPasswordMessage(user: StoredUser, password: string, hints: LanguageHints) {
  const texts = emailTexts(languageFor(user, hints), 'temporaryPassword');
  return { subject: texts.subject, body: fillEmailText(texts.body, { username: user.username, password }) };
}
