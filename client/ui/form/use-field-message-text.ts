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
    // A value may itself be a message ({ key }), translated first: the reason inside "Line 2 (...): <reason>".
    const translated = values
      ? Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            isNestedMessage(value) ? t(value.key) : value,
          ]),
        )
      : undefined;
    if (key.startsWith('errors.')) return t(key, { ...translated, defaultValue: '' }) || t('errors.generic');
    return t(key, { ...translated });
  };
}

function isNestedMessage(value: unknown): value is { key: string } {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}
