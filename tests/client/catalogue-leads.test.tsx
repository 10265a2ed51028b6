import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityActionButtons } from '../../client/actions/entity-action-buttons';
import { registerEntityActions } from '../../client/actions/register-entity-actions';
import { LEAD_ACTIONS } from '../../client/features/leads/lead-actions';
import { LeadFormDialog } from '../../client/features/leads/lead-form-dialog';
import { closeLeadForm, leadFormStore, openLeadForm } from '../../client/features/leads/lead-form-store';
import { type LeadFormValues, validateLeadForm } from '../../client/features/leads/lead-form-values';
import type { LeadRow } from '../../client/features/leads/lead-row';
import { i18n } from '../../client/i18n/i18n';
import type { CommandContext } from '../../client/palette/command';
import { setSessionReady } from '../../client/session/session-store';
import { noticeStore } from '../../client/ui/notice-store';
import type { Role } from '../../schema/domain/roles';
import { sessionUserFixture } from './session-user-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const BRAND = {
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

function signInAs(role: Role) {
  setSessionReady(sessionUserFixture(role), BRAND);
}

function contextFor(role: Role): CommandContext {
  return {
    user: { role, channel: '2020001', originalChannel: '2020001', email: 'demo@demo.test' },
    brand: BRAND,
    route: { id: 'leads', path: '/leads', params: {} },
  } as unknown as CommandContext;
}

function lead(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: 'lead-1',
    brandId: '2020001',
    channelId: '2020001',
    customerName: 'Lucía Martín',
    customerDocument: null,
    phone: '612345678',
    sellType: 'INTERNAL_SALE',
    status: 'CREATED',
    commission: 2500,
    date: '2026-11-20',
    consent: null,
    created: '2026-11-20T10:00:00Z',
    modified: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

type GraphqlCall = { query: string; variables: Record<string, unknown> };

/** Stubs the network at the fetch boundary: every GraphQL call is recorded and answered by `answer`. */
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

let unregister: () => void = () => {};

afterEach(async () => {
  unregister();
  unregister = () => {};
  if (leadFormStore.open) act(() => closeLeadForm(false));
  noticeStore.notices = [];
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

const visibleActions = (role: Role, row: LeadRow) =>
  LEAD_ACTIONS.filter((action) => action.isVisible(contextFor(role), row)).map((action) => action.id);

describe('lead actions', () => {
  it('follow the lead lifecycle for an admin', () => {
    expect(visibleActions('ADMIN', lead({ status: 'CREATED' }))).toEqual(['lead.send', 'lead.lost']);
    expect(visibleActions('ADMIN', lead({ status: 'SENT' }))).toEqual([
      'lead.pending',
      'lead.won',
      'lead.lost',
    ]);
    expect(visibleActions('ADMIN', lead({ status: 'PENDING' }))).toEqual([
      'lead.send',
      'lead.won',
      'lead.lost',
    ]);
    expect(visibleActions('ADMIN', lead({ status: 'WON' }))).toEqual([]);
    expect(visibleActions('ADMIN', lead({ status: 'LOST' }))).toEqual([]);
  });

  it('are never offered below admin', () => {
    for (const role of ['MANAGER', 'AGENT', 'USER'] as const) {
      expect(visibleActions(role, lead({ status: 'SENT' }))).toEqual([]);
    }
  });

  it('show as row buttons in the active language, and losing a lead asks for an irreversible confirmation', async () => {
    signInAs('ADMIN');
    unregister = registerEntityActions(LEAD_ACTIONS);
    const { container } = render(
      <EntityActionButtons entity="lead" row={lead({ status: 'SENT' })} queueId="leads" />,
    );
    const buttons = within(container);
    expect(buttons.getByRole('button', { name: 'Pendiente' })).toBeTruthy();
    expect(buttons.getByRole('button', { name: 'Ganado' })).toBeTruthy();
    expect(buttons.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });
});

const VALID: LeadFormValues = {
  customerName: 'Lucía Martín',
  customerDocument: '',
  phone: '+34 612 34 56 78',
  sellType: 'INTERNAL_SALE',
  commission: '25,50',
  date: '2026-11-20',
  consentFullName: '',
  consentDocument: '',
  consentDate: '2026-11-20',
  signature: '',
};

describe('lead form validation', () => {
  it('turns what was typed into the api input: national phone, commission in cents, no consent', () => {
    expect(validateLeadForm(VALID)).toEqual({
      ok: true,
      input: {
        customerName: 'Lucía Martín',
        customerDocument: null,
        phone: '612345678',
        sellType: 'INTERNAL_SALE',
        commission: 2550,
        date: '2026-11-20',
        consent: null,
      },
    });
  });

  it('reports each bad field with its message key', () => {
    expect(
      validateLeadForm({
        ...VALID,
        customerName: ' ',
        customerDocument: '12345678A',
        phone: '512345678',
        commission: '12,345',
        date: '2026-02-30',
      }),
    ).toEqual({
      ok: false,
      errors: {
        customerName: 'validation.required',
        customerDocument: 'domain.validation.invalidDocument',
        phone: 'catalogue.leads.form.invalidPhone',
        commission: 'catalogue.form.invalidAmount',
        date: 'domain.validation.invalidDate',
      },
    });
  });

  it('a provider sale needs the full consent with a signature', () => {
    expect(validateLeadForm({ ...VALID, sellType: 'PROVIDER_SALE' })).toEqual({
      ok: false,
      errors: {
        consentFullName: 'validation.required',
        consentDocument: 'validation.required',
        signature: 'catalogue.leads.form.signatureRequired',
      },
    });
  });
});

describe('lead form dialog', () => {
  it('shows translated messages and sends nothing while the form is invalid', async () => {
    const calls = stubGateway(() => ({ data: null }));
    render(<LeadFormDialog />);
    act(() => {
      void openLeadForm(null);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo lead' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Teléfono'), '512');
    await user.selectOptions(within(dialog).getByLabelText('Tipo de venta'), 'PROVIDER_SALE');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).getByText('Teléfono no válido: 9 cifras, móvil (6, 7) o fijo (8, 9)')).toBeTruthy();
    expect(within(dialog).getByText('Falta la firma del cliente')).toBeTruthy();
    expect(calls).toEqual([]);

    await act(() => i18n.changeLanguage('en'));
    expect(within(dialog).getByText('The customer’s signature is missing')).toBeTruthy();
    expect(within(dialog).getByText('Invalid phone: 9 digits, mobile (6, 7) or fixed (8, 9)')).toBeTruthy();
  });

  it('creates the lead, says so and resolves the opener with true', async () => {
    const calls = stubGateway(() => ({ data: { createLead: { id: 'lead-9', status: 'CREATED' } } }));
    render(<LeadFormDialog />);
    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = openLeadForm(null);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo lead' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Nombre del cliente'), 'Lucía Martín');
    await user.type(within(dialog).getByLabelText('Teléfono'), '612 34 56 78');
    await user.type(within(dialog).getByLabelText('Comisión (€)'), '25,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(saved).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toContain('createLead');
    expect(calls[0]?.variables.lead).toMatchObject({
      customerName: 'Lucía Martín',
      phone: '612345678',
      commission: 2550,
      sellType: 'INTERNAL_SALE',
      consent: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(noticeStore.notices.map((notice) => notice.message)).toContain('Lead creado');
  });

  it('an api refusal naming a field lands on that field, the consent’s fields by their request names', async () => {
    const field = 'phone';
    const calls = stubGateway(() => ({
      data: null,
      errors: [{ message: 'refused', extensions: { code: 'INVALID_REQUEST', field } }],
    }));
    render(<LeadFormDialog />);
    act(() => {
      void openLeadForm(null);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo lead' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Nombre del cliente'), 'Lucía Martín');
    const phone = within(dialog).getByLabelText('Teléfono');
    await user.type(phone, '612345678');
    await user.type(within(dialog).getByLabelText('Comisión (€)'), '25{Enter}');
    const message = await within(dialog).findByText('La petición no es válida.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(message.getAttribute('id'));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    expect(calls).toHaveLength(1);
    expect(leadFormStore.open).toBe(true);
  });

  it('a refusal of the consent’s document lands on the consent’s document field', async () => {
    stubGateway((call) =>
      call.query.includes('query CatalogueLead(')
        ? {
            data: {
              lead: {
                id: 'lead-1',
                customerName: 'Lucía Martín',
                customerDocument: null,
                phone: '612345678',
                sellType: 'PROVIDER_SALE',
                status: 'CREATED',
                commission: 2500,
                date: '2026-11-20',
                consent: {
                  fullName: 'Lucía Martín',
                  document: '12345678Z',
                  date: '2026-11-20',
                  signature:
                    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
                },
              },
            },
          }
        : {
            data: null,
            errors: [
              { message: 'refused', extensions: { code: 'INVALID_REQUEST', field: 'consent.document' } },
            ],
          },
    );
    render(<LeadFormDialog />);
    act(() => {
      void openLeadForm(lead({ sellType: 'PROVIDER_SALE' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Editar lead' });
    const document = (await within(dialog).findByLabelText('Documento')) as HTMLInputElement;
    expect(document.value).toBe('12345678Z');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const message = await within(dialog).findByText('La petición no es válida.');
    expect(document.getAttribute('aria-invalid')).toBe('true');
    expect(document.getAttribute('aria-describedby')).toBe(message.getAttribute('id'));
    expect(leadFormStore.open).toBe(true);
  });

  it('keeps the dialog open with the api’s translated refusal', async () => {
    stubGateway((call) =>
      call.query.includes('query CatalogueLead(')
        ? {
            data: {
              lead: {
                id: 'lead-1',
                customerName: 'Lucía Martín',
                customerDocument: null,
                phone: '612345678',
                sellType: 'INTERNAL_SALE',
                status: 'SENT',
                commission: 2500,
                date: '2026-11-20',
                consent: null,
              },
            },
          }
        : { data: null, errors: [{ message: 'closed', extensions: { code: 'LEAD_CLOSED' } }] },
    );
    render(<LeadFormDialog />);
    act(() => {
      void openLeadForm(lead({ status: 'SENT' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Editar lead' });
    const name = await within(dialog).findByLabelText('Nombre del cliente');
    expect((name as HTMLInputElement).value).toBe('Lucía Martín');
    expect((within(dialog).getByLabelText('Comisión (€)') as HTMLInputElement).value).toBe('25,00');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('El lead está cerrado (ganado o perdido) y no se puede modificar.'),
    ).toBeTruthy();
    expect(leadFormStore.open).toBe(true);
  });
});
