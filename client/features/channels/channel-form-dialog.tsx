import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ASSIGNABLE_ROLES } from '../../../schema/domain/roles';
import { runOperation } from '../../session/graphql-client';
import { DialogForm } from '../../ui/form/dialog-form';
import { fieldIssuesOf } from '../../ui/form/field-issues';
import { FormNote } from '../../ui/form/form-note';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { showNotice } from '../../ui/notice-store';
import { AddSubChannelMutation, CreateChannelUserMutation } from './channel-documents';
import {
  type ChannelUserFormValues,
  channelUserFormSchema,
  type SubChannelFormValues,
  subChannelFormSchema,
} from './channel-form-schema';
import { channelFormsStore, closeChannelForm } from './channel-forms-store';

export const CHANNELS_QUEUE_ID = 'channels';
export const CHANNEL_USERS_QUEUE_ID = 'channel-users';

type Values = SubChannelFormValues & ChannelUserFormValues;

/**
 * Checks a form of the channels feature with the schema its dialog validates with; answers the i18n key of each
 * field's first problem.
 */
export function validateChannelForm(
  kind: 'subChannel' | 'user',
  values: Values,
): Partial<Record<keyof Values, string>> {
  const result =
    kind === 'subChannel' ? subChannelFormSchema.safeParse(values) : channelUserFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldIssuesOf(result.error.issues)).map(([field, message]) => [field, message.key]),
  );
}

function SubChannelForm() {
  const { t } = useTranslation(['catalogue', 'common', 'validation', 'errors']);
  const form = useZodForm(subChannelFormSchema, { defaultValues: { name: '' } });
  const submit = useFormSubmit(
    form,
    async (data) => {
      const { addSubChannel } = await runOperation(AddSubChannelMutation, { name: data.name }, 'mutation');
      showNotice('success', t('catalogue.channels.success.added', { label: addSubChannel.name }));
    },
    closeChannelForm,
  );
  return (
    <DialogForm
      control={form.control}
      onSubmit={(event) => void submit(event)}
      onCancel={closeChannelForm}
      cancelLabel={t('catalogue.form.cancel')}
      submitLabel={t('catalogue.channels.form.submit')}
    >
      <FormTextField control={form.control} name="name" label={t('catalogue.channels.form.name')} autoFocus />
    </DialogForm>
  );
}

function ChannelUserForm({ channel }: { channel: string | null }) {
  const { t } = useTranslation(['catalogue', 'common', 'validation', 'errors']);
  const form = useZodForm(channelUserFormSchema, {
    defaultValues: { email: '', fullName: '', role: 'AGENT' },
  });
  const submit = useFormSubmit(
    form,
    async (data) => {
      const { createChannelUser } = await runOperation(
        CreateChannelUserMutation,
        { email: data.email, fullName: data.fullName ?? null, role: data.role, channel },
        'mutation',
      );
      showNotice('success', t('catalogue.users.success.created', { label: createChannelUser.email }));
    },
    closeChannelForm,
  );
  return (
    <DialogForm
      control={form.control}
      onSubmit={(event) => void submit(event)}
      onCancel={closeChannelForm}
      cancelLabel={t('catalogue.form.cancel')}
      submitLabel={t('catalogue.users.form.submit')}
    >
      <FormTextField
        control={form.control}
        name="email"
        label={t('catalogue.users.form.email')}
        type="email"
        inputMode="email"
        autoFocus
      />
      <FormTextField control={form.control} name="fullName" label={t('catalogue.users.form.fullName')} />
      <FormSelectField
        control={form.control}
        name="role"
        label={t('catalogue.users.form.role')}
        options={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`common.role.${role}`) }))}
      />
      <FormNote>{t('catalogue.users.form.passwordNote')}</FormNote>
    </DialogForm>
  );
}

/** Add a sub-channel, or create a channel user (the pool e-mails them a temporary password). */
export function ChannelFormDialog() {
  const { t } = useTranslation('catalogue');
  const { form } = useSnapshot(channelFormsStore);
  return (
    <FormDialog
      open={form !== null}
      onClose={closeChannelForm}
      title={t(form?.kind === 'user' ? 'catalogue.users.form.title' : 'catalogue.channels.form.title')}
    >
      {form?.kind === 'user' ? <ChannelUserForm channel={form.channel} /> : null}
      {form?.kind === 'subChannel' ? <SubChannelForm /> : null}
    </FormDialog>
  );
}
