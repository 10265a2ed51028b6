import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { canAccess } from '../../../schema/domain/roles';
import { registerCommands } from '../../palette/command-registry';
import { lazyWithReload } from '../../routing/lazy-page';
import { sessionStore } from '../../session/session-store';
import { CONTACT_SUPPORT_COMMAND } from './support-chat-command';
import { closeSupportChat, openSupportChat, supportChatStore } from './support-chat-store';

// The panel (its form, zod schema and queries) loads on the first opening, never with the layout.
const SupportChatPanel = lazyWithReload(() => import('./support-chat-panel'));

/**
 * The support chat's launcher in the bottom corner of every content-layout page, for agent level and above (who
 * may call the support endpoints), and the palette's "Contact support". A tab docked to the right edge, as wide as
 * the page's padding (24 px), so it never covers a control: a queue's last row menu and its Next button reach the
 * padding's edge. The panel stays mounted once loaded, so it opens at once the next time.
 */
export function SupportChatLauncher() {
  const { t } = useTranslation('supportChat');
  const { user } = useSnapshot(sessionStore);
  const { open, mounted } = useSnapshot(supportChatStore);
  const allowed = canAccess(user?.role, 'agent');
  useEffect(() => registerCommands([CONTACT_SUPPORT_COMMAND]), []);
  if (!allowed) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => (open ? closeSupportChat() : openSupportChat())}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="fixed right-0 bottom-6 z-30 flex h-12 w-6 items-center justify-center rounded-l-lg bg-primary-700 text-white shadow-lg hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor">
          <path
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M21 12a8 8 0 0 1-11.8 7L4 20l1.2-4.4A8 8 0 1 1 21 12z"
          />
        </svg>
        <span className="sr-only">{t('launcher')}</span>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <SupportChatPanel open={open} onClose={closeSupportChat} />
        </Suspense>
      ) : null}
    </>
  );
}
