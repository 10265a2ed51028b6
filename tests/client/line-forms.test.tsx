import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'urql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntityActionHost } from '../../client/actions/entity-action-host';
import { entityActionRunStore } from '../../client/actions/entity-action-run-store';
import { registerEntityActions } from '../../client/actions/register-entity-actions';
import { startEntityAction } from '../../client/actions/start-entity-action';
import { AddOptionalForm } from '../../client/features/line/forms/add-optional-form';
import { AddToSharedGroupForm } from '../../client/features/line/forms/add-to-shared-group-form';
import { AliasForm } from '../../client/features/line/forms/alias-form';
import { ChangeHolderForm } from '../../client/features/line/forms/change-holder-form';
import { ChangeProductForm } from '../../client/features/line/forms/change-product-form';
import { CreateSharedGroupForm } from '../../client/features/line/forms/create-shared-group-form';
import { DuplicateSimForm } from '../../client/features/line/forms/duplicate-sim-form';
import type { LineFormProps } from '../../client/features/line/forms/line-form';
import { MultisimForm } from '../../client/features/line/forms/multisim-form';
import { PackForm } from '../../client/features/line/forms/pack-form';
import { PasswordForm } from '../../client/features/line/forms/password-form';
import { SpnForm } from '../../client/features/line/forms/spn-form';
import { WifiForm } from '../../client/features/line/forms/wifi-form';
import { LINE_ENTITY_ACTIONS } from '../../client/features/line/line-entity-actions';
import type { LineView } from '../../client/features/line/line-view';
import { currentGraphqlClient } from '../../client/session/graphql-client';
import { noticeStore } from '../../client/ui/notice-store';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import { lineFixture } from './line-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const LINE_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';
const PRODUCT_ID = '33333333-3333-4333-8333-333333333333';

function icc(serial: string): string {
  const body = `893407${serial.padStart(12, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}
/** A 19-digit ICC whose check digit is wrong. */
const BAD_ICC = `${icc('1').slice(0, -1)}${(Number(icc('1').slice(-1)) + 1) % 10}`;

function mobileLine(overrides: Partial<LineView> = {}): LineView {
  const line = lineFixture('MOBILE', '612345678', LINE_ID, { productId: 'p-current', icc: icc('9') });
  return { ...line, ...overrides };
}

type GraphqlCall = { operation: string; variables: Record<string, unknown> };

/** Stubs the network at the fetch boundary; every GraphQL call is recorded by operation name and answered. */
function stubGateway(answer: (call: GraphqlCall) => unknown = () => ({ data: {} })) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const call = { operation, variables: body.variables };
      calls.push(call);
      return Response.json(answer(call));
    }),
  );
  return calls;
}

const mutations = (calls: GraphqlCall[]) =>
  calls.filter((call) => !/^Line(Compatible|Packable|Shared|Holder)/.test(call.operation));

function renderForm(Form: ComponentType<LineFormProps<LineView>>, line: LineView = mobileLine()) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  render(
    <Provider value={currentGraphqlClient()}>
      <Form line={line} onDone={onDone} onCancel={onCancel} />
    </Provider>,
  );
  return { user: userEvent.setup(), onDone, onCancel };
}

afterEach(() => {
  vi.unstubAllGlobals();
  noticeStore.notices = [];
});

describe('line action forms: nothing is sent while a field is wrong', () => {
  it('alias: at most 60 characters; an empty alias removes it', async () => {
    const calls = stubGateway(() => ({ data: { changeSubscriptionAlias: { subscriptions: [] } } }));
    const { user, onDone } = renderForm(AliasForm);
    const input = screen.getByLabelText('Alias');
    await user.type(input, 'x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El alias no puede tener más de 60 caracteres')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.clear(input);
    await user.type(input, '  Casa  ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        operation: 'LineChangeAlias',
        variables: { subscriptionId: LINE_ID, alias: 'Casa', fiscalId: '12345678Z' },
      },
    ]);
  });

  it('SPN: required, at most 10 letters, digits, hyphens or points; tells the customer must reboot', async () => {
    const calls = stubGateway(() => ({ data: { changeSpn: { notice: 'SPN_REBOOT_REQUIRED' } } }));
    const { user, onDone } = renderForm(SpnForm);
    expect(screen.getByRole('note').textContent).toContain('reiniciar el dispositivo');
    const save = screen.getByRole('button', { name: 'Guardar' });
    await user.click(save);
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    const input = screen.getByLabelText('SPN');
    await user.type(input, 'DemoTelecom1');
    await user.click(save);
    expect(await screen.findByText('SPN inválido')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'Demo_Tel');
    await user.click(save);
    expect(await screen.findByText('SPN inválido')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.clear(input);
    await user.type(input, 'Demo-Tel.1');
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      { operation: 'LineChangeSpn', variables: { subscriptionId: LINE_ID, spn: 'Demo-Tel.1' } },
    ]);
  });

  it('wifi: network name required, WPA2 password of 8 to 63 printable characters', async () => {
    const calls = stubGateway(() => ({ data: { changeWifi: { notice: null } } }));
    const { user, onDone } = renderForm(WifiForm, mobileLine({ family: 'FIBRE' }));
    const save = screen.getByRole('button', { name: 'Guardar' });
    await user.type(screen.getByLabelText('Contraseña de la wifi'), 'corta');
    await user.click(save);
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(screen.getByText('El valor debe estar entre 8 y 63')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Nombre de la red (SSID)'), 'Casa-Ana');
    await user.type(screen.getByLabelText('Contraseña de la wifi'), '-larga-2026');
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        operation: 'LineChangeWifi',
        variables: { subscriptionId: LINE_ID, ssid: 'Casa-Ana', password: 'corta-larga-2026' },
      },
    ]);
  });

  it('password: the password rule (schema/domain/validators/password.ts), typed twice', async () => {
    const calls = stubGateway(() => ({ data: { changeLinePassword: { notice: null } } }));
    const { user, onDone } = renderForm(PasswordForm);
    const save = screen.getByRole('button', { name: 'Guardar' });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'abc');
    await user.click(save);
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Linea2026!');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Linea2026?');
    await user.click(save);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText('Repite la contraseña'));
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Linea2026!');
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      { operation: 'LineChangePassword', variables: { subscriptionId: LINE_ID, password: 'Linea2026!' } },
    ]);
  });

  it('duplicate SIM: one of the five reasons and a valid ICC (Luhn)', async () => {
    const calls = stubGateway(() => ({ data: { duplicateSim: { processId: 'pr-1' } } }));
    const { user, onDone } = renderForm(DuplicateSimForm);
    const reasons = within(screen.getByRole('group', { name: 'Motivo del duplicado' })).getAllByRole('radio');
    expect(reasons).toHaveLength(5);
    expect(screen.getByLabelText('Robo')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Solicitar duplicado' });
    await user.type(screen.getByLabelText('ICC de la nueva SIM'), BAD_ICC);
    await user.click(submit);
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(screen.getByText('Icc inválida')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.click(screen.getByLabelText('Pérdida del teléfono o la SIM'));
    await user.clear(screen.getByLabelText('ICC de la nueva SIM'));
    await user.type(screen.getByLabelText('ICC de la nueva SIM'), icc('42'));
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        operation: 'LineDuplicateSim',
        variables: { subscriptionId: LINE_ID, reason: 'LOSS', icc: icc('42') },
      },
    ]);
  });

  it('MultiSIM: data, voice or voice and data, with a valid ICC', async () => {
    const calls = stubGateway(() => ({ data: { addMultisim: { processId: 'pr-2' } } }));
    const { user, onDone } = renderForm(MultisimForm);
    const types = within(screen.getByRole('group', { name: 'Tipo de MultiSIM' }));
    expect(types.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'DATA',
      'VOICE',
      'VOICE_AND_DATA',
    ]);
    const submit = screen.getByRole('button', { name: 'Añadir MultiSIM' });
    await user.click(submit);
    expect((await screen.findAllByText('Este campo es obligatorio')).length).toBe(2);
    expect(calls).toEqual([]);
    await user.click(types.getByLabelText('Voz y datos'));
    await user.type(screen.getByLabelText('ICC'), icc('43'));
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        operation: 'LineAddMultisim',
        variables: { subscriptionId: LINE_ID, type: 'VOICE_AND_DATA', icc: icc('43') },
      },
    ]);
  });

  it('tariff change: a compatible main product other than the current one, now or at the end of the cycle', async () => {
    const calls = stubGateway(({ operation }) =>
      operation === 'LineCompatibleMainProducts'
        ? {
            data: {
              compatibleMainProducts: [
                {
                  id: 'p-current',
                  name: 'Móvil 20 GB',
                  family: 'MOBILE',
                  price: 1500,
                  maxAdditionalLines: 0,
                  cumulativeGb: false,
                },
                {
                  id: PRODUCT_ID,
                  name: 'Móvil 50 GB',
                  family: 'MOBILE',
                  price: 2000,
                  maxAdditionalLines: 0,
                  cumulativeGb: false,
                },
              ],
            },
          }
        : { data: { changeProduct: { subscriptions: [], processes: [] } } },
    );
    const { user, onDone } = renderForm(ChangeProductForm);
    const select = await screen.findByLabelText('Nueva tarifa');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.some((text) => text?.startsWith('Móvil 50 GB'))).toBe(true);
    expect(options.some((text) => text?.startsWith('Móvil 20 GB'))).toBe(false);
    const submit = screen.getByRole('button', { name: 'Cambiar la tarifa' });
    await user.click(submit);
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(mutations(calls)).toEqual([]);
    await user.selectOptions(select, PRODUCT_ID);
    await user.click(screen.getByLabelText('Ahora'));
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mutations(calls)).toEqual([
      {
        operation: 'LineChangeProduct',
        variables: {
          subscriptionId: LINE_ID,
          lineNumber: '612345678',
          productId: PRODUCT_ID,
          family: 'MOBILE',
          fiscalId: '12345678Z',
          executeNow: true,
        },
      },
    ]);
  });

  it("optional product: a mobile add-on needs an ICC (or an eSIM and its e-mail); a failed add says 'no connection to server'", async () => {
    const calls = stubGateway(({ operation }) =>
      operation === 'LineCompatibleOptionalProducts'
        ? {
            data: {
              compatibleOptionalProducts: [
                { id: PRODUCT_ID, name: 'SIM adicional', family: 'MOBILE', price: 500 },
              ],
            },
          }
        : { data: null, errors: [{ message: 'down', extensions: { code: 'PROVIDER_ERROR' } }] },
    );
    const { user, onDone } = renderForm(AddOptionalForm);
    const submit = screen.getByRole('button', { name: 'Añadir' });
    await user.selectOptions(await screen.findByLabelText('Producto opcional'), PRODUCT_ID);
    await user.click(submit);
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(mutations(calls)).toEqual([]);
    await user.click(screen.getByLabelText('eSIM'));
    await user.clear(screen.getByLabelText('Correo para el código QR de la eSIM'));
    await user.type(screen.getByLabelText('Correo para el código QR de la eSIM'), 'no-es-correo');
    await user.click(submit);
    expect(await screen.findByText('El campo Correo electrónico debe ser un correo válido')).toBeTruthy();
    expect(mutations(calls)).toEqual([]);
    await user.clear(screen.getByLabelText('Correo para el código QR de la eSIM'));
    await user.type(screen.getByLabelText('Correo para el código QR de la eSIM'), 'ana@example.com');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('No hay conexión con el servidor');
    expect(onDone).not.toHaveBeenCalled();
    expect(mutations(calls)).toEqual([
      {
        operation: 'LineAddOptionalProduct',
        variables: expect.objectContaining({
          productId: PRODUCT_ID,
          family: 'MOBILE',
          eSim: true,
          eSimEmail: 'ana@example.com',
        }),
      },
    ]);
  });

  it('holder change: an existing customer must be chosen; a new one needs name, surname, e-mail and a valid document', async () => {
    const calls = stubGateway(({ operation }) =>
      operation === 'LineHolderCandidates'
        ? {
            data: {
              customers: {
                edges: [
                  {
                    node: {
                      id: 'c-2',
                      fiscalId: '87654321X',
                      name: 'Luis',
                      firstSurname: 'Pérez',
                      lastSurname: null,
                    },
                  },
                ],
              },
            },
          }
        : { data: { changeTitular: { subscriptions: [], processes: [] } } },
    );
    const { user, onDone } = renderForm(ChangeHolderForm);
    const submit = screen.getByRole('button', { name: 'Cambiar el titular' });
    await user.click(submit);
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(mutations(calls)).toEqual([]);

    await user.click(screen.getByLabelText('Un cliente nuevo'));
    await user.type(screen.getByLabelText('Documento'), '12345678A');
    await user.click(submit);
    // Name and e-mail first; then a residential holder's first surname.
    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio').length).toBe(2));
    await user.type(screen.getByLabelText('Nombre o razón social'), 'Eva');
    await user.type(screen.getByLabelText('Correo electrónico'), 'eva@example.com');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio').length).toBe(1));
    await user.type(screen.getByLabelText('Primer apellido'), 'Ruiz');
    await user.click(submit);
    // 12345678A has the wrong check letter (Z).
    expect(await screen.findByText('Documento inválido')).toBeTruthy();
    expect(mutations(calls)).toEqual([]);

    await user.click(screen.getByLabelText('Un cliente existente'));
    await user.type(screen.getByLabelText('Buscar cliente'), 'Luis');
    const customer = screen.getByLabelText('Cliente');
    await waitFor(() => expect(within(customer).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(customer, '87654321X');
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mutations(calls)).toEqual([
      {
        operation: 'LineChangeHolder',
        variables: {
          subscriptionIds: [LINE_ID],
          actualFiscalId: '12345678Z',
          newFiscalId: '87654321X',
          executeNow: false,
        },
      },
    ]);
  });

  it('shared group: a shared product and at least one more line, no more than the product allows', async () => {
    const calls = stubGateway(({ operation }) => {
      if (operation === 'LineCompatibleMainProducts') {
        return {
          data: {
            compatibleMainProducts: [
              {
                id: PRODUCT_ID,
                name: 'Compartida 100 GB',
                family: 'MOBILE',
                price: 4000,
                maxAdditionalLines: 1,
                cumulativeGb: true,
              },
            ],
          },
        };
      }
      if (operation === 'LineHolderMobileLines') {
        const node = (id: string, lineNumber: string) => ({
          subscriptionId: id,
          lineNumber,
          productName: 'Móvil',
          sharedSubscriptionId: null,
          baseSubscriptions: [],
        });
        return {
          data: {
            subscriptions: {
              edges: [
                { node: node(LINE_ID, '612345678') },
                { node: node(OTHER_ID, '622222222') },
                { node: node('44444444-4444-4444-8444-444444444444', '633333333') },
              ],
            },
          },
        };
      }
      return { data: { createSharedGroup: { processes: [] } } };
    });
    const { user, onDone } = renderForm(CreateSharedGroupForm);
    const submit = screen.getByRole('button', { name: 'Crear el grupo' });
    await screen.findByLabelText('Producto de datos compartidos');
    // The line itself is the group: only the other two are offered.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await user.click(submit);
    expect(await screen.findByText('Elige al menos una línea')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Producto de datos compartidos'), PRODUCT_ID);
    await user.click(screen.getByLabelText(/622222222/));
    await user.click(screen.getByLabelText(/633333333/));
    await user.click(submit);
    expect(await screen.findByText('El producto admite como mucho 1 líneas más')).toBeTruthy();
    expect(mutations(calls)).toEqual([]);
    await user.click(screen.getByLabelText(/633333333/));
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mutations(calls)).toEqual([
      {
        operation: 'LineCreateSharedGroup',
        variables: { baseSubscriptionIds: [LINE_ID, OTHER_ID], productId: PRODUCT_ID, fiscalId: '12345678Z' },
      },
    ]);
  });

  it('shared group add and pack: a group (or a line to pack with) must be chosen', async () => {
    const calls = stubGateway(({ operation }) => {
      if (operation === 'LineSharedGroups') {
        return {
          data: {
            sharedSubscriptions: [
              {
                sharedSubscriptionId: OTHER_ID,
                lineNumber: '622222222',
                productName: 'Compartida',
                maxAdditionalLines: 3,
                full: false,
                baseSubscriptions: [],
              },
            ],
          },
        };
      }
      if (operation === 'LinePackableSubscriptions') {
        return {
          data: {
            packableSubscriptions: [
              {
                subscriptionId: OTHER_ID,
                lineNumber: '911111111',
                family: 'FIBRE',
                productName: 'Fibra 600',
              },
            ],
          },
        };
      }
      return {
        data: { addSubscriptionsToSharedGroup: { processes: [] }, packSubscriptions: { processes: [] } },
      };
    });
    const group = renderForm(AddToSharedGroupForm);
    await screen.findByLabelText('Grupo');
    await group.user.click(screen.getByRole('button', { name: 'Añadir al grupo' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(mutations(calls)).toEqual([]);
    await group.user.selectOptions(screen.getByLabelText('Grupo'), OTHER_ID);
    await group.user.click(screen.getByRole('button', { name: 'Añadir al grupo' }));
    await waitFor(() => expect(group.onDone).toHaveBeenCalled());
    expect(mutations(calls).at(-1)).toEqual({
      operation: 'LineAddToSharedGroup',
      variables: { sharedSubscriptionId: OTHER_ID, baseSubscriptionIds: [LINE_ID], fiscalId: '12345678Z' },
    });

    document.body.innerHTML = '';
    const pack = renderForm(PackForm);
    await screen.findByLabelText('Línea con la que se empaqueta');
    await pack.user.click(screen.getByRole('button', { name: 'Empaquetar' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    await pack.user.selectOptions(screen.getByLabelText('Línea con la que se empaqueta'), OTHER_ID);
    await pack.user.click(screen.getByRole('button', { name: 'Empaquetar' }));
    await waitFor(() => expect(pack.onDone).toHaveBeenCalled());
    // A mobile line joins the fibre line's pack: the fibre line is the header.
    expect(mutations(calls).at(-1)).toEqual({
      operation: 'LinePack',
      variables: { headerSubscriptionId: OTHER_ID, convergentSubscriptionId: LINE_ID, fiscalId: '12345678Z' },
    });
  });

  it('a refused call keeps the form open with the translated error code', async () => {
    stubGateway(() => ({
      data: null,
      errors: [{ message: 'no', extensions: { code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED' } }],
    }));
    const { user, onDone } = renderForm(AliasForm);
    await user.type(screen.getByLabelText('Alias'), 'Casa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.length).toBeGreaterThan(0);
    expect(alert.textContent).not.toContain('errors.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("an api error naming a field lands on that field: a duplicate SIM's ICC, a holder change's picked customer", async () => {
    stubGateway(({ operation }) =>
      operation === 'LineHolderCandidates'
        ? {
            data: {
              customers: {
                edges: [
                  {
                    node: {
                      id: 'c-2',
                      fiscalId: '87654321X',
                      name: 'Luis',
                      firstSurname: 'Pérez',
                      lastSurname: null,
                    },
                  },
                ],
              },
            },
          }
        : operation === 'LineDuplicateSim'
          ? { data: null, errors: [{ message: 'in use', extensions: { code: 'ICC_IN_USE', field: 'icc' } }] }
          : {
              data: null,
              errors: [{ message: 'new', extensions: { code: 'NEW_HOLDER_REQUIRED', field: 'newFiscalId' } }],
            },
    );
    const sim = renderForm(DuplicateSimForm);
    await sim.user.click(screen.getByLabelText('Pérdida del teléfono o la SIM'));
    await sim.user.type(screen.getByLabelText('ICC de la nueva SIM'), icc('42'));
    await sim.user.click(screen.getByRole('button', { name: 'Solicitar duplicado' }));
    const inUse = await screen.findByText('Esa tarjeta SIM (ICC) ya está en uso.');
    const iccInput = screen.getByLabelText('ICC de la nueva SIM');
    expect(iccInput.getAttribute('aria-invalid')).toBe('true');
    expect(iccInput.getAttribute('aria-describedby')).toBe(inUse.id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sim.onDone).not.toHaveBeenCalled();

    document.body.innerHTML = '';
    const holder = renderForm(ChangeHolderForm);
    await holder.user.type(screen.getByLabelText('Buscar cliente'), 'Luis');
    const customer = screen.getByLabelText('Cliente');
    await waitFor(() => expect(within(customer).getAllByRole('option')).toHaveLength(2));
    await holder.user.selectOptions(customer, '87654321X');
    await holder.user.click(screen.getByRole('button', { name: 'Cambiar el titular' }));
    // The request calls the picked customer newFiscalId; the form shows the code under the picker.
    await waitFor(() => expect(customer.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(customer.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'El nuevo titular aún no es cliente: indica sus datos.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(holder.onDone).not.toHaveBeenCalled();
  });
});

describe('cancel line: reason, irreversible confirmation and the informed-customer acknowledgement', () => {
  beforeAll(() => {
    registerEntityActions(LINE_ENTITY_ACTIONS);
  });

  it('cannot be confirmed until the acknowledgement is ticked; Escape aborts without a call', async () => {
    const calls = stubGateway(() => ({ data: { cancelLine: { notice: null } } }));
    render(<EntityActionHost />);
    const user = userEvent.setup();
    void startEntityAction('line.cancel', [mobileLine()], null);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Petición del cliente'));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await within(dialog).findByRole('button', { name: 'Dar de baja la línea' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(entityActionRunStore.run).toBeNull());
    expect(calls).toEqual([]);

    void startEntityAction('line.cancel', [mobileLine()], null);
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByLabelText('Fraude'));
    await user.click(within(again).getByRole('button', { name: 'Continuar' }));
    await user.click(
      within(again).getByLabelText('He informado al cliente final de la pérdida irreversible del número.'),
    );
    const enabled = within(again).getByRole('button', { name: 'Dar de baja la línea' });
    expect((enabled as HTMLButtonElement).disabled).toBe(false);
    await user.click(enabled);
    await waitFor(() => expect(calls.map((call) => call.operation)).toContain('LineCancel'));
    expect(calls.find((call) => call.operation === 'LineCancel')?.variables).toEqual({
      subscriptionId: LINE_ID,
      reason: 'FRAUD',
    });
    await waitFor(() =>
      expect(noticeStore.notices.map((notice) => notice.message)).toContain(
        'Baja de la línea 612345678 registrada',
      ),
    );
  });
});
