import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CONTACT_SUPPORT_COMMAND } from '../../client/features/support-chat/support-chat-command';
import { SupportChatLauncher } from '../../client/features/support-chat/support-chat-launcher';
import SupportChatPanel from '../../client/features/support-chat/support-chat-panel';
import { closeSupportChat, supportChatStore } from '../../client/features/support-chat/support-chat-store';
import {
  likelyTopic,
  supportPrefill,
  supportSubjectOf,
} from '../../client/features/support-chat/support-context';
import { i18n } from '../../client/i18n/i18n';
import { matchRoute } from '../../client/routing/match-route';
import { currentGraphqlClient } from '../../client/session/graphql-client';
import { registerPageLookup } from '../../client/session/page-lookup';
import { sessionStore } from '../../client/session/session-store';
import type { Role } from '../../schema/domain/roles';
import { commandContextFixture } from './command-context-fixture';
import { sessionUserFixture } from './session-user-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };

// The router registers it when it loads; the panel is rendered here without it.
registerPageLookup((path) => {
  const match = matchRoute(path);
  return match ? { id: match.route.id, level: match.route.level, params: match.params } : null;
});

const CHANNELS = {
  brandId: '2020001',
  brandName: 'Demo Telecom',
  channels: [
    {
      topic: 'general',
      name: 'Ana Ruiz',
      department: 'Operaciones',
      email: 'ana.0@demo.es',
      phone: '612000111',
    },
    { topic: 'technical', name: 'Luis Gil', department: null, email: 'luis.1@demo.es', phone: null },
    { topic: 'activations', name: 'Luis Gil', department: null, email: 'luis.1@demo.es', phone: null },
  ],
};

function stubGateway(answer: (call: GraphqlCall) => unknown = () => null) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(call);
      if (call.query.includes('supportChannels'))
        return Response.json({ data: { supportChannels: CHANNELS } });
      return Response.json(answer(call));
    }),
  );
  return calls;
}

function renderPanel(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook}>
      <Provider value={currentGraphqlClient()}>
        <SupportChatPanel open onClose={() => {}} />
      </Provider>
    </Router>,
  );
  return userEvent.setup();
}

const sentCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.query.includes('sendSupportMessage'));

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStore.user = null;
  closeSupportChat();
  supportChatStore.mounted = false;
  await i18n.changeLanguage('es');
});

describe("the message's first line: what the page on screen is about", () => {
  const t = (key: string, values: Record<string, string>) => i18n.t(key, values);

  it('names the line, the customer and (once read) the order, and nothing elsewhere', () => {
    const line = supportSubjectOf({ id: 'line', params: { id: '612345678' } }, null);
    expect(supportPrefill(line, t)).toBe('Línea 612345678:\n');
    const customer = supportSubjectOf({ id: 'customer', params: { id: '05099189c' } }, null);
    expect(supportPrefill(customer, t)).toBe('Cliente 05099189C:\n');
    const route = { id: 'order-v2', params: { id: 'b7c1' } };
    expect(supportSubjectOf(route, null)).toBeNull();
    expect(supportPrefill(supportSubjectOf(route, 'ORD-2025-000024'), t)).toBe('Pedido ORD-2025-000024:\n');
    expect(supportPrefill(supportSubjectOf({ id: 'subscriptions', params: {} }, null), t)).toBe('');
  });

  it('picks the topic the page most likely concerns, else the first the brand answers', () => {
    const line = supportSubjectOf({ id: 'line', params: { id: '612345678' } }, null);
    expect(likelyTopic(line, ['general', 'technical'])).toBe('technical');
    expect(likelyTopic(line, ['billing', 'general'])).toBe('billing');
    expect(likelyTopic(null, ['billing', 'general'])).toBe('general');
    expect(likelyTopic(null, [])).toBe('');
  });
});

describe('the support chat panel', () => {
  it("lists each contact once with its topics, mail and phone links, and sends the line page's message", async () => {
    const calls = stubGateway(() => ({
      data: {
        sendSupportMessage: {
          topic: 'technical',
          recipient: 'luis.1@demo.es',
          sentAt: '2026-03-02T10:00:00Z',
        },
      },
    }));
    const user = renderPanel('/line/612345678');
    const dialog = await screen.findByRole('dialog', { name: 'Soporte' });
    const message = await within(dialog).findByLabelText('Mensaje');
    expect((message as HTMLTextAreaElement).value).toBe('Línea 612345678:\n');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect((message as HTMLTextAreaElement).selectionStart).toBe('Línea 612345678:\n'.length);
    expect((within(dialog).getByLabelText('Tema') as HTMLSelectElement).value).toBe('technical');
    expect(within(dialog).getByText('Se enviará a luis.1@demo.es')).toBeTruthy();

    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'General',
      'Técnico · Activaciones',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Escribir a ana.0@demo.es' }).getAttribute('href')).toBe(
      'mailto:ana.0@demo.es',
    );
    expect(within(dialog).getByRole('link', { name: 'Llamar al 612000111' }).getAttribute('href')).toBe(
      'tel:612000111',
    );
    expect(within(items[1] as HTMLElement).queryByRole('link', { name: /Llamar/ })).toBeNull();

    await user.type(message, 'No navega desde esta mañana.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain(
      'Hemos enviado tu mensaje. Para cualquier otra consulta, escribe al buzón de soporte luis.1@demo.es.',
    );
    expect(sentCalls(calls).map((call) => call.variables)).toEqual([
      {
        topic: 'technical',
        message: 'Línea 612345678:\nNo navega desde esta mañana.',
        page: '/line/612345678',
      },
    ]);
  });

  it('confirms in Catalan pointing to the support mailbox, and names the customer of a customer page', async () => {
    await i18n.changeLanguage('ca');
    stubGateway(() => ({
      data: {
        sendSupportMessage: { topic: 'general', recipient: 'ana.0@demo.es', sentAt: '2026-03-02T10:00:00Z' },
      },
    }));
    const user = renderPanel('/customer/05099189C');
    const dialog = await screen.findByRole('dialog', { name: 'Suport' });
    const message = await within(dialog).findByLabelText('Missatge');
    expect((message as HTMLTextAreaElement).value).toBe('Client 05099189C:\n');
    expect((within(dialog).getByLabelText('Tema') as HTMLSelectElement).value).toBe('general');
    await user.type(message, 'Vol canviar de tarifa.');
    await user.click(within(dialog).getByRole('button', { name: 'Envia el missatge' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Per a qualsevol altra consulta, escriu a la bústia de suport ana.0@demo.es.',
    );
  });

  it("reads an order page's number, and shows the api's refusal without losing the text", async () => {
    const calls = stubGateway((call) =>
      call.query.includes('SupportOrderNumber')
        ? { data: { order: { id: 'b7c1', orderNumber: 'ORD-2025-000024' } } }
        : {
            data: null,
            errors: [{ message: 'limit', extensions: { code: 'SUPPORT_MESSAGE_LIMIT', status: 429 } }],
          },
    );
    const user = renderPanel('/management/orders/v2/b7c1');
    const dialog = await screen.findByRole('dialog', { name: 'Soporte' });
    const message = (await within(dialog).findByLabelText('Mensaje')) as HTMLTextAreaElement;
    await waitFor(() => expect(message.value).toBe('Pedido ORD-2025-000024:\n'));
    expect((within(dialog).getByLabelText('Tema') as HTMLSelectElement).value).toBe('activations');
    await user.type(message, 'No se activa.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Has enviado demasiados mensajes a soporte en poco tiempo: espera unos minutos y vuelve a intentarlo.',
    );
    expect(message.value).toBe('Pedido ORD-2025-000024:\nNo se activa.');
    expect(sentCalls(calls)).toHaveLength(1);
  });

  it('asks for a message before sending anything', async () => {
    const calls = stubGateway();
    const user = renderPanel('/subs');
    const dialog = await screen.findByRole('dialog', { name: 'Soporte' });
    expect(((await within(dialog).findByLabelText('Mensaje')) as HTMLTextAreaElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mensaje').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sentCalls(calls)).toEqual([]);
  });
});

describe('the launcher and the palette command', () => {
  const renderLauncher = (role: Role) => {
    sessionStore.user = sessionUserFixture(role);
    const { hook } = memoryLocation({ path: '/subs' });
    render(
      <Router hook={hook}>
        <Provider value={currentGraphqlClient()}>
          <SupportChatLauncher />
        </Provider>
      </Router>,
    );
  };

  it('shows agents and above a launcher that opens the panel, and a CLIENT nothing', async () => {
    stubGateway();
    renderLauncher('AGENT');
    const launcher = screen.getByRole('button', { name: 'Contactar con soporte' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Soporte' })).toBeTruthy();
  });

  it('offers "Contact support" from anywhere to agents and above only', () => {
    expect(CONTACT_SUPPORT_COMMAND.scope).toBe('anywhere');
    expect(CONTACT_SUPPORT_COMMAND.isVisible(commandContextFixture('AGENT'))).toBe(true);
    expect(CONTACT_SUPPORT_COMMAND.isVisible(commandContextFixture('USER'))).toBe(true);
    expect(CONTACT_SUPPORT_COMMAND.isVisible(commandContextFixture('CLIENT'))).toBe(false);
    expect(CONTACT_SUPPORT_COMMAND.isVisible(commandContextFixture(null))).toBe(false);
    renderLauncher('CLIENT');
    expect(screen.queryByRole('button', { name: 'Contactar con soporte' })).toBeNull();
  });
});
