import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { searchQuery } from '../../../schema/rest/search';
import type { ModifyProductHolderLinesQuery, ModifyProductSearchQuery } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { useZodForm } from '../../ui/form/use-zod-form';
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
  | { step: 'results'; lines: Choice[]; customers: { fiscalId: string; name: string }[] };

/** What the search takes: the api's own rule for `q` (2 to 100 characters once trimmed). */
const pickSchema = z.object({ query: searchQuery.shape.q });

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
  const { t } = useTranslation(['modifyProduct', 'errors', 'domain', 'common']);
  const [state, setState] = useState<PickerState>({ step: 'idle' });
  const form = useZodForm(pickSchema, { defaultValues: { query: '' } });
  // A search that found nothing or failed: said under the field, as a refused value is.
  const problem = (message: string) => {
    setState({ step: 'idle' });
    form.setError('query', { message });
  };

  const search = form.handleSubmit(async ({ query: text }) => {
    const digits = text.replace(/\s+/g, '');
    if (/^[6789]\d{8}$/.test(digits)) {
      onPick(digits);
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
      if (lines.length + customers.length === 0) problem('modifyProduct.pick.nothingFound');
      else setState({ step: 'results', lines, customers });
    } catch (error) {
      problem(`errors.${(error as { code?: string }).code ?? 'INTERNAL'}`);
    }
  });

  async function holderLines(fiscalId: string) {
    setState({ step: 'searching' });
    try {
      const data = await runOperation(HolderLines, { fiscalId }, 'query');
      const lines = data.subscriptions.edges.map((edge): HolderLine => edge.node).map(lineChoice);
      if (lines.length === 0) problem('modifyProduct.pick.noLines');
      else setState({ step: 'results', lines, customers: [] });
    } catch (error) {
      problem(`errors.${(error as { code?: string }).code ?? 'INTERNAL'}`);
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
      <form noValidate onSubmit={(event) => void search(event)} className="flex flex-wrap items-start gap-2">
        <div className="min-w-64 flex-1">
          <FormTextField
            control={form.control}
            name="query"
            type="search"
            label={t('modifyProduct.pick.label')}
            hint={t('modifyProduct.pick.hint')}
          />
        </div>
        <div className="pt-[22px]">
          <FormSubmitButton control={form.control}>{t('modifyProduct.pick.search')}</FormSubmitButton>
        </div>
      </form>
      {state.step === 'searching' ? (
        <p role="status" className="text-slate-600 text-sm dark:text-slate-300">
          {t('common.loading')}
        </p>
      ) : null}
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
