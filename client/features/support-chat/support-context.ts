import type { ContactType } from '../../../schema/domain/vocabulary/contact';

/** What the page on screen is about, as the message's first line names it. */
export type SupportSubject =
  | { kind: 'line'; number: string }
  | { kind: 'order'; number: string }
  | { kind: 'customer'; fiscalId: string }
  | null;

const ORDER_ROUTES = new Set(['order', 'order-v2']);

/**
 * The subject of a route: the line page's number and the customer page's fiscal id are in the path; an order page
 * has the order's id there, so its number (read from the cache) is passed in, and the subject waits for it.
 */
export function supportSubjectOf(
  route: { id: string | null; params: Readonly<Record<string, string>> },
  orderNumber: string | null,
): SupportSubject {
  const id = decodeURIComponent(route.params.id ?? '').trim();
  if (!id) return null;
  if (route.id === 'line') return { kind: 'line', number: id };
  if (route.id === 'customer') return { kind: 'customer', fiscalId: id.toUpperCase() };
  if (route.id !== null && ORDER_ROUTES.has(route.id)) {
    return orderNumber ? { kind: 'order', number: orderNumber } : null;
  }
  return null;
}

/** Whether the route names an order whose number the panel must read before writing the first line. */
export function orderIdOf(route: {
  id: string | null;
  params: Readonly<Record<string, string>>;
}): string | null {
  if (route.id === null || !ORDER_ROUTES.has(route.id)) return null;
  return decodeURIComponent(route.params.id ?? '').trim() || null;
}

/** The message's first line: `supportChat.context.<kind>` with the subject's value, or nothing on other pages. */
export function supportPrefill(
  subject: SupportSubject,
  t: (key: string, values: Record<string, string>) => string,
) {
  if (!subject) return '';
  if (subject.kind === 'customer')
    return `${t('supportChat.context.customer', { fiscalId: subject.fiscalId })}\n`;
  return `${t(`supportChat.context.${subject.kind}`, { number: subject.number })}\n`;
}

/** The topic a subject most likely concerns; the first channel when the brand has no contact for it. */
const LIKELY_TOPIC: Record<NonNullable<SupportSubject>['kind'], ContactType> = {
  line: 'technical',
  order: 'activations',
  customer: 'general',
};

export function likelyTopic(subject: SupportSubject, topics: readonly ContactType[]): ContactType | '' {
  const likely = subject ? LIKELY_TOPIC[subject.kind] : 'general';
  return topics.includes(likely) ? likely : (topics[0] ?? '');
}
