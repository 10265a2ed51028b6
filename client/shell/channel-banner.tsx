import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../session/session-store';
import { Icon } from '../ui/icon';
import { returnToMyChannel } from './return-to-my-channel';

/**
 * While the user acts in a channel other than their own (an operator inside a brand, staff inside a sub-channel),
 * every page says so under the top bar, with the way back.
 */
export function ChannelBanner() {
  const { t } = useTranslation(['common', 'errors']);
  const { user, brand } = useSnapshot(sessionStore);
  const [returning, setReturning] = useState(false);
  if (!user || user.channel === user.originalChannel) return null;

  const goBack = async () => {
    setReturning(true);
    try {
      await returnToMyChannel(t);
    } finally {
      setReturning(false);
    }
  };

  return (
    <section
      aria-label={t('common.channelBanner.label')}
      className="flex items-center gap-3 border-amber-200 border-b bg-amber-50 px-4 py-2 text-amber-950 text-sm dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <Icon name="return" className="size-4 shrink-0" />
      <p role="status" className="min-w-0 truncate">
        {t('common.channelBanner.actingIn', { name: brand?.name ?? user.channel, channel: user.channel })}
      </p>
      <button
        type="button"
        onClick={() => void goBack()}
        disabled={returning}
        className="ml-auto shrink-0 rounded-md border border-amber-300 bg-white px-2.5 py-1 font-medium text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-60 dark:border-amber-800 dark:bg-amber-900 dark:text-amber-50 dark:hover:bg-amber-800"
      >
        {t('common.returnToMyChannel')}
      </button>
    </section>
  );
}
