import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LEAD_SELL_TYPES, type LeadSellType } from '../../../schema/domain/vocabulary/lead';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { FormAlert } from '../../ui/form-alert';
import { centsToEuroText } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { TextField } from '../../ui/text-field';
import { CreateLeadMutation, LeadQuery, UpdateLeadMutation } from './lead-documents';
import { closeLeadForm, leadFormStore } from './lead-form-store';
import { type LeadFormErrors, type LeadFormValues, validateLeadForm } from './lead-form-values';
import { SignaturePad } from './signature-pad';

export const LEADS_QUEUE_ID = 'leads';

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function emptyValues(): LeadFormValues {
  return {
    customerName: '',
    customerDocument: '',
    phone: '',
    sellType: 'INTERNAL_SALE',
    commission: '',
    date: today(),
    consentFullName: '',
    consentDocument: '',
    consentDate: today(),
    signature: '',
  };
}

function errorCode(error: unknown): string {
  return error instanceof GraphqlOperationError ? error.code : 'generic';
}

/** The create/edit lead dialog; rendered once by the leads page, opened through `openLeadForm`. */
export function LeadFormDialog() {
  const { t, i18n } = useTranslation(['catalogue', 'domain', 'validation', 'errors']);
  const { open, lead } = useSnapshot(leadFormStore);
  const [values, setValues] = useState<LeadFormValues>(emptyValues);
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const sellTypeId = useId();
  const leadId = lead?.id ?? null;

  // The language is read once when the form opens: switching it must not wipe what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language is left out on purpose.
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setFailure(null);
    if (!leadId) {
      setValues(emptyValues());
      return;
    }
    // The list leaves the signature image out: read the lead whole before editing it.
    let cancelled = false;
    setLoading(true);
    runOperation(LeadQuery, { id: leadId }, 'query').then(
      ({ lead: full }) => {
        if (cancelled) return;
        setValues({
          customerName: full.customerName,
          customerDocument: full.customerDocument ?? '',
          phone: full.phone,
          sellType: full.sellType,
          commission: centsToEuroText(full.commission, i18n.language),
          date: full.date,
          consentFullName: full.consent?.fullName ?? '',
          consentDocument: full.consent?.document ?? '',
          consentDate: full.consent?.date ?? today(),
          signature: full.consent?.signature ?? '',
        });
        setLoading(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailure(`errors.${errorCode(error)}`);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, leadId]);

  const set = <Field extends keyof LeadFormValues>(field: Field, value: LeadFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const message = (field: keyof LeadFormValues) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateLeadForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (leadId) await runOperation(UpdateLeadMutation, { id: leadId, lead: checked.input }, 'mutation');
      else await runOperation(CreateLeadMutation, { lead: checked.input }, 'mutation');
      showNotice(
        'success',
        t(leadId ? 'catalogue.leads.success.updated' : 'catalogue.leads.success.created'),
      );
      closeLeadForm(true);
    } catch (error) {
      setFailure(`errors.${errorCode(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const consentNeeded = values.sellType === 'PROVIDER_SALE';

  return (
    <Dialog open={open} onClose={() => closeLeadForm(false)} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:pt-16">
        <DialogPanel className="w-full max-w-2xl rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="font-semibold text-lg">
            {t(leadId ? 'catalogue.leads.form.titleEdit' : 'catalogue.leads.form.titleNew')}
          </DialogTitle>
          {loading ? (
            <p role="status" className="mt-6 text-slate-500 text-sm">
              {t('catalogue.form.loading')}
            </p>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
              {failure ? <FormAlert message={t(failure, { defaultValue: t('errors.generic') })} /> : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('catalogue.leads.form.customerName')}
                  value={values.customerName}
                  onChange={(event) => set('customerName', event.target.value)}
                  error={message('customerName')}
                  autoFocus
                />
                <TextField
                  label={t('catalogue.leads.form.customerDocument')}
                  value={values.customerDocument}
                  onChange={(event) => set('customerDocument', event.target.value)}
                  error={message('customerDocument')}
                />
                <TextField
                  label={t('catalogue.leads.form.phone')}
                  inputMode="tel"
                  value={values.phone}
                  onChange={(event) => set('phone', event.target.value)}
                  error={message('phone')}
                />
                <div className="space-y-1.5">
                  <label
                    htmlFor={sellTypeId}
                    className="block font-medium text-slate-700 text-sm dark:text-slate-200"
                  >
                    {t('catalogue.leads.form.sellType')}
                  </label>
                  <select
                    id={sellTypeId}
                    value={values.sellType}
                    onChange={(event) => set('sellType', event.target.value as LeadSellType)}
                    className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:outline-2 focus:outline-primary-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
                  >
                    {LEAD_SELL_TYPES.map((sellType) => (
                      <option key={sellType} value={sellType}>
                        {t(`domain.leadSellType.${sellType}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <TextField
                  label={t('catalogue.leads.form.commission')}
                  inputMode="decimal"
                  value={values.commission}
                  onChange={(event) => set('commission', event.target.value)}
                  error={message('commission')}
                />
                <TextField
                  label={t('catalogue.leads.form.date')}
                  type="date"
                  value={values.date}
                  onChange={(event) => set('date', event.target.value)}
                  error={message('date')}
                />
              </div>
              <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <legend className="px-1 font-medium text-sm">
                  {t(
                    consentNeeded
                      ? 'catalogue.leads.form.consentRequired'
                      : 'catalogue.leads.form.consentOptional',
                  )}
                </legend>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField
                    label={t('catalogue.leads.form.consentFullName')}
                    value={values.consentFullName}
                    onChange={(event) => set('consentFullName', event.target.value)}
                    error={message('consentFullName')}
                  />
                  <TextField
                    label={t('catalogue.leads.form.consentDocument')}
                    value={values.consentDocument}
                    onChange={(event) => set('consentDocument', event.target.value)}
                    error={message('consentDocument')}
                  />
                  <TextField
                    label={t('catalogue.leads.form.consentDate')}
                    type="date"
                    value={values.consentDate}
                    onChange={(event) => set('consentDate', event.target.value)}
                    error={message('consentDate')}
                  />
                </div>
                <SignaturePad
                  label={t('catalogue.leads.form.signature')}
                  value={values.signature}
                  typedName={values.consentFullName}
                  onChange={(signature) => set('signature', signature)}
                  error={message('signature')}
                />
              </fieldset>
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  onClick={() => closeLeadForm(false)}
                  className="h-10 rounded-lg border border-slate-300 px-4 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  {t('catalogue.form.cancel')}
                </button>
                <button
                  type="submit"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  className="h-10 rounded-lg bg-primary-600 px-4 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 disabled:opacity-70 dark:bg-primary-500 dark:hover:bg-primary-600"
                >
                  {t('catalogue.form.save')}
                </button>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
