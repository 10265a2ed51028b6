import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEntityAction } from '../../client/actions/entity-action';
import { targetRowsFor } from '../../client/actions/entity-action-commands';
import { entityActionRunStore } from '../../client/actions/entity-action-run-store';
import { registerEntityActions } from '../../client/actions/register-entity-actions';
import { runEntityActionRows } from '../../client/actions/run-entity-action-rows';
import { onSelectionReset } from '../../client/actions/selection-reset';
import { startEntityAction } from '../../client/actions/start-entity-action';
import { ORDER_ACTIONS } from '../../client/features/orders/order-actions';
import type { OrderRow } from '../../client/features/orders/order-row';
import { PORTABILITY_ACTIONS } from '../../client/features/portabilities/portability-actions';
import type { PortabilityRow } from '../../client/features/portabilities/portability-row';
import { noticeStore } from '../../client/ui/notice-store';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const QUEUE = 'portabilities-in';
const OUTSIDE_HOURS =
  'Fuera de horario: las portabilidades solo se pueden gestionar de lunes a viernes, excepto festivos, de 9 a 20 h (hora de Madrid).';

function portability(index: number): PortabilityRow {
  return {
    id: `p-${index}`,
    direction: 'IN',
    status: 'ERRORED',
    type: 'POSTPAID',
    changeWindow: null,
    customerFiscalId: '12345678Z',
    document: '12345678Z',
    mobileNumber: `61200000${index}`,
    icc: null,
    donorOperator: 'Movistar',
    receiverOperator: 'Demo Telecom',
    created: '2026-11-20T10:00:00Z',
    modified: '2026-11-20T10:00:00Z',
  };
}

type GraphqlCall = { query: string; variables: Record<string, unknown> };

/** Answers every mutation with `answer` (which may wait); list reads get nothing. */
function stubGateway(answer: (call: GraphqlCall) => unknown | Promise<unknown>) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as GraphqlCall;
      if (!body.query.trimStart().startsWith('mutation')) return Response.json({ data: null });
      calls.push(body);
      return Response.json(await answer(body));
    }),
  );
  return calls;
}

async function renderShell() {
  renderApp('/management/portabilities', { role: 'MANAGER' });
  await screen.findByRole('button', { name: 'Columnas' });
}

let unregister: () => void = () => {};

afterEach(() => {
  unregister();
  entityActionRunStore.run = null;
  noticeStore.notices = [];
  vi.unstubAllGlobals();
});

describe('running an action on several rows', () => {
  it('runs every row in turn past a refusal, reporting each finished row and each failure with its reason', async () => {
    const run = vi.fn(async (row: { id: string }) => {
      if (row.id === 'b') throw Object.assign(new Error('refused'), { code: 'OUTSIDE_BUSINESS_HOURS' });
    });
    const action: AnyEntityAction = {
      id: 'test.bulk',
      entity: 'test',
      title: 'x',
      isVisible: () => true,
      bulk: true,
      run,
      success: 'x',
      rowLabel: (row: { id: string }) => `row ${row.id}`,
    };
    const progress: number[] = [];
    const outcome = await runEntityActionRows(action, [{ id: 'a' }, { id: 'b' }, { id: 'c' }], {}, (step) =>
      progress.push(step.finished),
    );
    expect(run.mock.calls.map(([row]) => row.id)).toEqual(['a', 'b', 'c']);
    expect(progress).toEqual([1, 2, 3]);
    expect(outcome).toEqual({
      done: 2,
      failures: [{ label: 'row b', code: 'OUTSIDE_BUSINESS_HOURS' }],
      aborted: 0,
    });
  });

  it('confirms listing the rows, shows the progress, summarises the failures per row and clears the selection', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    let release: () => void = () => {};
    const secondHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = stubGateway(async (call) => {
      if (call.variables.id === 'p-2') {
        await secondHeld;
        return {
          data: null,
          errors: [{ message: 'outside', extensions: { code: 'OUTSIDE_BUSINESS_HOURS', status: 422 } }],
        };
      }
      return {
        data: { relaunchPortability: { id: call.variables.id, status: 'PENDING_RELAUNCH', modified: 'now' } },
      };
    });
    await renderShell();
    const cleared = vi.fn();
    const stop = onSelectionReset(QUEUE, cleared);
    const user = userEvent.setup();

    void startEntityAction('portability.relaunch', [portability(1), portability(2), portability(3)], QUEUE);
    const dialog = await screen.findByRole('dialog', { name: 'Relanzar portabilidad' });
    expect(within(dialog).getByText('Se aplicará a estos 3 registros:')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Registros afectados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['612000001', '612000002', '612000003']);
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Relanzar portabilidad' }));

    expect(await within(dialog).findByText('1 / 3 procesados')).toBeTruthy();
    expect(cleared).not.toHaveBeenCalled();
    release();

    const summary = await within(dialog).findByRole('alert');
    expect(summary.textContent).toBe('Hechos: 2 de 3. Uno no se ha podido hacer:');
    expect(within(dialog).getByText(`: ${OUTSIDE_HOURS}`, { exact: false }).textContent).toBe(
      `612000002: ${OUTSIDE_HOURS}`,
    );
    expect(calls.map((call) => call.variables.id)).toEqual(['p-1', 'p-2', 'p-3']);
    expect(noticeStore.notices.map((notice) => [notice.kind, notice.message])).toEqual([
      ['success', '2 portabilidades relanzadas.'],
    ]);
    expect(cleared).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    stop();
  });

  it('clears the selection and closes when every row succeeds, with one toast counting them', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    stubGateway((call) => ({
      data: { relaunchPortability: { id: call.variables.id, status: 'PENDING_RELAUNCH', modified: 'now' } },
    }));
    await renderShell();
    const cleared = vi.fn();
    const stop = onSelectionReset(QUEUE, cleared);
    const user = userEvent.setup();
    void startEntityAction('portability.relaunch', [portability(1), portability(2), portability(3)], QUEUE);
    const dialog = await screen.findByRole('dialog', { name: 'Relanzar portabilidad' });
    await user.click(within(dialog).getByRole('button', { name: 'Relanzar portabilidad' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(noticeStore.notices.map((notice) => notice.message)).toEqual(['3 portabilidades relanzadas.']);
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('confirmations for a selection', () => {
  const draft = (index: number) =>
    ({ id: `o-${index}`, orderNumber: `PED-000${index}`, status: 'INITIATED' }) as OrderRow;

  it('are pluralised and list the rows; a single row keeps the singular', async () => {
    unregister = registerEntityActions(ORDER_ACTIONS);
    const calls = stubGateway((call) => ({
      data: { deleteDraftOrder: { id: call.variables.orderId, deleted: true } },
    }));
    await renderShell();
    const user = userEvent.setup();

    void startEntityAction('order.delete', [draft(1), draft(2), draft(3)], 'draft-orders');
    const several = await screen.findByRole('dialog', { name: '¿Eliminar 3 borradores?' });
    expect(
      within(several).getByText('Los borradores desaparecerán de las listas; su historial se conserva.'),
    ).toBeTruthy();
    expect(
      within(within(several).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PED-0001', 'PED-0002', 'PED-0003']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    void startEntityAction('order.delete', [draft(4)], 'draft-orders');
    const one = await screen.findByRole('dialog', { name: '¿Eliminar este borrador?' });
    expect(within(one).getByText('PED-0004')).toBeTruthy();
    expect(within(one).queryByRole('list')).toBeNull();
  });

  it('say how many selected rows the action leaves out', async () => {
    unregister = registerEntityActions(PORTABILITY_ACTIONS);
    stubGateway(() => ({ data: null }));
    await renderShell();
    const context = { user: { role: 'MANAGER' } } as Parameters<AnyEntityAction['isVisible']>[0];
    const initiated = { ...portability(9), status: 'INITIATED' as const };
    void startEntityAction('portability.relaunch', [portability(1), initiated, portability(3)], QUEUE, {
      context,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Relanzar portabilidad' });
    expect(within(dialog).getByText('Se aplicará a estos 2 registros:')).toBeTruthy();
    expect(
      within(dialog).getByText('1 de los seleccionados no admite esta acción y se deja fuera.'),
    ).toBeTruthy();
  });

  it('have a singular and a plural form with the count in every catalogue', () => {
    const root = join(import.meta.dirname, '../../locales');
    const keys = [
      ['actions', 'dialog.rowList'],
      ['actions', 'dialog.skipped'],
      ['actions', 'dialog.summary'],
      ['orders', 'delete.confirmTitle'],
      ['portabilities', 'cancel.confirmTitle'],
      ['portabilities', 'relaunch.success'],
      ['table', 'subscriptions.cancel.confirmTitle'],
      ['table', 'subscriptions.blockTv.confirmTitle'],
    ] as const;
    const languages = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(languages.sort()).toEqual(['br', 'ca', 'en', 'es']);
    for (const language of languages) {
      for (const [namespace, key] of keys) {
        let node: unknown = JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8'));
        const path = key.split('.');
        const leaf = path.pop() as string;
        for (const part of path) node = (node as Record<string, unknown>)[part];
        const forms = node as Record<string, string>;
        expect(forms[`${leaf}_one`], `${language} ${namespace}.${key}_one`).toBeTruthy();
        expect(forms[`${leaf}_other`], `${language} ${namespace}.${key}_other`).toContain('{{count}}');
        expect(forms[leaf], `${language} ${namespace}.${key} has no unplural form`).toBeUndefined();
      }
    }
  });
});

describe('the target of the palette and the selection bar', () => {
  const bulk = { bulk: true } as AnyEntityAction;
  const single = { bulk: false } as AnyEntityAction;
  const target = (selected: unknown[], focused: unknown = 'focused') => ({
    entity: 'x',
    queueId: 'q',
    focused,
    selected,
  });

  it('is the selection, never the focused row beside it; a one-row action is not offered for several rows', () => {
    expect(targetRowsFor(bulk, target(['a', 'b', 'c']))).toEqual(['a', 'b', 'c']);
    expect(targetRowsFor(single, target(['a', 'b', 'c']))).toEqual([]);
    expect(targetRowsFor(single, target(['a']))).toEqual(['a']);
    expect(targetRowsFor(single, target([]))).toEqual(['focused']);
    expect(targetRowsFor(bulk, target([], null))).toEqual([]);
  });
});
