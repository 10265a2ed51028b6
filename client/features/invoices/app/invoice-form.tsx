import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type FieldPath, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invoiceTotals } from '../../../../schema/domain/invoice-totals';
import type { InvoiceType } from '../../../../schema/domain/vocabulary/invoice';
import { PRODUCT_FAMILIES } from '../../../../schema/domain/vocabulary/product';
import type { InvoiceAppDetailFieldsFragment, InvoiceAppDraftQuery } from '../../../generated/graphql';
import { registerCommands } from '../../../palette/command-registry';
import { setLeaveGuard } from '../../../routing/leave-guard';
import { useGraphqlQuery } from '../../../server-state/use-graphql-query';
import { runOperation } from '../../../session/graphql-client';
import { Button } from '../../../ui/button';
import { FormErrorSummary } from '../../../ui/form/form-error-summary';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormSelectField } from '../../../ui/form/form-select-field';
import { FormSubmitButton } from '../../../ui/form/form-submit-button';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useFieldMessageText } from '../../../ui/form/use-field-message-text';
import { useFormSubmit } from '../../../ui/form/use-form-submit';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { formatCalendarDate, formatEuros, formatPercent } from '../../../ui/format';
import { showNotice } from '../../../ui/notice-store';
import { formCommands } from './invoice-app-commands';
import { CreateInvoiceMutation, InvoiceDraftQuery, UpdateInvoiceMutation } from './invoice-app-documents';
import {
  EMPTY_LINE,
  formFieldOfApiField,
  type InvoiceFormValues,
  invoiceFormSchema,
  lineAmountCents,
} from './invoice-form-schema';

type Draft = InvoiceAppDraftQuery['invoiceDraft'];

/** What the form is for: a new document for a customer, or the edit of one PENDING invoice. */
export type InvoiceFormMode = { kind: 'add' } | { kind: 'edit'; invoice: InvoiceAppDetailFieldsFragment };

const PANEL =
  'space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
const LEGEND = 'mb-2 font-medium text-slate-500 text-sm dark:text-slate-400';

/** A fiscal id typed for long enough to be worth asking the server about. */
const DRAFT_DELAY_MS = 350;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The customer, the tax and the due date a new document will carry, as the server answers for the fiscal id. */
function CustomerPanel({
  draft,
  type,
  error,
}: {
  draft: Draft | null;
  type: InvoiceType;
  error: string | null;
}) {
  const { t, i18n } = useTranslation(['invoiceApp', 'domain', 'errors']);
  if (error) {
    return (
      <p role="alert" className="text-red-700 text-sm dark:text-red-300">
        {error === 'NOT_FOUND' ? t('invoiceApp.form.customerNotFound') : t(`errors.${error}`)}
      </p>
    );
  }
  if (!draft)
    return <p className="text-slate-500 text-sm dark:text-slate-400">{t('invoiceApp.form.customerHint')}</p>;
  return (
    <dl aria-live="polite" className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-500 dark:text-slate-400">{t('invoiceApp.form.customer')}</dt>
      <dd className="font-medium text-slate-900 dark:text-slate-50" data-customer-name="">
        {draft.billTo.name}
        {draft.billTo.addressLines.length > 0 ? (
          <span className="block font-normal text-slate-600 dark:text-slate-300">
            {draft.billTo.addressLines.join(' · ')}
          </span>
        ) : null}
      </dd>
      <dt className="text-slate-500 dark:text-slate-400">{t('invoiceApp.form.tax')}</dt>
      <dd>
        {t('invoiceApp.document.taxLine', {
          territory: t(`domain.taxTerritory.${draft.taxTerritory}`),
          rate: formatPercent(draft.taxRate, i18n.language),
        })}
      </dd>
      <dt className="text-slate-500 dark:text-slate-400">{t('invoiceApp.form.dueDate')}</dt>
      <dd>
        {type === 'CREDIT_NOTE'
          ? t('invoiceApp.form.dueOnIssue', { date: formatCalendarDate(draft.issueDate) })
          : t('invoiceApp.form.dueAfterTerms', {
              date: formatCalendarDate(draft.dueDate),
              count: draft.paymentTermsDays,
            })}
      </dd>
    </dl>
  );
}

function Totals({
  values,
  rate,
  type,
}: {
  values: InvoiceFormValues['lines'];
  rate: number | null;
  type: InvoiceType;
}) {
  const { t, i18n } = useTranslation('invoiceApp');
  const typed = values.flatMap((line) => {
    const cents = lineAmountCents(line);
    return cents === null ? [] : [{ concept: line.concept, amountCents: cents }];
  });
  const totals = rate === null ? null : invoiceTotals(typed, rate, type);
  const money = (cents: number | undefined) =>
    cents === undefined ? '—' : formatEuros(cents, i18n.language);
  return (
    <dl
      aria-label={t('invoiceApp.form.totals')}
      className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
    >
      <dt className="text-slate-600 dark:text-slate-300">{t('invoiceApp.document.base')}</dt>
      <dd className="text-right tabular-nums">{money(totals?.baseCents)}</dd>
      <dt className="text-slate-600 dark:text-slate-300">{t('invoiceApp.form.taxAmount')}</dt>
      <dd className="text-right tabular-nums">{money(totals?.taxCents)}</dd>
      <dt className="font-semibold text-slate-900 dark:text-slate-50">{t('invoiceApp.document.total')}</dt>
      <dd
        data-form-total=""
        className="text-right font-semibold text-slate-900 tabular-nums dark:text-slate-50"
      >
        {money(totals?.totalCents)}
      </dd>
    </dl>
  );
}

/**
 * The invoice form of the add and edit pages: the customer (add only; the server answers its name, tax territory
 * and due date as the fiscal id is typed), invoice or credit note and the invoice it rectifies (add only), family,
 * billed month and the lines with running totals. Every field is checked by the api's own rules before anything is
 * sent; a refusal lands on its field or in the form's alert, translated. Escape leaves (asking first when something
 * was typed), Enter in a field saves.
 */
export function InvoiceForm({
  mode,
  routeId,
  initialValues,
  onSaved,
  onCancel,
}: {
  mode: InvoiceFormMode;
  routeId: string;
  initialValues: InvoiceFormValues;
  onSaved: (invoice: InvoiceAppDetailFieldsFragment) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(['invoiceApp', 'domain', 'validation', 'errors']);
  const form = useZodForm(invoiceFormSchema, { defaultValues: initialValues });
  const { control, setValue } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const { errors, isDirty } = useFormState({ control });
  const linesError = useFieldMessageText()(errors.lines?.message ?? errors.lines?.root?.message);
  const saved = useRef(false);
  const [fiscalId, type, originalInvoiceId, typedLines] = useWatch({
    control,
    name: ['fiscalId', 'type', 'originalInvoiceId', 'lines'],
  });

  const adding = mode.kind === 'add';
  const settledFiscalId = useSettled(fiscalId.trim());
  const draftQuery = useGraphqlQuery(
    InvoiceDraftQuery,
    adding && settledFiscalId.length >= 5 ? { fiscalId: settledFiscalId } : null,
    'network-only',
  );
  const draft = draftQuery.data?.invoiceDraft ?? null;
  const creditable = draft?.creditableInvoices ?? [];
  const original = creditable.find((invoice) => invoice.id === originalInvoiceId) ?? null;
  const rate =
    mode.kind === 'edit'
      ? mode.invoice.taxRate
      : type === 'CREDIT_NOTE'
        ? (original?.taxRate ?? null)
        : (draft?.taxRate ?? null);

  // A credit note starts from the invoice it rectifies: its family and billed month.
  useEffect(() => {
    if (!original) return;
    setValue('family', original.family, { shouldDirty: true });
    setValue('cycle', original.cycle, { shouldDirty: true });
  }, [original, setValue]);

  useEffect(
    () =>
      setLeaveGuard({
        isActive: () => isDirty && !saved.current,
      }),
    [isDirty],
  );

  const addLine = () => lines.append({ ...EMPTY_LINE });
  // The palette's commands call the current handlers, registered once for the page.
  const handlers = useRef({ addLine, cancel: onCancel });
  handlers.current = { addLine, cancel: onCancel };
  useEffect(
    () =>
      registerCommands(
        formCommands(routeId, {
          addLine: () => handlers.current.addLine(),
          cancel: () => handlers.current.cancel(),
        }),
      ),
    [routeId],
  );

  const submit = useFormSubmit(
    form,
    async (values) => {
      const input = {
        family: values.family,
        cycle: values.cycle,
        lines: values.lines.map((line) => ({
          concept: line.concept,
          amountCents: line.amountCents,
          subscriptionId: line.subscriptionId,
        })),
      };
      const invoice =
        mode.kind === 'edit'
          ? (await runOperation(UpdateInvoiceMutation, { id: mode.invoice.id, input }, 'mutation'))
              .updateInvoice
          : (
              await runOperation(
                CreateInvoiceMutation,
                {
                  input: {
                    ...input,
                    fiscalId: values.fiscalId,
                    type: values.type,
                    originalInvoiceId: values.originalInvoiceId,
                  },
                },
                'mutation',
              )
            ).createInvoice;
      saved.current = true;
      const detail = invoice as InvoiceAppDetailFieldsFragment;
      showNotice(
        'success',
        t(mode.kind === 'edit' ? 'invoiceApp.success.saved' : 'invoiceApp.success.created', {
          label: detail.number,
        }),
      );
      onSaved(detail);
    },
    () => undefined,
    { fieldOfApiField: (apiField) => formFieldOfApiField(apiField) as FieldPath<InvoiceFormValues> },
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onCancel();
    }
  }

  const lineTotal = (index: number) => {
    const line = typedLines[index];
    const cents = line ? lineAmountCents(line) : null;
    if (cents === null || rate === null) return '—';
    const total = invoiceTotals([{ concept: '', amountCents: cents }], rate, type);
    return formatEuros(total.totalCents, i18n.language);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={t(adding ? 'invoiceApp.form.addTitle' : 'invoiceApp.form.editTitle')}
      className="space-y-4"
    >
      <FormErrorSummary control={control} density="regular" />
      <fieldset className={PANEL}>
        <legend className={LEGEND}>{t('invoiceApp.form.customerSection')}</legend>
        {adding ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="fiscalId"
              label={t('invoiceApp.form.fiscalId')}
              monospace
              density="regular"
            />
            <FormRadioGroup
              control={control}
              name="type"
              legend={t('invoiceApp.form.type')}
              options={(['INVOICE', 'CREDIT_NOTE'] as const).map((value) => ({
                value,
                label: t(`domain.invoiceType.${value}`),
              }))}
              density="regular"
            />
          </div>
        ) : (
          <p className="text-sm">
            <span className="font-medium text-slate-900 dark:text-slate-50">{mode.invoice.billTo.name}</span>{' '}
            <span className="font-mono text-slate-600 dark:text-slate-300">{mode.invoice.document}</span>
          </p>
        )}
        {adding ? (
          <CustomerPanel
            draft={draft}
            type={type}
            error={settledFiscalId.length >= 5 ? (draftQuery.error?.code ?? null) : null}
          />
        ) : (
          <p className="text-slate-600 text-sm dark:text-slate-300">
            {t('invoiceApp.form.editKeeps', {
              number: mode.invoice.number,
              date: formatCalendarDate(mode.invoice.dueDate),
            })}
          </p>
        )}
        {adding && type === 'CREDIT_NOTE' ? (
          <FormSelectField
            control={control}
            name="originalInvoiceId"
            label={t('invoiceApp.form.original')}
            placeholder={t(creditable.length > 0 ? 'invoiceApp.form.choose' : 'invoiceApp.form.noCreditable')}
            options={creditable.map((invoice) => ({
              value: invoice.id,
              label: `${invoice.number} · ${formatEuros(invoice.totalCents, i18n.language)} · ${t(`domain.invoiceStatus.${invoice.status}`)}`,
            }))}
            density="regular"
          />
        ) : null}
      </fieldset>

      <fieldset className={PANEL}>
        <legend className={LEGEND}>{t('invoiceApp.form.documentSection')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormSelectField
            control={control}
            name="family"
            label={t('invoiceApp.form.family')}
            options={PRODUCT_FAMILIES.map((value) => ({ value, label: t(`domain.productFamily.${value}`) }))}
            density="regular"
          />
          <FormTextField
            control={control}
            name="cycle"
            label={t('invoiceApp.form.cycle')}
            hint={t('invoiceApp.form.cycleHint')}
            inputMode="numeric"
            density="regular"
          />
        </div>
      </fieldset>

      <fieldset className={PANEL}>
        <legend className={LEGEND}>{t('invoiceApp.form.linesSection')}</legend>
        {linesError ? (
          <p role="alert" className="text-red-700 text-sm dark:text-red-300">
            {linesError}
          </p>
        ) : null}
        <ol className="space-y-3">
          {lines.fields.map((line, index) => (
            <li key={line.id} className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_8rem_auto]">
              <FormTextField
                control={control}
                name={`lines.${index}.concept`}
                label={t('invoiceApp.form.concept', { number: index + 1 })}
                density="regular"
              />
              <FormTextField
                control={control}
                name={`lines.${index}.amount`}
                label={t('invoiceApp.form.amount')}
                inputMode="decimal"
                density="regular"
              />
              <div className="text-sm">
                <p className="font-medium text-slate-700 dark:text-slate-200">
                  {t('invoiceApp.form.lineTotal')}
                </p>
                <p className="mt-3 text-right tabular-nums">{lineTotal(index)}</p>
              </div>
              <Button
                variant="secondary"
                className="sm:mt-7"
                onClick={() => lines.remove(index)}
                disabled={lines.fields.length === 1}
                aria-label={t('invoiceApp.form.removeLine', { number: index + 1 })}
              >
                {t('invoiceApp.form.remove')}
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <Button variant="secondary" onClick={addLine}>
            {t('invoiceApp.form.addLine')}
          </Button>
          <Totals values={typedLines} rate={rate} type={type} />
        </div>
      </fieldset>

      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('invoiceApp.form.cancel')}
        </Button>
        <FormSubmitButton control={control} size="lg">
          {t(adding ? 'invoiceApp.form.create' : 'invoiceApp.form.save')}
        </FormSubmitButton>
      </div>
    </form>
  );
}
