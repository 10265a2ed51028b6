import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../client/app';
import { type SessionBrand, setSessionAnonymous, setSessionReady } from '../../client/session/session-store';
import type { Role } from '../../schema/domain/roles';
import { sessionUserFixture } from './session-user-fixture';

export type TestUser = { role: Role; channel?: string; originalChannel?: string; fullName?: string };

/** Demo Telecom as the session knows it. */
export const DEMO_BRAND: SessionBrand = {
  brandId: '2020001',
  name: 'Demo Telecom',
  logoURL: null,
  expandedLogoURL: null,
  darkModeLogoURL: null,
  darkModeExpandedLogoURL: null,
  generateCustomerInvoices: false,
  hasMaxSales: false,
  maxSales: null,
};

/** Renders the whole console at `path` for a signed-in user (or nobody), on an in-memory location. */
export function renderApp(path: string, user: TestUser | null, brand: Partial<SessionBrand> = {}) {
  if (user) {
    const channel = user.channel ?? brand.brandId ?? DEMO_BRAND.brandId;
    setSessionReady(
      sessionUserFixture(user.role, {
        channel,
        originalChannel: user.originalChannel ?? channel,
        ...(user.fullName ? { fullName: user.fullName } : {}),
      }),
      { ...DEMO_BRAND, ...brand },
    );
  } else {
    setSessionAnonymous();
  }
  const location = memoryLocation({ path, record: true });
  // Rendered into #root, as in index.html: the blank-screen check watches that element.
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  const view = render(<App locationHook={location.hook} searchHook={location.searchHook} />, {
    container: root,
  });
  const current = () => location.history?.at(-1) ?? path;
  return { ...view, location, current };
}
