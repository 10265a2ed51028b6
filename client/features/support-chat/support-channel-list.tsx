import { useTranslation } from 'react-i18next';
import type { ContactType } from '../../../schema/domain/vocabulary/contact';
import type { SupportChannelsQuery } from '../../generated/graphql';

type Channel = SupportChannelsQuery['supportChannels']['channels'][number];
type ContactChannels = Omit<Channel, 'topic'> & { topics: ContactType[] };

/** One entry per contact (a contact often answers several topics), in the order of its first topic. */
export function contactsOf(channels: readonly Channel[]): ContactChannels[] {
  const byEmail = new Map<string, ContactChannels>();
  for (const { topic, ...contact } of channels) {
    const known = byEmail.get(contact.email);
    if (known) known.topics.push(topic);
    else byEmail.set(contact.email, { ...contact, topics: [topic] });
  }
  return [...byEmail.values()];
}

/** The brand's support channels: who answers which topics, with an e-mail link and, when known, a phone link. */
export function SupportChannelList({ channels }: { channels: readonly Channel[] }) {
  const { t } = useTranslation(['supportChat', 'domain']);
  return (
    <section aria-labelledby="support-channels-title" className="space-y-2">
      <h3 id="support-channels-title" className="font-medium text-slate-700 text-sm dark:text-slate-200">
        {t('supportChat.channels')}
      </h3>
      <ul className="space-y-2">
        {contactsOf(channels).map((contact) => (
          <li
            key={contact.email}
            className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
          >
            <p className="font-medium text-slate-900 dark:text-slate-100">
              {contact.topics.map((topic) => t(`domain.contactType.${topic}`)).join(' · ')}
            </p>
            <p className="text-slate-600 text-xs dark:text-slate-300">
              {contact.department ? `${contact.name} (${contact.department})` : contact.name}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              <a
                href={`mailto:${contact.email}`}
                className="text-primary-700 underline hover:text-primary-800 dark:text-primary-300"
                aria-label={t('supportChat.writeTo', { email: contact.email })}
              >
                {contact.email}
              </a>
              {contact.phone ? (
                <a
                  href={`tel:${contact.phone}`}
                  className="text-primary-700 underline hover:text-primary-800 dark:text-primary-300"
                  aria-label={t('supportChat.call', { phone: contact.phone })}
                >
                  {contact.phone}
                </a>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
