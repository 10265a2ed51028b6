import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider as GraphqlProvider } from 'urql';
import { SupportChatLauncher } from '../features/support-chat/support-chat-launcher';
import type { RouteDefinition } from '../routing/route-types';
import { useGraphqlClient } from '../session/graphql-client';
import { NoticeList } from '../ui/notice-list';
import { ChannelBanner } from './channel-banner';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** Layout of every signed-in screen: side menu, top bar, the page. */
export default function ContentLayout({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const { t } = useTranslation('common');
  const client = useGraphqlClient();
  return (
    <GraphqlProvider value={client}>
      <div className="flex min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#page-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          {t('skipToContent')}
        </a>
        <SideMenu currentRouteId={route.menuOf ?? route.id} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <ChannelBanner />
          <main id="page-content" className="flex-1 p-6">
            {children}
          </main>
        </div>
        <SupportChatLauncher />
        <NoticeList />
      </div>
    </GraphqlProvider>
  );
}
