import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueFilter } from './queue-types';

const TEXT_FILTER_DELAY_MS = 300;

const fieldClass =
  'h-8 rounded-md border border-slate-300 bg-white px-2 text-slate-800 text-sm focus:border-primary-500 focus:outline-none focus:ring-1 focus:ring-primary-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

function TextFilter({
  filter,
  value,
  onChange,
}: {
  filter: Extract<QueueFilter, { kind: 'text' }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const lastSent = useRef(value);
  // The URL changed from outside (back, a link, "clear filters"): show it.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setDraft(value);
    }
  }, [value]);
  useEffect(() => {
    if (draft.trim() === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = draft.trim();
      onChange(draft.trim());
    }, TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, onChange]);
  return (
    <label className="flex flex-col gap-0.5 text-slate-600 text-xs dark:text-slate-300">
      <span>{t(filter.label)}</span>
      <input
        type="search"
        value={draft}
        placeholder={filter.placeholder ? t(filter.placeholder) : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            lastSent.current = draft.trim();
            onChange(draft.trim());
          }
        }}
        className={`${fieldClass} w-44`}
      />
    </label>
  );
}

/** The queue's filters; each value is written to the URL by the caller. */
export function QueueFilterBar({
  filters,
  values,
  onChange,
  onClear,
}: {
  filters: readonly QueueFilter[];
  values: Readonly<Record<string, string>>;
  onChange: (id: string, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(['table']);
  if (filters.length === 0) return null;
  const anySet = filters.some((filter) => values[filter.id]);
  return (
    <div className="flex flex-wrap items-end gap-3">
      {filters.map((filter) =>
        filter.kind === 'select' ? (
          <label key={filter.id} className="flex flex-col gap-0.5 text-slate-600 text-xs dark:text-slate-300">
            <span>{t(filter.label)}</span>
            <select
              value={values[filter.id] ?? ''}
              onChange={(event) => onChange(filter.id, event.target.value)}
              className={`${fieldClass} max-w-56`}
            >
              <option value="">{t('table.filters.all')}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <TextFilter
            key={filter.id}
            filter={filter}
            value={values[filter.id] ?? ''}
            onChange={(value) => onChange(filter.id, value)}
          />
        ),
      )}
      {anySet ? (
        <button
          type="button"
          onClick={onClear}
          className="h-8 rounded-md px-2 text-primary-700 text-sm hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300 dark:hover:bg-primary-500/10"
        >
          {t('table.filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
