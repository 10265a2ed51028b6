import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModifyProductHolderLinesQuery, ModifyProductSearchQuery } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import {
  ModifyProductHolderLinesQuery as HolderLines,
  ModifyProductSearchQuery as Search,
} from './modify-product-documents';

type Hit = ModifyProductSearchQuery['search'][number];
type HolderLine = ModifyProductHolderLinesQuery['subscriptions']['edges'][number]['node'];
/** A line to choose, from a line hit or from a customer's lines. */
type Choice = { lineNumber: string; holder: string; productName: string; status: string };

type PickerState =
  | { step: 'idle' }
  | { step: 'searching' }
  | { step: 'results'; lines: Choice[]; customers: { fiscalId: string; name: string }[] }
  | { step: 'problem'; message: string };

/** What the search needs: 2 to 100 characters, as the api's search takes them. */
const MIN_QUERY = 2;
const MAX_QUERY = 100;

function lineChoice(hit: {
  lineNumber: string;
  customerName: string;
  productName: string;
  status: string;
}): Choice {
  return {
    lineNumber: hit.lineNumber,
    holder: hit.customerName,
    productName: hit.productName,
    status: hit.status,
  };
}

/**
 * How the admin picks the line: its number or its holder's document (or name), through the console's global search;
 * a whole line number opens at once, a customer lists their lines. Choosing one calls `onPick` with its number.
 */
export function LinePicker({ onPick }: { onPick: (lineNumber: string) => void }) {
  const { t } = useTranslation(['modifyProduct', 'errors', 'domain']);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<PickerState>({ step: 'idle' });
  const inputId = 'modify-product-line-query';
  const messageId = `${inputId}-message`;

  async function search(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    const digits = text.replace(/\s+/g, '');
    if (/^[6789]\d{8}$/.test(digits)) {
      onPick(digits);
      return;
    }
    if (text.length < MIN_QUERY || text.length > MAX_QUERY) {
      setState({ step: 'problem', message: t('modifyProduct.pick.tooShort') });
      return;
    }
    setState({ step: 'searching' });
    try {
      const data = await runOperation(Search, { q: text }, 'query');
      const hits: readonly Hit[] = data.search;
      const lines = hits.flatMap((hit) => (hit.__typename === 'LineSearchHit' ? [lineChoice(hit)] : []));
      const customers = hits.flatMap((hit) =>
        hit.__typename === 'CustomerSearchHit'
          ? [
              {
                fiscalId: hit.fiscalId,
                name: [hit.name, hit.firstSurname, hit.lastSurname].filter(Boolean).join(' '),
              },
            ]
          : [],
      );
      setState(
        lines.length + customers.length === 0
          ? { step: 'problem', message: t('modifyProduct.pick.nothingFound') }
          : { step: 'results', lines, customers },
      );
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'INTERNAL';
      setState({ step: 'problem', message: t(`errors.${code}`, { defaultValue: t('errors.generic') }) });
    }
  }

  async function holderLines(fiscalId: string) {
    setState({ step: 'searching' });
    try {
      const data = await runOperation(HolderLines, { fiscalId }, 'query');
      const lines = data.subscriptions.edges.map((edge): HolderLine => edge.node).map(lineChoice);
      setState(
        lines.length === 0
          ? { step: 'problem', message: t('modifyProduct.pick.noLines') }
          : { step: 'results', lines, customers: [] },
      );
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'INTERNAL';
      setState({ step: 'problem', message: t(`errors.${code}`, { defaultValue: t('errors.generic') }) });
    }
  }

  return (
    <section
      aria-labelledby="modify-product-pick"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="modify-product-pick" className="font-semibold text-base text-slate-900 dark:text-white">
        {t('modifyProduct.pick.title')}
      </h2>
      <form noValidate onSubmit={(event) => void search(event)} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="font-medium text-slate-700 text-sm dark:text-slate-200">
            {t('modifyProduct.pick.label')}
          </label>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={messageId}
            aria-invalid={state.step === 'problem' ? true : undefined}
            autoComplete="off"
            className="h-9 rounded-md border border-slate-300 bg-white px-3 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
          />
        </div>
        <Button type="submit" pending={state.step === 'searching'}>
          {t('modifyProduct.pick.search')}
        </Button>
      </form>
      <p
        id={messageId}
        role={state.step === 'problem' ? 'alert' : undefined}
        className={
          state.step === 'problem'
            ? 'text-red-700 text-sm dark:text-red-300'
            : 'text-slate-600 text-sm dark:text-slate-300'
        }
      >
        {state.step === 'problem' ? state.message : t('modifyProduct.pick.hint')}
      </p>
      {state.step === 'results' ? (
        <ul
          aria-label={t('modifyProduct.pick.results')}
          className="divide-y divide-slate-200 dark:divide-slate-700"
        >
          {state.lines.map((line) => (
            <li key={line.lineNumber}>
              <button
                type="button"
                onClick={() => onPick(line.lineNumber)}
                className="w-full rounded px-2 py-1.5 text-left text-slate-800 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <span className="font-mono tabular-nums">{line.lineNumber}</span> · {line.holder} ·{' '}
                {line.productName} ·{' '}
                {t(`domain.subscriptionStatus.${line.status}`, { defaultValue: line.status })}
              </button>
            </li>
          ))}
          {state.customers.map((customer) => (
            <li key={customer.fiscalId}>
              <button
                type="button"
                onClick={() => void holderLines(customer.fiscalId)}
                className="w-full rounded px-2 py-1.5 text-left text-slate-800 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                {t('modifyProduct.pick.customerLines', { name: customer.name, fiscalId: customer.fiscalId })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
