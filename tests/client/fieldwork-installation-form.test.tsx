import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityActionAborted } from '../../client/actions/entity-action';
import { InstallationFormDialog } from '../../client/features/installations/installation-form-dialog';
import {
  type InstallationFormValues,
  validateInstallationForm,
} from '../../client/features/installations/installation-form-schema';
import {
  closeInstallationForm,
  installationFormStore,
  openInstallationForm,
} from '../../client/features/installations/installation-form-store';
import type { InstallationRow } from '../../client/features/installations/installation-row';
import { noticeStore } from '../../client/ui/notice-store';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

// Tuesday 24 November 2026, 11:00 in Madrid.
const NOW = () => new Date('2026-11-24T10:00:00Z');

afterEach(() => {
  const open = installationFormStore.open;
  if (open) closeInstallationForm(open.id);
  vi.unstubAllGlobals();
});

const EMPTY: InstallationFormValues = {
  date: '',
  slot: '',
  changeAddress: false,
  street: 'Calle Mayor',
  number: '1',
  floor: '',
  postalCode: '28013',
  province: '28',
  city: 'Madrid',
};

describe('installation form validation', () => {
  const schedule = (values: Partial<InstallationFormValues>) =>
    validateInstallationForm('schedule', { ...EMPTY, ...values }, { visitEditable: true, now: NOW });

  it('a schedule needs a date and a slot', () => {
    expect(schedule({})).toEqual({
      ok: false,
      errors: { date: 'validation.required', slot: 'validation.required' },
    });
  });

  it('the date must be a future working day of the Madrid calendar', () => {
    expect(schedule({ date: '2026-11-24', slot: 'MORNING' })).toMatchObject({
      errors: { date: 'fieldwork.installation.form.dateNotFuture' },
    });
    expect(schedule({ date: '2026-11-28', slot: 'MORNING' })).toMatchObject({
      errors: { date: 'fieldwork.installation.form.notWorkingDay' },
    });
    // 8 December: a national holiday on a Tuesday.
    expect(schedule({ date: '2026-12-08', slot: 'MORNING' })).toMatchObject({
      errors: { date: 'fieldwork.installation.form.notWorkingDay' },
    });
    expect(schedule({ date: '2026-02-30', slot: 'MORNING' })).toMatchObject({
      errors: { date: 'fieldwork.installation.form.invalidDate' },
    });
    expect(schedule({ date: '2026-11-26', slot: 'AFTERNOON' })).toEqual({
      ok: true,
      input: { date: '2026-11-26', slot: 'AFTERNOON', address: null },
    });
  });

  it('an update must change something; a visit only while one is booked', () => {
    const update = (values: Partial<InstallationFormValues>, visitEditable: boolean) =>
      validateInstallationForm(
        'update',
        { ...EMPTY, date: '2026-11-26', slot: 'MORNING', ...values },
        { visitEditable, now: NOW },
        { date: '2026-11-26', slot: 'MORNING' },
      );
    expect(update({}, true)).toEqual({
      ok: false,
      errors: { form: 'fieldwork.installation.form.nothingChanged' },
    });
    expect(update({ slot: 'AFTERNOON' }, true)).toEqual({
      ok: true,
      input: { date: '2026-11-26', slot: 'AFTERNOON', address: null },
    });
    // Not booked: the date fields are not offered, so a changed date is not sent.
    expect(update({ date: '2026-11-27' }, false)).toEqual({
      ok: false,
      errors: { form: 'fieldwork.installation.form.nothingChanged' },
    });
  });

  it('a new address is checked like every address: required fields, postal code in the province', () => {
    const update = (values: Partial<InstallationFormValues>) =>
      validateInstallationForm(
        'update',
        { ...EMPTY, changeAddress: true, ...values },
        { visitEditable: false, now: NOW },
      );
    expect(update({ street: ' ', postalCode: '08001' })).toEqual({
      ok: false,
      errors: { street: 'validation.required', postalCode: 'domain.validation.postalCodeNotInProvince' },
    });
    expect(update({ postalCode: '2801' })).toMatchObject({
      errors: { postalCode: 'domain.validation.invalidPostalCode' },
    });
    expect(update({ street: 'Gran Vía', number: '28', floor: '3º B' })).toEqual({
      ok: true,
      input: {
        date: null,
        slot: null,
        address: {
          street: 'Gran Vía',
          number: '28',
          floor: '3º B',
          postalCode: '28013',
          province: '28',
          city: 'Madrid',
        },
      },
    });
  });
});

const ROW: InstallationRow = {
  id: 'inst-1',
  type: 'FIBRE',
  status: 'PENDING_SCHEDULE',
  installationDate: null,
  slot: null,
  fixedNumber: '912345678',
  address: {
    street: 'Calle Mayor',
    number: '1',
    floor: null,
    postalCode: '28013',
    province: '28',
    city: 'Madrid',
  },
  product: { name: 'Fibra 600' },
  customerFiscalId: '12345678Z',
  orderReference: null,
  created: '2026-11-01T10:00:00Z',
  changed: '2026-11-01T10:00:00Z',
};

type GraphqlBody = { query?: string; variables?: Record<string, unknown> };

/** A /graphql stand-in at the fetch boundary: free slots, then the given answer to the schedule mutation. */
function stubGateway(scheduleAnswer: () => unknown) {
  const calls: GraphqlBody[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as GraphqlBody;
    calls.push(body);
    if (body.query?.includes('installationSlots')) {
      return Response.json({
        data: {
          installationSlots: [
            { date: '2026-11-26', slot: 'MORNING', from: '09:00', to: '14:00' },
            { date: '2026-11-26', slot: 'AFTERNOON', from: '15:00', to: '20:00' },
          ],
        },
      });
    }
    return Response.json(scheduleAnswer());
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('installation form dialog', () => {
  it('shows translated messages, fills date and slot from a free slot, and books it', async () => {
    const calls = stubGateway(() => ({
      data: {
        scheduleInstallation: {
          id: 'inst-1',
          status: 'SCHEDULED',
          installationDate: '2026-11-26',
          slot: 'AFTERNOON',
          changed: '2026-11-24T10:00:00Z',
        },
      },
    }));
    render(<InstallationFormDialog now={NOW} />);
    let done = false;
    act(() => {
      void openInstallationForm('schedule', ROW).then(() => {
        done = true;
      });
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Programar la visita' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Programar instalación' }));
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByLabelText('Fecha').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Fecha'), '2026-11-28');
    await user.selectOptions(screen.getByLabelText('Franja'), 'MORNING');
    await user.click(screen.getByRole('button', { name: 'Programar instalación' }));
    expect(
      screen.getByText('La fecha debe ser un día laborable (lunes a viernes, sin festivos de Madrid)'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.query?.includes('scheduleInstallation'))).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: '26-11-26 15:00–20:00' }));
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('2026-11-26');
    expect((screen.getByLabelText('Franja') as HTMLSelectElement).value).toBe('AFTERNOON');
    await user.click(screen.getByRole('button', { name: 'Programar instalación' }));
    await waitFor(() => expect(done).toBe(true));
    const booked = calls.find((call) => call.query?.includes('scheduleInstallation'));
    expect(booked?.variables).toEqual({ id: 'inst-1', date: '2026-11-26', slot: 'AFTERNOON' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the form open with the api refusal next to its field, translated', async () => {
    stubGateway(() => ({
      errors: [{ message: 'taken', extensions: { code: 'INSTALLATION_SLOT_UNAVAILABLE', status: 409 } }],
      data: null,
    }));
    render(<InstallationFormDialog now={NOW} />);
    act(() => {
      // Still open when the test ends: afterEach closes it, which abandons the action.
      openInstallationForm('schedule', ROW).catch(() => {});
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '26-11-26 09:00–14:00' }));
    await user.click(screen.getByRole('button', { name: 'Programar instalación' }));
    const slot = screen.getByLabelText('Franja');
    await waitFor(() => expect(slot.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(slot.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(message).toBe('No hay ningún técnico disponible en esa franja. Elige otra.');
    // Every error is also shown as a toast.
    expect(noticeStore.notices.map((notice) => [notice.kind, notice.message])).toContainEqual([
      'error',
      'No hay ningún técnico disponible en esa franja. Elige otra.',
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('puts an api refusal naming an address field on that field, and an unchanged update in the alert', async () => {
    const calls = stubGateway(() => ({
      errors: [
        {
          message: 'domain.validation.postalCodeNotInProvince',
          extensions: { code: 'INVALID_REQUEST', status: 400, field: 'address.postalCode' },
        },
      ],
      data: null,
    }));
    render(<InstallationFormDialog now={NOW} />);
    act(() => {
      // Still open when the test ends: afterEach closes it, which abandons the action.
      openInstallationForm('update', { ...ROW, status: 'CREATED' }).catch(() => {});
    });
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Modificar la instalación' });
    await user.click(screen.getByRole('button', { name: 'Modificar instalación' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No has cambiado nada');
    expect(calls.filter((call) => call.query?.includes('updateInstallation'))).toHaveLength(0);

    await user.click(screen.getByLabelText('Cambiar la dirección'));
    await user.clear(screen.getByLabelText('Código postal'));
    await user.type(screen.getByLabelText('Código postal'), '28014');
    await user.click(screen.getByRole('button', { name: 'Modificar instalación' }));
    const postalCode = screen.getByLabelText('Código postal');
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(postalCode.getAttribute('aria-describedby') ?? '')?.textContent;
    // The api's own rule, worded as it says it (not the generic "the request is not valid").
    expect(message).toBe('El código postal no corresponde a la provincia');
    expect(screen.getByLabelText('Calle').getAttribute('aria-invalid')).toBeNull();
    const sent = calls.find((call) => call.query?.includes('updateInstallation'));
    expect(sent?.variables).toMatchObject({ id: 'inst-1', address: { postalCode: '28014', province: '28' } });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Escape closes the form without calling the gateway', async () => {
    const calls = stubGateway(() => ({ data: null }));
    render(<InstallationFormDialog now={NOW} />);
    let outcome: unknown = null;
    act(() => {
      openInstallationForm('update', { ...ROW, status: 'CREATED' }).catch((error: unknown) => {
        outcome = error;
      });
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Modificar la instalación' })).toBeTruthy();
    // Not booked: only the address can change.
    expect(screen.queryByLabelText('Fecha')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(installationFormStore.open).toBeNull();
    expect(calls.filter((call) => call.query?.includes('updateInstallation'))).toHaveLength(0);
    // The action that opened the form ends as abandoned (no toast), not pending.
    await waitFor(() => expect(outcome).toBeInstanceOf(EntityActionAborted));
  });
});
