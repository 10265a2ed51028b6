import { useTranslation } from 'react-i18next';
import type domainLabels from '../../locales/es/domain.json';

/** A labelled list of locales/<language>/domain.json (portabilityStatus, subscriptionStatus, resourceKind...). */
export type StatusBadgeList = keyof typeof domainLabels;

type Tone = 'positive' | 'negative' | 'neutral' | 'waiting' | 'info';

const POSITIVE = new Set([
  'ACTIVE',
  'COMPLETED',
  'CONFIRMED',
  'PAID',
  'WON',
  'VERIFIED',
  'SIGNATURE_COMPLETED',
  'PAYMENT_COMPLETED',
  'LOGISTIC_COMPLETED',
  'VERIFICATION_COMPLETED',
  'FAVORABLE',
  'AVAILABLE',
]);
const NEGATIVE = new Set([
  'ERRORED',
  'FAILED',
  'UNPAID',
  'BLOCKED',
  'VERIFICATION_ERRORED',
  'UNFAVORABLE',
  'EXPIRED',
  'SIGNATURE_CANCELED',
]);
const NEUTRAL = new Set(['CANCELED', 'TERMINATED', 'LOST', 'INACTIVE', 'REFUNDED', 'UNKNOWN', 'NOT_EXISTS']);

/** Colour by meaning, the same in every list: done, failed, closed, waiting, anything else. */
export function toneOf(value: string): Tone {
  if (POSITIVE.has(value)) return 'positive';
  if (NEGATIVE.has(value)) return 'negative';
  if (NEUTRAL.has(value)) return 'neutral';
  if (value.startsWith('PENDING') || value === 'INITIATED' || value === 'CREATED' || value === 'SENDED')
    return 'waiting';
  return 'info';
}

const TONE_CLASSES: Record<Tone, string> = {
  positive:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  negative:
    'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/30',
  neutral:
    'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-500/10 dark:text-slate-300 dark:ring-slate-400/30',
  waiting:
    'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/30',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-400/30',
};

/** Translated labels by language, list and value; a new `t` (a catalogue loaded or changed) starts over. */
const labelCache = new WeakMap<object, Map<string, Map<string, string>>>();

function labelsOf(language: string, list: string, t: object): Map<string, string> {
  let byList = labelCache.get(t);
  if (!byList) {
    byList = new Map();
    labelCache.set(t, byList);
  }
  const key = `${language}\u0000${list}`;
  let labels = byList.get(key);
  if (!labels) {
    labels = new Map();
    byList.set(key, labels);
  }
  return labels;
}

/**
 * A status (or type) shown as a small coloured label translated from domain.json: `domain.<list>.<value>`.
 * A value the catalogue does not know (or none) is shown as it came, so nothing is hidden.
 */
export function StatusBadge({ list, value }: { list: StatusBadgeList; value: string | null | undefined }) {
  const { t, i18n, ready } = useTranslation('domain');
  const shown = value ?? 'UNKNOWN';
  // A queue draws this badge in every row it scrolls to: each label is translated once per language and list
  // (not before the catalogue is in: the value itself stands in for it until then).
  const labels = ready ? labelsOf(i18n.language, list, t) : null;
  let label = labels?.get(shown);
  if (label === undefined) {
    label = t(`domain.${list}.${shown}`, { defaultValue: value ?? '—' });
    labels?.set(shown, label);
  }
  return (
    <span
      data-status={shown}
      className={`inline-flex max-w-full items-center truncate rounded-md px-1.5 py-0.5 font-medium text-xs ring-1 ring-inset ${TONE_CLASSES[toneOf(shown)]}`}
    >
      {label}
    </span>
  );
}
