import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** An absolute http or https URL with a real host name (a dotted name, localhost or an IP), without spaces. */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || host.startsWith('[') || /^[^.]+(\.[^.]+)+$/.test(host);
}

export const urlSchema = requiredText().refine(isValidUrl, { error: DOMAIN_VALIDATION_MESSAGES.url });
