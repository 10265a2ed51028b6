import { useEffect, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LEAD_SELL_TYPES } from '../../../schema/domain/vocabulary/lead';
import { runOperation } from '../../session/graphql-client';
import { DialogForm } from '../../ui/form/dialog-form';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextField } from '../../ui/form/form-text-field';
import { SERVER_ERROR, serverErrorOf } from '../../ui/form/server-error-mapping';
import { useFieldMessageText } from '../../ui/form/use-field-message-text';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { centsToEuroText } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { CreateLeadMutation, LeadQuery, UpdateLeadMutation } from './lead-documents';
import { closeLeadForm, leadFormStore } from './lead-form-store';
import { type LeadFormValues, leadFormFieldOf, leadFormSchema } from './lead-form-values';
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

/** What the form starts from: a new lead's empty values, or the lead read whole (or the code that refused it). */
type Start = { values: LeadFormValues; loadFailure: string | null };

function LeadForm({ leadId, start }: { leadId: string | null; start: Start }) {
  const { t } = useTranslation(['catalogue', 'domain', 'validation', 'errors']);
  const form = useZodForm(leadFormSchema, { defaultValues: start.values });
  const { control } = form;
  useEffect(() => {
    if (start.loadFailure) {
      form.setError(SERVER_ERROR, { type: start.loadFailure, message: `errors.${start.loadFailure}` });
    }
  }, [form, start.loadFailure]);
  const submit = useFormSubmit(
    form,
    async (lead) => {
      if (leadId) await runOperation(UpdateLeadMutation, { id: leadId, lead }, 'mutation');
      else await runOperation(CreateLeadMutation, { lead }, 'mutation');
      showNotice(
        'success',
        t(leadId ? 'catalogue.leads.success.updated' : 'catalogue.leads.success.created'),
      );
    },
    () => closeLeadForm(true),
    { fieldOfApiField: (apiField) => leadFormFieldOf(apiField) as keyof LeadFormValues },
  );
  const [sellType, consentFullName] = useWatch({ control, name: ['sellType', 'consentFullName'] });
  const signature = useController({ control, name: 'signature' });
  const signatureError = useFieldMessageText()(signature.fieldState.error?.message);
  return (
    <DialogForm
      control={control}
      onSubmit={(event) => void submit(event)}
      onCancel={() => closeLeadForm(false)}
      cancelLabel={t('catalogue.form.cancel')}
      submitLabel={t('catalogue.form.save')}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="customerName"
          label={t('catalogue.leads.form.customerName')}
          autoFocus
        />
        <FormTextField
          control={control}
          name="customerDocument"
          label={t('catalogue.leads.form.customerDocument')}
        />
        <FormTextField
          control={control}
          name="phone"
          label={t('catalogue.leads.form.phone')}
          inputMode="tel"
        />
        <FormSelectField
          control={control}
          name="sellType"
          label={t('catalogue.leads.form.sellType')}
          options={LEAD_SELL_TYPES.map((value) => ({ value, label: t(`domain.leadSellType.${value}`) }))}
        />
        <FormTextField
          control={control}
          name="commission"
          label={t('catalogue.leads.form.commission')}
          inputMode="decimal"
        />
        <FormTextField control={control} name="date" label={t('catalogue.leads.form.date')} type="date" />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 font-medium text-sm">
          {t(
            sellType === 'PROVIDER_SALE'
              ? 'catalogue.leads.form.consentRequired'
              : 'catalogue.leads.form.consentOptional',
          )}
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormTextField
            control={control}
            name="consentFullName"
            label={t('catalogue.leads.form.consentFullName')}
          />
          <FormTextField
            control={control}
            name="consentDocument"
            label={t('catalogue.leads.form.consentDocument')}
          />
          <FormTextField
            control={control}
            name="consentDate"
            label={t('catalogue.leads.form.consentDate')}
            type="date"
          />
        </div>
        <SignaturePad
          label={t('catalogue.leads.form.signature')}
          value={signature.field.value}
          typedName={consentFullName}
          onChange={signature.field.onChange}
          error={signatureError}
        />
      </fieldset>
    </DialogForm>
  );
}

/** The create/edit lead dialog; rendered once by the leads page, opened through `openLeadForm`. */
export function LeadFormDialog() {
  const { t, i18n } = useTranslation(['catalogue', 'errors']);
  const { open, lead } = useSnapshot(leadFormStore);
  const leadId = lead?.id ?? null;
  const [start, setStart] = useState<Start | null>(null);

  // The language is read once when the form opens: switching it must not wipe what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language is left out on purpose.
  useEffect(() => {
    setStart(null);
    if (!open) return;
    if (!leadId) {
      setStart({ values: emptyValues(), loadFailure: null });
      return;
    }
    // The list leaves the signature image out: read the lead whole before editing it.
    let cancelled = false;
    runOperation(LeadQuery, { id: leadId }, 'query').then(
      ({ lead: full }) => {
        if (cancelled) return;
        setStart({
          values: {
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
          },
          loadFailure: null,
        });
      },
      (error: unknown) => {
        if (!cancelled) setStart({ values: emptyValues(), loadFailure: serverErrorOf(error).code });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, leadId]);

  return (
    <FormDialog
      open={open}
      onClose={() => closeLeadForm(false)}
      title={t(leadId ? 'catalogue.leads.form.titleEdit' : 'catalogue.leads.form.titleNew')}
      width="2xl"
    >
      {start ? (
        <LeadForm leadId={leadId} start={start} />
      ) : (
        <p role="status" className="mt-6 text-slate-500 text-sm">
          {t('catalogue.form.loading')}
        </p>
      )}
    </FormDialog>
  );
}
