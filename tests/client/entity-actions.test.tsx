import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearActionTarget, setActionTarget } from '../../client/actions/action-target-store';
import { EntityActionButtons } from '../../client/actions/entity-action-buttons';
import { entityActionRunStore } from '../../client/actions/entity-action-run-store';
import { registerEntityActions } from '../../client/actions/register-entity-actions';
import { PORTABILITY_ACTIONS } from '../../client/features/portabilities/portability-actions';
import type { PortabilityRow } from '../../client/features/portabilities/portability-row';
import { closePalette } from '../../client/palette/palette-store';
import { registerShellCommands } from '../../client/palette/register-shell-commands';
import { noticeStore } from '../../client/ui/notice-store';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const QUEUE = 'portabilities-in';

function portability(overrides: Partial<PortabilityRow> = {}): PortabilityRow {
  return {
    id: 'p-1',
    direction: 'IN',
    status: 'INITIATED',
    type: 'POSTPAID',
    changeWindow: null,
    customerFiscalId: '12345678Z',
    document: '12345678Z',
    mobileNumber: '612345678',
    icc: null,
    donorOperator: 'Movistar',
    receiverOperator: 'Demo Telecom',
    created: '2026-11-20T10:00:00Z',
    modified: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

type GraphqlCall = { query: string; variables: Record<string, unknown> };

/** Reads of the portabilities list the page sent: an action's answer updates its row instead of a new read. */
let listReads = 0;

/** Stubs the network at the fetch boundary: every GraphQL call is recorded and answered by `answer`. */
function stubGateway(answer: (call: GraphqlCall) => unknown) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as GraphqlCall;
      if (body.query.includes('portabilities(')) listReads++;
      // The palette's global search may query the gateway while typing: only mutations are the actions' calls.
      if (!body.query.trimStart().startsWith('mutation')) return Response.json({ data: null });
      calls.push(body);
      return Response.json(answer(body));
    }),
  );
  return calls;
}

const cancelled = (call: GraphqlCall) => ({
  data: { cancelPortability: { id: call.variables.id, status: 'PENDING_CANCELATION', modified: 'now' } },
});

async function renderShell(role: 'AGENT' | 'MANAGER' | 'CLIENT' = 'MANAGER') {
  const app = renderApp('/management/portabilities', { role });
  await screen.findByRole('navigation', { name: 'Menú principal' });
  // The queue page sets the palette's target when it mounts (no row focused): a target a test sets before the
  // page's lazy chunk has loaded would be overwritten.
  await screen.findByRole('button', { name: 'Columnas' });
  return app;
}

let unregister: () => void = () => {};

beforeAll(() => {
  registerShellCommands();
});

afterEach(() => {
  unregister();
  clearActionTarget(QUEUE);
  closePalette();
  entityActionRunStore.run = null;
  noticeStore.notices = [];
  vi.unstubAllGlobals();
});

describe('entity actions from the palette', () => {
  it('lists the focused row’s visible actions only while a row is the target', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    await renderShell();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByLabelText('Buscar comandos');
    expect(screen.queryByRole('option', { name: 'Cancelar portabilidad' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Buscar comandos')).toBeNull());

    setActionTarget({ entity: 'portability', queueId: QUEUE, focused: portability(), selected: [] });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByLabelText('Buscar comandos');
    const group = screen.getByRole('group', { name: 'Acciones de la portabilidad' });
    expect(within(group).getByRole('option', { name: 'Cancelar portabilidad' })).toBeTruthy();
    // Relaunch is only for ERRORED portabilities.
    expect(screen.queryByRole('option', { name: 'Relanzar portabilidad' })).toBeNull();
  });

  it('asks the reason in a nested page (Backspace goes back), confirms, runs and toasts, with no new read of the queue', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    const calls = stubGateway(cancelled);
    await renderShell();
    const readsBefore = listReads;
    setActionTarget({ entity: 'portability', queueId: QUEUE, focused: portability(), selected: [] });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByLabelText('Buscar comandos');
    await user.keyboard('Cancelar portabilidad');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Fraude' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Motivo de la cancelación' })).toBeTruthy();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Fraude' })).toBeNull());
    const group = screen.getByRole('group', { name: 'Acciones de la portabilidad' });
    expect(within(group).getByRole('option', { name: 'Cancelar portabilidad' })).toBeTruthy();

    await user.keyboard('Cancelar portabilidad{Enter}');
    await screen.findByRole('option', { name: 'Fraude' });
    await user.keyboard('Fraude');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta portabilidad?' });
    expect(within(dialog).getByText('612345678')).toBeTruthy();
    expect(within(dialog).getByText('Fraude')).toBeTruthy();
    expect(within(dialog).getByRole('note').textContent).toContain('irreversible');
    expect(calls).toHaveLength(0);
    // Irreversible: the focus starts on Cancel, so a stray Enter does not confirm.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Volver'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar portabilidad' }));

    expect(await screen.findByText('Cancelación de la portabilidad 612345678 solicitada.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toContain('cancelPortability');
    expect(calls[0]?.variables).toEqual({ id: 'p-1', reason: 'FRAUD' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Cancelar esta portabilidad/ })).toBeNull(),
    );
    expect(listReads).toBe(readsBefore);
  });

  it('Escape in the palette’s reason page aborts without calling the gateway', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    const calls = stubGateway(cancelled);
    await renderShell();
    setActionTarget({ entity: 'portability', queueId: QUEUE, focused: portability(), selected: [] });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByLabelText('Buscar comandos');
    await user.keyboard('Cancelar portabilidad{Enter}');
    await screen.findByRole('option', { name: 'Fraude' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Buscar comandos')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('entity action buttons', () => {
  it('show the actions the role and the status allow', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    await renderShell('AGENT');
    const { rerender } = render(
      <EntityActionButtons entity="portability" row={portability()} queueId={QUEUE} />,
    );
    expect(screen.getByRole('button', { name: 'Cancelar portabilidad' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Relanzar portabilidad' })).toBeNull();

    rerender(
      <EntityActionButtons entity="portability" row={portability({ status: 'ERRORED' })} queueId={QUEUE} />,
    );
    expect(screen.getByRole('button', { name: 'Cancelar portabilidad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Relanzar portabilidad' })).toBeTruthy();

    for (const status of ['CANCELED', 'PENDING_CANCELATION', 'PENDING_RELAUNCH'] as const) {
      rerender(<EntityActionButtons entity="portability" row={portability({ status })} queueId={QUEUE} />);
      expect(screen.queryByRole('button', { name: /portabilidad/ }), status).toBeNull();
    }
    // A confirmed port whose change window has started has moved the number.
    rerender(
      <EntityActionButtons
        entity="portability"
        row={portability({ status: 'CONFIRMED', changeWindow: '2020-01-01T00:00:00Z' })}
        queueId={QUEUE}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancelar portabilidad' })).toBeNull();
  });

  it('show nothing to a role below agent', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    // The session alone decides: a CLIENT is shown the access page, not the shell.
    renderApp('/knowledgeBase', { role: 'CLIENT' });
    render(
      <EntityActionButtons entity="portability" row={portability({ status: 'ERRORED' })} queueId={QUEUE} />,
    );
    expect(screen.queryByRole('button', { name: /portabilidad/ })).toBeNull();
  });

  it('run the same reason and confirmation dialog; Escape aborts with nothing sent', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    const calls = stubGateway(cancelled);
    await renderShell();
    render(<EntityActionButtons entity="portability" row={portability()} queueId={QUEUE} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar portabilidad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar portabilidad' });
    const next = within(dialog).getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Impago' }));
    expect(next.disabled).toBe(false);
    await user.click(next);
    const confirm = await screen.findByRole('dialog', { name: '¿Cancelar esta portabilidad?' });
    expect(within(confirm).getByText('Impago')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
    expect(noticeStore.notices.filter((notice) => notice.kind === 'success')).toHaveLength(0);

    // Started again, it runs with the reason picked this time.
    await user.click(screen.getByRole('button', { name: 'Cancelar portabilidad' }));
    const again = await screen.findByRole('dialog', { name: 'Cancelar portabilidad' });
    await user.click(within(again).getByRole('radio', { name: 'Petición del cliente' }));
    await user.click(within(again).getByRole('button', { name: 'Continuar' }));
    const confirmAgain = await screen.findByRole('dialog', { name: '¿Cancelar esta portabilidad?' });
    await user.click(within(confirmAgain).getByRole('button', { name: 'Cancelar portabilidad' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.variables).toEqual({ id: 'p-1', reason: 'CUSTOMER_REQUEST' });
  });

  it('turn an api refusal into the translated error toast, with no new read of the queue', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    stubGateway(() => ({
      data: null,
      errors: [{ message: 'outside', extensions: { code: 'OUTSIDE_BUSINESS_HOURS', status: 422 } }],
    }));
    await renderShell();
    const readsBefore = listReads;
    render(
      <EntityActionButtons entity="portability" row={portability({ status: 'ERRORED' })} queueId={QUEUE} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Relanzar portabilidad' }));
    const text =
      'Fuera de horario: las portabilidades solo se pueden gestionar de lunes a viernes, excepto festivos, de 9 a 20 h (hora de Madrid).';
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(true),
    );
    expect(noticeStore.notices.filter((notice) => notice.kind === 'success')).toHaveLength(0);
    expect(listReads).toBe(readsBefore);
  });

  it('require the acknowledgement before an action that asks for one', async () => {
    const run = vi.fn(async () => {});
    unregister = registerEntityActions([
      {
        id: 'test.terminate',
        entity: 'test-line',
        title: 'portabilities.action.cancel',
        isVisible: () => true,
        confirm: {
          title: 'portabilities.cancel.confirmTitle',
          body: 'portabilities.cancel.confirmBody',
          irreversible: true,
          acknowledgement: 'actions.dialog.irreversible',
        },
        run,
        success: 'portabilities.relaunch.success',
      },
    ]);
    await renderShell();
    render(<EntityActionButtons entity="test-line" row={{ id: 'l-1' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar portabilidad' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta portabilidad?' });
    const confirm = within(dialog).getByRole('button', {
      name: 'Cancelar portabilidad',
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox'));
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(run).toHaveBeenCalledWith({ id: 'l-1' }, {}));
  });
});
