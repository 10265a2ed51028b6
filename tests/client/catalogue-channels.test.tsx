import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_ACTIONS, CHANNEL_USER_ACTIONS } from '../../client/features/channels/channel-actions';
import { ChannelFormDialog, validateChannelForm } from '../../client/features/channels/channel-form-dialog';
import {
  channelFormsStore,
  closeChannelForm,
  openChannelUserForm,
  openSubChannelForm,
} from '../../client/features/channels/channel-forms-store';
import type { ChannelRow, ChannelUserRow } from '../../client/features/channels/channel-row';
import { loadChannelUsers } from '../../client/features/channels/load-channel-users';
import { loadChannels } from '../../client/features/channels/load-channels';
import type { CommandContext } from '../../client/palette/command';
import { readQueuePage } from '../../client/queues/read-queue-page';
import { noticeStore } from '../../client/ui/notice-store';
import type { Role } from '../../schema/domain/roles';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const contextFor = (role: Role, brandId = '2020001') =>
  ({
    user: { role, channel: brandId, originalChannel: brandId, email: 'admin@demo.test' },
    brand: { brandId },
    route: { id: 'users', path: '/management/users', params: {} },
  }) as unknown as CommandContext;

function channel(overrides: Partial<ChannelRow> = {}): ChannelRow {
  return {
    id: '2020001001',
    parentId: '2020001',
    brandId: '2020001',
    name: 'Demo Telecom Norte',
    subChannelNumber: 1,
    status: 'ACTIVE',
    users: 2,
    subChannels: 0,
    ...overrides,
  };
}

function channelUser(overrides: Partial<ChannelUserRow> = {}): ChannelUserRow {
  return {
    id: 'u-1',
    fullName: 'Ana Agente',
    email: 'agent@demo.test',
    role: 'AGENT',
    channel: '2020001',
    originalChannel: '2020001',
    status: 'ACTIVE',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const userActions = (context: CommandContext, row: ChannelUserRow) =>
  CHANNEL_USER_ACTIONS.filter((action) => action.isVisible(context, row)).map((action) => action.id);

type GraphqlCall = { query: string; variables: Record<string, unknown> };

function stubGateway(answer: (call: GraphqlCall) => unknown) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(body);
      return Response.json(answer(body));
    }),
  );
  return calls;
}

afterEach(() => {
  if (channelFormsStore.form) act(() => closeChannelForm());
  noticeStore.notices = [];
  vi.unstubAllGlobals();
});

describe('channel user actions', () => {
  it('an admin may change the role of, block, delete or read the history of another active user', () => {
    expect(userActions(contextFor('ADMIN'), channelUser())).toEqual([
      'channelUser.changeRole',
      'channelUser.disable',
      'channelUser.delete',
      'channelUser.history',
    ]);
  });

  it('own user: history only; a blocked user: delete and history; nothing below admin', () => {
    expect(userActions(contextFor('ADMIN'), channelUser({ email: 'Admin@demo.test' }))).toEqual([
      'channelUser.history',
    ]);
    expect(userActions(contextFor('ADMIN'), channelUser({ status: 'BLOCKED' }))).toEqual([
      'channelUser.delete',
      'channelUser.history',
    ]);
    expect(userActions(contextFor('MANAGER'), channelUser())).toEqual([]);
  });

  it('deleting asks an irreversible confirmation with an acknowledgement, then removes the user by e-mail', async () => {
    const remove = CHANNEL_USER_ACTIONS.find((action) => action.id === 'channelUser.delete');
    expect(remove?.confirm).toMatchObject({ irreversible: true, acknowledgement: expect.any(String) });
    const calls = stubGateway(() => ({
      data: { removeChannelUser: { id: 'u-1', email: 'agent@demo.test', status: 'BLOCKED' } },
    }));
    await remove?.run(channelUser(), {});
    expect(calls[0]?.variables).toEqual({ email: 'agent@demo.test' });
  });

  it('changing the role picks one of the roles channel management may give; blocking is irreversible', () => {
    const changeRole = CHANNEL_USER_ACTIONS.find((action) => action.id === 'channelUser.changeRole');
    expect(changeRole?.reason?.options.map((option) => option.value)).toEqual(['ADMIN', 'MANAGER', 'AGENT']);
    const disable = CHANNEL_USER_ACTIONS.find((action) => action.id === 'channelUser.disable');
    expect(disable?.confirm?.irreversible).toBe(true);
  });

  it('the role change sends the role picked', async () => {
    const calls = stubGateway(() => ({
      data: { updateChannelUser: { id: 'u-1', email: 'agent@demo.test', role: 'MANAGER' } },
    }));
    const changeRole = CHANNEL_USER_ACTIONS.find((action) => action.id === 'channelUser.changeRole');
    await changeRole?.run(channelUser(), { reason: 'MANAGER' });
    expect(calls[0]?.variables).toEqual({ email: 'agent@demo.test', role: 'MANAGER' });
  });
});

describe('channel actions', () => {
  it('entering a sub-channel is for admins of brands 202/145, on active channels', () => {
    const enter = CHANNEL_ACTIONS.find((action) => action.id === 'channel.enter');
    expect(enter?.isVisible(contextFor('ADMIN'), channel())).toBe(true);
    expect(enter?.isVisible(contextFor('ADMIN'), channel({ status: 'BLOCKED' }))).toBe(false);
    expect(enter?.isVisible(contextFor('ADMIN', '3000003'), channel())).toBe(false);
    expect(enter?.isVisible(contextFor('MANAGER'), channel())).toBe(false);
  });
});

describe('channel loads', () => {
  it('filters the sub-channels by status and by name or number', async () => {
    stubGateway(() => ({
      data: {
        channels: {
          channel: channel({ id: '2020001', parentId: null, name: 'Demo Telecom' }),
          subChannels: [
            channel(),
            channel({ id: '2020001002', name: 'Demo Telecom Sur' }),
            channel({ id: '2020001003', name: 'Eventos', status: 'BLOCKED' }),
          ],
        },
      },
    }));
    const page = await readQueuePage(
      loadChannels({
        first: 50,
        after: null,
        sort: null,
        filters: { status: 'ACTIVE', search: 'sur' },
      }),
    );
    expect(page.rows.map((row) => row.id)).toEqual(['2020001002']);
    expect(page.hasNextPage).toBe(false);
  });

  it('asks for at most the api’s largest page of users and follows its cursor', async () => {
    const calls = stubGateway(() => ({
      data: {
        channelUsers: { channel: '2020001001', users: [channelUser()], nextCursor: 'agent@demo.test' },
      },
    }));
    const page = await readQueuePage(
      loadChannelUsers({
        first: 500,
        after: null,
        sort: null,
        filters: { channel: '2020001001', status: 'ACTIVE' },
      }),
    );
    expect(calls[0]?.variables).toEqual({ channel: '2020001001', status: 'ACTIVE', first: 200, after: null });
    expect(page).toMatchObject({ endCursor: 'agent@demo.test', hasNextPage: true });
  });
});

describe('channel forms', () => {
  it('check the fields with message keys', () => {
    const empty = { name: ' ', email: 'nope', fullName: '', role: 'AGENT' as const };
    expect(validateChannelForm('subChannel', empty)).toEqual({ name: 'validation.required' });
    expect(validateChannelForm('user', empty)).toEqual({ email: 'validation.email' });
    // The api's own lengths: a name past them is too long, and a user's name is the api's 120 characters at most.
    expect(validateChannelForm('subChannel', { ...empty, name: 'n'.repeat(101) })).toEqual({
      name: 'catalogue.form.tooLong',
    });
    const user = { ...empty, email: 'nuevo@demo.test' };
    expect(validateChannelForm('user', { ...user, fullName: 'n'.repeat(120) })).toEqual({});
    expect(validateChannelForm('user', { ...user, fullName: 'n'.repeat(121) })).toEqual({
      fullName: 'catalogue.form.tooLong',
    });
  });

  it('an e-mail the api refuses shows next to the e-mail field, and the dialog stays open', async () => {
    stubGateway(() => ({
      data: null,
      errors: [{ message: 'taken', extensions: { code: 'USER_ALREADY_EXISTS', field: 'email' } }],
    }));
    render(<ChannelFormDialog />);
    act(() => openChannelUserForm(null));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    const user = userEvent.setup();
    const email = within(dialog).getByLabelText('Correo electrónico');
    await user.type(email, 'agent@demo.test');
    await user.keyboard('{Enter}');
    const message = await within(dialog).findByText('Ya existe un usuario con ese correo electrónico.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.getAttribute('id'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(channelFormsStore.form).not.toBeNull();
  });

  it('a sub-channel needs a name; the translated message shows and nothing is sent', async () => {
    const calls = stubGateway(() => ({ data: null }));
    render(<ChannelFormDialog />);
    act(() => openSubChannelForm());
    const dialog = await screen.findByRole('dialog', { name: 'Añadir subcanal' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(within(dialog).getByText('Este campo es obligatorio')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('creates a user in the channel the users page shows, with the role picked', async () => {
    const calls = stubGateway(() => ({
      data: { createChannelUser: { id: 'u-9', email: 'nuevo@demo.test', status: 'ACTIVE' } },
    }));
    render(<ChannelFormDialog />);
    act(() => openChannelUserForm('2020001001'));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'nuevo@');
    await user.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));
    expect(within(dialog).getByText('El campo Correo electrónico debe ser un correo válido')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'demo.test');
    await user.selectOptions(within(dialog).getByLabelText('Rol'), 'MANAGER');
    await user.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.variables).toEqual({
      email: 'nuevo@demo.test',
      fullName: null,
      role: 'MANAGER',
      channel: '2020001001',
    });
    expect(noticeStore.notices[0]?.message).toContain('nuevo@demo.test');
  });
});
