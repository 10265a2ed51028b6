import { useTranslation } from 'react-i18next';
import { decodeFieldMessage } from './field-message';

/**
 * Translates a stored field message. Keys read "namespace.key" (validation.required, domain.validation.invalidIcc,
 * line.alias.tooLong, errors.ICC_NOT_AVAILABLE), so any feature's key resolves without naming its namespace. An api
 * code the catalogue does not know reads as the generic error rather than as its key.
 */
export function useFieldMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    const { key, values } = decodeFieldMessage(message);
    if (key.startsWith('errors.')) return t(key, { ...values, defaultValue: '' }) || t('errors.generic');
    return t(key, { ...values });
  };
}
