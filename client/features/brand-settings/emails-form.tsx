import { useState } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VerifiableEmail } from '../../../schema/rest/brand-settings';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { formatDate } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { StatusBadge } from '../../ui/status-badge';
import { SaveBrandSettingsMutation } from './brand-settings-documents';
import { useReportDirty } from './dirty-forms';
import { type EmailsFormValues, emailsFormSchema, emailsFormValues } from './identity-form-schema';
import { reloadSettings } from './reload-settings';
import { sendEmailVerification } from './send-email-verification';
import { SettingsFormFooter } from './settings-form-footer';
import { withoutGroup } from './settings-form-values';
import { SettingsSection } from './settings-section';

const FIELDS: ReadonlyArray<{ kind: VerifiableEmail; name: 'notificationEmail' | 'billingEmail' }> = [
  { kind: 'NOTIFICATION', name: 'notificationEmail' },
  { kind: 'BILLING', name: 'billingEmail' },
];

/** The notification and billing e-mails, each with its verification status and Send or Resend. */
export function EmailsForm({ settings }: { settings: BrandSettingsFieldsFragment }) {
  const { t } = useTranslation(['brandSettings', 'domain']);
  const form = useZodForm(emailsFormSchema, { defaultValues: emailsFormValues(settings) });
  const { control } = form;
  useReportDirty(control, 'information.emails');
  const typed = useWatch({ control });
  const submit = useFormSubmit(
    form,
    async (emails) => {
      const data = await runOperation(SaveBrandSettingsMutation, { settings: { emails } }, 'mutation');
      form.reset(emailsFormValues(data.saveBrandSettings));
      showNotice('success', t('brandSettings.saved', { name: t('brandSettings.emails.title') }));
    },
    () => undefined,
    { fieldOfApiField: withoutGroup<FieldPath<EmailsFormValues>>('emails') },
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection
        title={t('brandSettings.emails.title')}
        description={t('brandSettings.emails.description')}
      >
        <FormErrorSummary control={control} density="regular" />
        <div className="grid gap-4 lg:grid-cols-2">
          {FIELDS.map(({ kind, name }) => {
            const stored = kind === 'NOTIFICATION' ? settings.emails.notification : settings.emails.billing;
            const unsaved = (typed[name] ?? '').trim() !== (stored.email ?? '');
            return (
              <div key={kind} className="space-y-2">
                <FormTextField
                  control={control}
                  name={name}
                  label={t(`brandSettings.emails.${name}`)}
                  type="email"
                  inputMode="email"
                  density="regular"
                />
                <VerificationStatus kind={kind} stored={stored} unsaved={unsaved} />
              </div>
            );
          })}
        </div>
        <SettingsFormFooter
          control={control}
          onDiscard={() => form.reset()}
          onReload={async () => {
            const fresh = await reloadSettings('brandSettings.reloadError');
            if (fresh) form.reset(emailsFormValues(fresh));
          }}
        />
      </SettingsSection>
    </form>
  );
}

function VerificationStatus({
  kind,
  stored,
  unsaved,
}: {
  kind: VerifiableEmail;
  stored: BrandSettingsFieldsFragment['emails']['notification'];
  /** The field holds another address than the saved one: the e-mail would go to the saved one. */
  unsaved: boolean;
}) {
  const { t } = useTranslation(['brandSettings', 'domain']);
  const [sending, setSending] = useState(false);
  const resend = stored.status === 'PENDING' || stored.status === 'EXPIRED';
  const label = t(`brandSettings.emails.kind.${kind}`);
  const offered = stored.email !== null && stored.status !== 'VERIFIED';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid={`email-status-${kind}`}>
      <span className="text-slate-600 dark:text-slate-300">{t('brandSettings.emails.status')}</span>
      <StatusBadge list="emailVerificationStatus" value={stored.status} />
      {stored.status === 'PENDING' && stored.expiresAt ? (
        <span className="text-slate-600 text-xs dark:text-slate-300">
          {t('brandSettings.emails.expires', { date: formatDate(stored.expiresAt, true) })}
        </span>
      ) : null}
      {offered ? (
        <Button
          variant="secondary"
          pending={sending}
          disabled={unsaved}
          title={unsaved ? t('brandSettings.emails.saveFirst') : undefined}
          onClick={async () => {
            setSending(true);
            await sendEmailVerification(kind);
            setSending(false);
          }}
        >
          {t(resend ? 'brandSettings.emails.resend' : 'brandSettings.emails.send', { name: label })}
        </Button>
      ) : null}
      {offered && unsaved ? (
        <span className="text-amber-800 text-xs dark:text-amber-200">
          {t('brandSettings.emails.saveFirst')}
        </span>
      ) : null}
    </div>
  );
}
