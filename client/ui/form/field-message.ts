/**
 * A field's message as react-hook-form keeps it: an i18n key, and the values its translation interpolates
 * ("domain.validation.outOfRange" with { min, max }). react-hook-form stores one string per error, so the values
 * ride in that string after a separator no key contains, and are read back where the message is translated.
 */
export type FieldMessage = { key: string; values?: Readonly<Record<string, unknown>> };

const VALUES_SEPARATOR = '\u001f';

/** An i18n key ("namespace.path.to.text"), as our schemas and the api word a rule; zod's defaults are sentences. */
export function isI18nKey(text: string): boolean {
  return /^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/.test(text);
}

/** The string react-hook-form stores for a message key and its interpolation values. */
export function encodeFieldMessage({ key, values }: FieldMessage): string {
  return values && Object.keys(values).length > 0
    ? `${key}${VALUES_SEPARATOR}${JSON.stringify(values)}`
    : key;
}

/** The key and interpolation values of a stored message (a plain key reads as itself). */
export function decodeFieldMessage(message: string): FieldMessage {
  const at = message.indexOf(VALUES_SEPARATOR);
  if (at < 0) return { key: message };
  const key = message.slice(0, at);
  try {
    const values: unknown = JSON.parse(message.slice(at + 1));
    return typeof values === 'object' && values !== null
      ? { key, values: values as Record<string, unknown> }
      : { key };
  } catch {
    return { key };
  }
}
