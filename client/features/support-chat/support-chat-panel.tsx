import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandContext } from '../../palette/use-command-context';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SupportChannelList } from './support-channel-list';
import { SupportChannelsQuery, SupportOrderNumberQuery } from './support-chat-documents';
import { orderIdOf, supportPrefill, supportSubjectOf } from './support-context';
import { SupportMessageForm } from './support-message-form';

/**
 * The support chat's panel, in the bottom corner above its launcher: the brand's support channels (e-mail and phone
 * links per contact) and a message to one of them, its first line naming what the page on screen is about. Loaded
 * only when first opened (not in the layout's chunk). Escape or Close shuts it; the focus goes back where it was.
 */
export default function SupportChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['supportChat', 'errors']);
  const context = useCommandContext();
  const orderId = orderIdOf(context.route);
  const order = useGraphqlQuery(SupportOrderNumberQuery, orderId ? { id: orderId } : null, 'cache-first');
  const subject = supportSubjectOf(context.route, order.data?.order.orderNumber ?? null);
  const prefill = supportPrefill(subject, t);
  const channels = useGraphqlQuery(SupportChannelsQuery, open ? {} : null, 'cache-and-network');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) setSentTo(null);
  }, [open]);
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const list = channels.data?.supportChannels ?? null;
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-slate-950/30" aria-hidden="true" />
      <div className="fixed inset-x-4 bottom-6 flex justify-end sm:right-10 sm:left-auto">
        <DialogPanel className="flex max-h-[calc(100vh-3rem)] w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl sm:w-[26rem] dark:border-slate-700 dark:bg-slate-900">
          <div className="flex items-start gap-2 border-slate-200 border-b px-4 py-3 dark:border-slate-700">
            <div className="min-w-0 flex-1">
              <DialogTitle className="font-semibold text-base text-slate-900 dark:text-white">
                {t('supportChat.title')}
              </DialogTitle>
              {list ? (
                <p className="text-slate-600 text-xs dark:text-slate-300">
                  {t('supportChat.subtitle', { brand: list.brandName })}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('supportChat.close')}
              className="rounded px-2 text-slate-600 text-xl leading-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              ×
            </button>
          </div>
          <div className="space-y-4 overflow-y-auto px-4 py-3">
            {list === null && channels.error ? (
              <div className="space-y-2">
                <FormAlert
                  message={t(`errors.${channels.error.code}`, { defaultValue: t('errors.generic') })}
                />
                <Button variant="secondary" onClick={channels.retry}>
                  {t('supportChat.retry')}
                </Button>
              </div>
            ) : null}
            {list === null && !channels.error ? (
              <p role="status" className="text-slate-600 text-sm dark:text-slate-300">
                {t('supportChat.loading')}
              </p>
            ) : null}
            {list && list.channels.length === 0 ? (
              <p className="text-slate-600 text-sm dark:text-slate-300">{t('supportChat.empty')}</p>
            ) : null}
            {list && list.channels.length > 0 ? (
              <>
                <SupportChannelList channels={list.channels} />
                {sentTo ? (
                  <div
                    role="status"
                    className="space-y-2 rounded-lg bg-emerald-50 px-3 py-3 dark:bg-emerald-950"
                  >
                    <h3
                      ref={sentHeading}
                      tabIndex={-1}
                      className="font-semibold text-emerald-800 text-sm dark:text-emerald-200"
                    >
                      {t('supportChat.sent.title')}
                    </h3>
                    <p className="text-emerald-800 text-sm dark:text-emerald-200">
                      {t('supportChat.sent.body', { email: sentTo })}
                    </p>
                    <Button variant="secondary" onClick={() => setSentTo(null)}>
                      {t('supportChat.sent.another')}
                    </Button>
                  </div>
                ) : (
                  <SupportMessageForm
                    channels={list.channels}
                    subject={subject}
                    prefill={prefill}
                    page={context.route.path}
                    onSent={setSentTo}
                  />
                )}
              </>
            ) : null}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
