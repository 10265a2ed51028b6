import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangeSpnMutation, LineQuery, SetTvStatusMutation } from '../../client/features/line/line-documents';
import type { LineView } from '../../client/features/line/line-view';
import { closePalette } from '../../client/palette/palette-store';
import { registerShellCommands } from '../../client/palette/register-shell-commands';
import { currentGraphqlClient, runOperation } from '../../client/session/graphql-client';
import { lineFixture } from './line-fixture';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const FIBRE_ID = '55555555-5555-4555-8555-555555555555';
const FIBRE_NUMBER = '922761883';
const MOBILE_ID = '66666666-6666-4666-8666-666666666666';
const MOBILE_NUMBER = '655443311';
const TV_ID = '77777777-7777-4777-8777-777777777777';
const TV_NUMBER = '910000001';
const REFUSED = 'La línea no admite esta acción en su estado actual.';

/** A mutation the test holds: its variables, and how to answer it when the test says so. */
type HeldMutation = {
  operation: string;
  variables: Record<string, unknown>;
  answer: (body: unknown) => void;
};

/**
 * The gateway of one line at the fetch boundary: the line's reads answer at once, a mutation waits until the test
 * answers it (`held`), so what the page shows before the answer can be looked at.
 */
function stubGateway(...lines: LineView[]) {
  const held: HeldMutation[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const [, kind, operation = ''] = /(query|mutation)\s+(\w+)/.exec(body.query) ?? [];
      if (operation === 'Line') {
        const line = lines.find((candidate) => candidate.lineNumber === body.variables.lineNumber);
        return Response.json({ data: { subscription: line } });
      }
      if (operation === 'LineHistory') {
        return Response.json({ data: { portabilities: { edges: [] }, processes: { edges: [] } } });
      }
      if (kind === 'mutation') {
        return new Promise<Response>((resolve) => {
          held.push({
            operation,
            variables: body.variables,
            answer: (answer) => resolve(Response.json(answer)),
          });
        });
      }
      return Response.json({
        data: null,
        errors: [{ message: 'not stubbed', extensions: { code: 'INTERNAL' } }],
      });
    }),
  );
  return held;
}

/** The mutation the page sent, once it is on its way (and not answered). */
async function heldMutation(held: HeldMutation[], operation: string): Promise<HeldMutation> {
  await waitFor(() => expect(held.map((mutation) => mutation.operation)).toEqual([operation]));
  const mutation = held[0] as HeldMutation;
  held.length = 0;
  return mutation;
}

const refusal = {
  data: null,
  errors: [
    { message: 'not in this state', extensions: { code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED', status: 409 } },
  ],
};

/** The value next to a label of the open tab (a term and its definition). */
function shownValue(label: string): string | null {
  const panel = screen.getByRole('tabpanel');
  const term = within(panel).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

async function chooseInPalette(user: ReturnType<typeof userEvent.setup>, command: string): Promise<void> {
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByLabelText('Buscar comandos'), command);
  await user.click(await screen.findByRole('option', { name: command }));
}

describe('line actions whose answer is known show it before the answer, and an error takes it back', () => {
  beforeAll(() => {
    registerShellCommands();
  });
  afterEach(() => {
    closePalette();
    vi.unstubAllGlobals();
  });

  it('active mode from the palette: shown at once, kept by the answer; a refused one shows the mode as it was and the error', async () => {
    const line = lineFixture('FIBRE', FIBRE_NUMBER, FIBRE_ID);
    const held = stubGateway(line);
    renderApp(`/line/${FIBRE_NUMBER}`, { role: 'MANAGER' });
    await screen.findByRole('toolbar', { name: 'Acciones de la línea' }, { timeout: 60_000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Servicios' }));
    expect(shownValue('Modo activo')).toBe('Desactivado');

    await chooseInPalette(user, 'Modo activo');
    await user.click(await screen.findByRole('option', { name: 'Activado' }));
    const turnOn = await heldMutation(held, 'LineSetActiveMode');
    expect(turnOn.variables).toMatchObject({ subscriptionId: FIBRE_ID, enabled: true });
    // The answer has not come: what the tab shows is the optimistic layer.
    await waitFor(() => expect(shownValue('Modo activo')).toBe('Activado'));
    expect(screen.queryByText('Modo activo actualizado')).toBeNull();

    const on = { ...line, services: { ...line.services, activeMode: true } };
    turnOn.answer({
      data: { setActiveMode: { subscription: on, services: on.services, processId: null, notice: null } },
    });
    await screen.findByText('Modo activo actualizado');
    expect(shownValue('Modo activo')).toBe('Activado');

    await chooseInPalette(user, 'Modo activo');
    await user.click(await screen.findByRole('option', { name: 'Desactivado' }));
    const turnOff = await heldMutation(held, 'LineSetActiveMode');
    await waitFor(() => expect(shownValue('Modo activo')).toBe('Desactivado'));

    turnOff.answer(refusal);
    expect((await screen.findByRole('alert')).textContent).toContain(REFUSED);
    expect(shownValue('Modo activo')).toBe('Activado');
  }, 90_000);

  it('alias from its form: the page shows it while the form waits; a refused one leaves the page as it was and the form shows why', async () => {
    const held = stubGateway(lineFixture('MOBILE', MOBILE_NUMBER, MOBILE_ID, { alias: 'Móvil de Ana' }));
    renderApp(`/line/${MOBILE_NUMBER}`, { role: 'MANAGER' });
    await screen.findByRole('toolbar', { name: 'Acciones de la línea' }, { timeout: 60_000 });
    expect(screen.getByTestId('line-alias').textContent).toBe('Móvil de Ana');

    const user = userEvent.setup();
    await chooseInPalette(user, 'Cambiar el alias');
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Alias');
    await user.clear(field);
    await user.type(field, '  Trabajo  ');
    await user.keyboard('{Enter}');
    const change = await heldMutation(held, 'LineChangeAlias');
    // Trimmed, as the api stores it; the form is still open, waiting for the answer.
    await waitFor(() => expect(screen.getByTestId('line-alias').textContent).toBe('Trabajo'));
    expect(screen.getByRole('dialog')).toBeTruthy();

    change.answer(refusal);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(REFUSED);
    expect(screen.getByTestId('line-alias').textContent).toBe('Móvil de Ana');
  }, 90_000);

  it('TV status and SPN: the cache holds the known result while the answer is on its way, and drops it on an error', async () => {
    const tv = lineFixture('TV', TV_NUMBER, TV_ID);
    const mobile = lineFixture('MOBILE', MOBILE_NUMBER, MOBILE_ID);
    tv.services = { ...tv.services, tvStatus: 'ACTIVE' };
    mobile.services = { ...mobile.services, spn: 'DemoTel' };
    const held = stubGateway(tv, mobile);
    const client = currentGraphqlClient();
    const servicesOf = (lineNumber: string) =>
      client.readQuery(LineQuery.toString(), { lineNumber })?.data?.subscription.services as
        | LineView['services']
        | undefined;
    for (const lineNumber of [TV_NUMBER, MOBILE_NUMBER]) {
      await client.query(LineQuery.toString(), { lineNumber }, { requestPolicy: 'network-only' }).toPromise();
    }
    expect(servicesOf(TV_NUMBER)?.tvStatus).toBe('ACTIVE');

    const blocking = runOperation(
      SetTvStatusMutation,
      { subscriptionId: TV_ID, status: 'BLOCKED' },
      'mutation',
    );
    const block = await heldMutation(held, 'LineSetTvStatus');
    expect(servicesOf(TV_NUMBER)?.tvStatus).toBe('BLOCKED');
    block.answer(refusal);
    await expect(blocking).rejects.toMatchObject({ code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED' });
    expect(servicesOf(TV_NUMBER)?.tvStatus).toBe('ACTIVE');

    const renaming = runOperation(
      ChangeSpnMutation,
      { subscriptionId: MOBILE_ID, spn: ' Vela ' },
      'mutation',
    );
    const rename = await heldMutation(held, 'LineChangeSpn');
    // Trimmed, as the api stores it.
    expect(servicesOf(MOBILE_NUMBER)?.spn).toBe('Vela');
    const renamed = { ...mobile, services: { ...mobile.services, spn: 'Vela' } };
    rename.answer({
      data: {
        changeSpn: { subscription: renamed, services: renamed.services, processId: null, notice: null },
      },
    });
    await renaming;
    expect(servicesOf(MOBILE_NUMBER)?.spn).toBe('Vela');
  });
});
