import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../client/session/load-session';
import {
  type SessionBrand,
  sessionStore,
  setSessionAnonymous,
  setSessionReady,
} from '../../client/session/session-store';
import { returnToOriginalChannel } from '../../client/session/switch-channel';
import { ChannelBanner } from '../../client/shell/channel-banner';
import { sessionUserFixture } from './session-user-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

vi.mock('../../client/session/switch-channel', () => ({
  returnToOriginalChannel: vi.fn(async () => {}),
  enterChannel: vi.fn(async () => {}),
}));

const VELA: SessionBrand = {
  brandId: '1450002',
  name: 'Vela Movil',
  logoURL: null,
  expandedLogoURL: null,
  darkModeLogoURL: null,
  darkModeExpandedLogoURL: null,
  generateCustomerInvoices: false,
  hasMaxSales: false,
  maxSales: null,
};

afterEach(() => {
  cleanup();
  setSessionAnonymous();
  vi.unstubAllGlobals();
  vi.mocked(returnToOriginalChannel).mockClear();
});

describe('the banner of a user acting in another channel', () => {
  it('names the brand entered and returns to the original channel from its button', async () => {
    setSessionReady(sessionUserFixture('ADMIN', { channel: '1450002', originalChannel: '0' }), VELA);
    render(<ChannelBanner />);
    const banner = screen.getByRole('region', { name: 'Canal en el que actúas' });
    expect(banner.textContent).toContain('Actuando en Vela Movil (1450002)');
    const back = screen.getByRole('button', { name: 'Volver a mi canal' });
    await userEvent.click(back);
    await waitFor(() => expect(returnToOriginalChannel).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((back as HTMLButtonElement).disabled).toBe(false));
  });

  it('is not there in the user own channel', () => {
    setSessionReady(sessionUserFixture('ADMIN', { channel: '0', originalChannel: '0' }), {
      ...VELA,
      brandId: '0',
      name: 'Operador',
    });
    render(<ChannelBanner />);
    expect(screen.queryByRole('region', { name: 'Canal en el que actúas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Volver a mi canal' })).toBeNull();
  });
});

describe('a sign-in starts in the user own channel', () => {
  function stubGateway(channelAtFirst: string) {
    let channel = channelAtFirst;
    const operations: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const { query } = JSON.parse(String(init?.body)) as { query: string };
        const name = /(query|mutation) (\w+)/.exec(query)?.[2] ?? '';
        operations.push(name);
        if (name === 'ReturnToOriginalChannel') {
          channel = '0';
          return Response.json({ data: { returnToOriginalChannel: { channel, originalChannel: '0' } } });
        }
        const session = sessionUserFixture('ADMIN', { channel, originalChannel: '0' });
        return Response.json({ data: { session, brand: { ...VELA, brandId: channel } } });
      }),
    );
    return operations;
  }

  it('leaves a brand entered in an earlier session before the console shows', async () => {
    const operations = stubGateway('1450002');
    await loadSession({ signedIn: true });
    expect(operations).toEqual(['Session', 'ReturnToOriginalChannel', 'Session']);
    expect(sessionStore.user?.channel).toBe('0');
  });

  it('keeps the channel when the session is only restored (a reload), and asks once when already home', async () => {
    const restored = stubGateway('1450002');
    await loadSession();
    expect(restored).toEqual(['Session']);
    expect(sessionStore.user?.channel).toBe('1450002');
    const home = stubGateway('0');
    await loadSession({ signedIn: true });
    expect(home).toEqual(['Session']);
  });
});
