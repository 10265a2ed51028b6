import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactType } from '../../../schema/domain/vocabulary/contact';
import type { SupportChannelsQuery } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextAreaField } from '../../ui/form/form-text-area-field';
import { mapServerError, serverErrorOf } from '../../ui/form/server-error-mapping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SendSupportMessageMutation } from './support-chat-documents';
import { likelyTopic, type SupportSubject } from './support-context';
import { type SupportMessageFormValues, supportMessageFormSchema } from './support-message-form-schema';

type Channel = SupportChannelsQuery['supportChannels']['channels'][number];

/**
 * The message to support: a topic (the contact types the brand has a contact for, the one the page most likely
 * concerns first) and the text, its first line naming the page's line, order or customer. The text is written in
 * only while the user has not typed, so a late order number never overwrites what they wrote.
 */
export function SupportMessageForm({
  channels,
  subject,
  prefill,
  page,
  onSent,
}: {
  channels: readonly Channel[];
  subject: SupportSubject;
  prefill: string;
  page: string;
  onSent: (recipient: string) => void;
}) {
  const { t } = useTranslation(['supportChat', 'domain', 'errors', 'validation']);
  const initialTopic = likelyTopic(
    subject,
    channels.map((channel) => channel.topic),
  );
  const form = useZodForm(supportMessageFormSchema, {
    defaultValues: { topic: initialTopic, message: prefill } as SupportMessageFormValues,
  });
  const { control, getValues, setValue, setFocus } = form;
  const topic = useWatch({ control, name: 'topic' });
  const recipient = channels.find((channel) => channel.topic === topic)?.email;
  // What the form holds as written by the panel, not by the user.
  const written = useRef({ message: prefill, topic: initialTopic });

  useEffect(() => {
    if (getValues('message') !== written.current.message) return;
    setValue('message', prefill);
    if (getValues('topic') === written.current.topic) setValue('topic', initialTopic);
    written.current = { message: prefill, topic: initialTopic };
    // The focus goes to the text, after the prefilled line, ready to type: on the next frame, once the dialog has
    // placed its initial focus (a focused textarea's caret starts at the beginning).
    const frame = requestAnimationFrame(() => {
      setFocus('message');
      const textarea = document.activeElement;
      if (textarea instanceof HTMLTextAreaElement) {
        textarea.setSelectionRange(textarea.value.length, textarea.value.length);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [prefill, initialTopic, getValues, setValue, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const data = await runOperation(
        SendSupportMessageMutation,
        { topic: values.topic as ContactType, message: values.message, page },
        'mutation',
      );
      onSent(data.sendSupportMessage.recipient);
    } catch (error) {
      mapServerError(serverErrorOf(error), ['topic', 'message'] as const, form.setError);
    }
  });

  return (
    <form
      onFocus={(event) => {
        // However the text gets the focus (the dialog's own focus handling too), an untouched prefilled text
        // takes the caret after its line, not before it.
        const target = event.target;
        if (!(target instanceof HTMLTextAreaElement) || target.value !== written.current.message) return;
        if (target.selectionStart === 0 && target.selectionEnd === 0) {
          target.setSelectionRange(target.value.length, target.value.length);
        }
      }}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="support-message-title"
      className="space-y-3"
    >
      <h3 id="support-message-title" className="font-medium text-slate-700 text-sm dark:text-slate-200">
        {t('supportChat.form.title')}
      </h3>
      <FormSelectField
        control={control}
        name="topic"
        label={t('supportChat.form.topic')}
        options={channels.map((channel) => ({
          value: channel.topic,
          label: t(`domain.contactType.${channel.topic}`),
        }))}
        hint={recipient ? t('supportChat.form.recipient', { email: recipient }) : undefined}
        density="regular"
      />
      <FormTextAreaField
        control={control}
        name="message"
        label={t('supportChat.form.message')}
        rows={5}
        density="regular"
      />
      <FormErrorSummary control={control} />
      <div className="flex justify-end">
        <FormSubmitButton control={control}>{t('supportChat.form.send')}</FormSubmitButton>
      </div>
    </form>
  );
}
