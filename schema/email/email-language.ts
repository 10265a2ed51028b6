/** The languages e-mails are written in: the console's four, `br` being Brazilian Portuguese. */
export const EMAIL_LANGUAGES = ['es', 'ca', 'en', 'br'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

/** The brand's default, for a recipient whose language nothing tells. */
export const DEFAULT_EMAIL_LANGUAGE: EmailLanguage = 'es';

/** BCP 47 tags for Intl (numbers, money, dates in the message). */
export const EMAIL_LOCALES: Record<EmailLanguage, string> = {
  es: 'es-ES',
  ca: 'ca-ES',
  en: 'en-GB',
  br: 'pt-BR',
};

/**
 * An e-mail language from a console code (`br`) or a BCP 47 tag (`pt-BR`, `ca-ES`, `en-US`); undefined for any
 * other language. Plain `pt` is taken as Brazilian, the only Portuguese the console has.
 */
export function emailLanguageOf(tag: string | null | undefined): EmailLanguage | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'pt' || primary === 'br') return 'br';
  return EMAIL_LANGUAGES.find((language) => language === primary);
}

/** The best e-mail language of an Accept-Language header, by its q-values; undefined when none is ours. */
export function emailLanguageOfAcceptLanguage(header: string | null | undefined): EmailLanguage | undefined {
  if (!header) return undefined;
  const ranges = header.split(',').map((part, index) => {
    const [tag = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
  });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (range.q <= 0) continue;
    const language = emailLanguageOf(range.tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The first of `choices`, in order of preference, that names an e-mail language; the default otherwise. Senders
 * pass the recipient's stored preference first and the request's language after it.
 */
export function pickEmailLanguage(...choices: ReadonlyArray<EmailLanguage | undefined>): EmailLanguage {
  return choices.find((choice) => choice !== undefined) ?? DEFAULT_EMAIL_LANGUAGE;
}
