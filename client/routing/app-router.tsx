import { type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '../routes';
import { recomputeAbilities } from '../session/abilities';
import { readReturnTo, rememberReturnTo, rememberUnauthorized } from '../session/navigation-memory';
import { registerNavigator } from '../session/navigator';
import { registerPageLookup } from '../session/page-lookup';
import { authSnapshotOf, sessionStore } from '../session/session-store';
import { BlankLayout } from '../shell/blank-layout';
import { PageSpinner } from '../ui/page-spinner';
import { decideNavigation } from './decide-navigation';
import { lazyWithReload, pageComponentFor } from './lazy-page';
import { matchRoute } from './match-route';
import { BLANK_SCREEN_CHECK_MS, isBlankScreen, takeNavigationFallback } from './navigation-fallback';
import { markPageLoading, markPageReady } from './page-ready';
import { RouteErrorBoundary } from './route-error-boundary';
import { provideRouteTable } from './route-table';
import type { RouteDefinition } from './route-types';
import { SessionErrorScreen } from './session-error-screen';

// The 401 handler, the local caches and the palette ask which page a path opens outside the router, and boot may
// meet a 401 before the first render: the lookup is registered as soon as the router module loads.
registerPageLookup((path) => {
  const match = matchRoute(path);
  return match ? { id: match.route.id, level: match.route.level, params: match.params } : null;
});

provideRouteTable(ROUTES);

const ContentLayout = lazyWithReload(() => import('../shell/content-layout'));

/** Mounts with the page (inside its Suspense boundary): the page's code is loaded and it has rendered. */
function PageReady() {
  useEffect(() => markPageReady(), []);
  return null;
}

function Layout({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  if (route.layout === 'blank') return <BlankLayout route={route}>{children}</BlankLayout>;
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <ContentLayout route={route}>{children}</ContentLayout>
    </Suspense>
  );
}

/**
 * The router: every location goes through decideNavigation (the guards), and the matched route of the table is
 * rendered in its layout with its lazy page. Also recomputes abilities and watches for a blank screen.
 */
export function AppRouter({ rootId = 'root' }: { rootId?: string }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useSnapshot(sessionStore);
  const role = session.user?.role ?? null;
  const channel = session.user?.channel ?? null;
  const originalChannel = session.user?.originalChannel ?? null;

  const here = useRef('');
  here.current = search ? `${location}?${search}` : location;
  useEffect(() => registerNavigator({ navigate, current: () => here.current }), [navigate]);

  const decision = useMemo(() => {
    const user =
      role && channel !== null && originalChannel !== null ? { role, channel, originalChannel } : null;
    const auth = authSnapshotOf({ status: session.status, user });
    return decideNavigation(location, search ? `?${search}` : '', auth, readReturnTo());
  }, [location, search, session.status, role, channel, originalChannel]);

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.returnTo !== undefined) rememberReturnTo(decision.returnTo || null);
    if (decision.unauthorizedAttempt) rememberUnauthorized(decision.unauthorizedAttempt);
    navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  // Abilities are recomputed on every navigation.
  useEffect(() => {
    if (location) recomputeAbilities(role);
  }, [location, role]);

  const fallBack = useCallback(
    () => takeNavigationFallback(location, role, navigate),
    [location, role, navigate],
  );

  useEffect(() => {
    if (decision.kind !== 'render') return;
    const timer = setTimeout(() => {
      if (isBlankScreen(document.getElementById(rootId))) fallBack();
    }, BLANK_SCREEN_CHECK_MS);
    return () => clearTimeout(timer);
  }, [decision, fallBack, rootId]);

  // A new location, or a session still loading, is not a page the keys can act on yet (page-ready.ts).
  useLayoutEffect(() => {
    if (decision.kind !== 'render' || session.status === 'loading') markPageLoading();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is a page to wait for again
  useLayoutEffect(() => markPageLoading(), [location]);

  if (decision.kind === 'session-error') return <SessionErrorScreen code={session.errorCode} />;
  if (decision.kind !== 'render') return <PageSpinner fullScreen />;

  const { route, params } = decision;
  const Page = pageComponentFor(route);
  return (
    <Layout route={route}>
      <RouteErrorBoundary key={location} onFallback={fallBack}>
        <Suspense fallback={<PageSpinner />}>
          <Page route={route} params={params} />
          {session.status === 'loading' ? null : <PageReady key={location} />}
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
