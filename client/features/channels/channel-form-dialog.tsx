import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { emailSchema } from '../../../schema/domain/validators/email';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { FormAlert } from '../../ui/form-alert';
import { showNotice } from '../../ui/notice-store';
import { TextField } from '../../ui/text-field';
import { ASSIGNABLE_ROLES, type AssignableRoleValue } from './channel-actions';
import { AddSubChannelMutation, CreateChannelUserMutation } from './channel-documents';
import { channelFormsStore, closeChannelForm } from './channel-forms-store';

export const CHANNELS_QUEUE_ID = 'channels';
export const CHANNEL_USERS_QUEUE_ID = 'channel-users';

type Values = { name: string; email: string; fullName: string; role: AssignableRoleValue };
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { name: '', email: '', fullName: '', role: 'AGENT' };

/** Checks a form of the channels feature; answers i18n keys per field. */
export function validateChannelForm(kind: 'subChannel' | 'user', values: Values): Errors {
  const errors: Errors = {};
  if (kind === 'subChannel') {
    const name = values.name.trim();
    if (!name) errors.name = 'validation.required';
    else if (name.length > 100) errors.name = 'catalogue.form.tooLong';
    return errors;
  }
  const email = emailSchema.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? 'validation.email';
  if (values.fullName.trim().length > 160) errors.fullName = 'catalogue.form.tooLong';
  return errors;
}

/** Add a sub-channel, or create a channel user (the pool e-mails them a temporary password). */
export function ChannelFormDialog() {
  const { t } = useTranslation(['catalogue', 'common', 'validation', 'errors']);
  const { form } = useSnapshot(channelFormsStore);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roleId = useId();
  const kind = form?.kind ?? null;

  useEffect(() => {
    if (!kind) return;
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
  }, [kind]);

  const set = <Field extends keyof Values>(field: Field, value: Values[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const current = channelFormsStore.form;
    if (!current) return;
    setFailure(null);
    const found = validateChannelForm(current.kind, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (current.kind === 'subChannel') {
        const { addSubChannel } = await runOperation(
          AddSubChannelMutation,
          { name: values.name.trim() },
          'mutation',
        );
        showNotice('success', t('catalogue.channels.success.added', { label: addSubChannel.name }));
      } else {
        const { createChannelUser } = await runOperation(
          CreateChannelUserMutation,
          {
            email: values.email.trim(),
            fullName: values.fullName.trim() || null,
            role: values.role,
            channel: current.channel,
          },
          'mutation',
        );
        showNotice('success', t('catalogue.users.success.created', { label: createChannelUser.email }));
      }
      closeChannelForm();
    } catch (error) {
      setFailure(`errors.${error instanceof GraphqlOperationError ? error.code : 'generic'}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={kind !== null} onClose={closeChannelForm} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:pt-16">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="font-semibold text-lg">
            {t(kind === 'user' ? 'catalogue.users.form.title' : 'catalogue.channels.form.title')}
          </DialogTitle>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
            {failure ? <FormAlert message={t(failure, { defaultValue: t('errors.generic') })} /> : null}
            {kind === 'user' ? (
              <>
                <TextField
                  label={t('catalogue.users.form.email')}
                  type="email"
                  inputMode="email"
                  value={values.email}
                  onChange={(event) => set('email', event.target.value)}
                  error={errors.email ? t(errors.email) : undefined}
                  autoFocus
                />
                <TextField
                  label={t('catalogue.users.form.fullName')}
                  value={values.fullName}
                  onChange={(event) => set('fullName', event.target.value)}
                  error={errors.fullName ? t(errors.fullName) : undefined}
                />
                <div className="space-y-1.5">
                  <label
                    htmlFor={roleId}
                    className="block font-medium text-slate-700 text-sm dark:text-slate-200"
                  >
                    {t('catalogue.users.form.role')}
                  </label>
                  <select
                    id={roleId}
                    value={values.role}
                    onChange={(event) => set('role', event.target.value as AssignableRoleValue)}
                    className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:outline-2 focus:outline-primary-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
                  >
                    {ASSIGNABLE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`common.role.${role}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <p className="text-slate-500 text-xs dark:text-slate-400">
                  {t('catalogue.users.form.passwordNote')}
                </p>
              </>
            ) : (
              <TextField
                label={t('catalogue.channels.form.name')}
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
                error={errors.name ? t(errors.name) : undefined}
                autoFocus
              />
            )}
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={closeChannelForm}
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
                {t(kind === 'user' ? 'catalogue.users.form.submit' : 'catalogue.channels.form.submit')}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
