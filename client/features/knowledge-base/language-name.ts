import type { KnowledgeBaseLanguage } from '../../../schema/rest/knowledge-base';
import { LANGUAGES } from '../../i18n/languages';

/** The endonym of a language (Español, Català…), as the language switch shows it. */
export function languageName(language: KnowledgeBaseLanguage): string {
  return LANGUAGES.find((candidate) => candidate.code === language)?.label ?? language;
}
