import type { Request } from 'express';
import {
  type EmailLanguage,
  emailLanguageOfAcceptLanguage,
  pickEmailLanguage,
} from '../../schema/email/email-language';

/**
 * The language of the e-mails a request causes: the api stores no language per user, so it is the Accept-Language
 * the console sends (the language it shows, passed on by the gateway), else the brands' default, Spanish.
 */
export function requestLanguage(req: Request): EmailLanguage {
  return pickEmailLanguage(emailLanguageOfAcceptLanguage(req.get('accept-language')));
}
