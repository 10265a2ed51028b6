import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AddressFields } from '../../client/addresses/address-fields';
import { emptyAddress } from '../../client/addresses/empty-address';
import { currentGraphqlClient } from '../../client/session/graphql-client';
import { useZodForm } from '../../client/ui/form/use-zod-form';
import { signupAddressSchema } from '../../schema/rest/signup';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const PROVINCES = [
  { code: '08', name: 'Barcelona' },
  { code: '28', name: 'Madrid' },
];
const MUNICIPALITIES: Record<string, { name: string; provinceCode: string; postalCode: string }[]> = {
  '28': [
    { name: 'Madrid', provinceCode: '28', postalCode: '28001' },
    { name: 'Majadahonda', provinceCode: '28', postalCode: '28220' },
    { name: 'Móstoles', provinceCode: '28', postalCode: '28931' },
  ],
  '08': [{ name: 'Barcelona', provinceCode: '08', postalCode: '08001' }],
};

type GraphqlCall = { operation: string; variables: Record<string, unknown> };

/** The gateway at the fetch boundary, answering the provinces and cities as the api's address endpoints do. */
function stubGateway() {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'AddressProvinces') return Response.json({ data: { provinces: PROVINCES } });
      if (operation === 'AddressCities') {
        const { province, q } = body.variables as { province: string; q?: string };
        const start = (q ?? '').toLowerCase();
        const cities = (MUNICIPALITIES[province] ?? []).filter((city) =>
          city.name.toLowerCase().startsWith(start),
        );
        return Response.json({ data: { cities } });
      }
      return Response.json({ data: null, errors: [{ message: `unexpected ${operation}` }] });
    }),
  );
  return calls;
}

const formSchema = z.object({ lines: z.array(z.object({ installationAddress: signupAddressSchema })) });
type Sent = z.output<typeof formSchema>['lines'][number]['installationAddress'];

/** A form whose address sits deep in its values, as the wizard's per-line installation address will. */
function AddressForm({ onSend }: { onSend: (address: Sent) => void }) {
  const form = useZodForm(formSchema, {
    defaultValues: { lines: [{ installationAddress: emptyAddress() }] },
  });
  const submit = form.handleSubmit((values) => {
    const address = values.lines[0]?.installationAddress;
    if (address) onSend(address);
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <AddressFields name="lines.0.installationAddress" legend="Dirección de instalación" />
        <button type="submit">Enviar</button>
      </form>
    </FormProvider>
  );
}

function renderForm() {
  const onSend = vi.fn();
  render(
    <Provider value={currentGraphqlClient()}>
      <AddressForm onSend={onSend} />
    </Provider>,
  );
  return { user: userEvent.setup(), onSend };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the address fieldset', () => {
  it('by street: the province from the api, the city picked from the combobox with the keyboard fills the postal code', async () => {
    stubGateway();
    const { user, onSend } = renderForm();
    expect(screen.getByRole('group', { name: 'Dirección de instalación' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Buscar por calle' }) as HTMLInputElement).checked).toBe(true);
    const province = await screen.findByRole('combobox', { name: 'Provincia' });
    await screen.findByRole('option', { name: 'Madrid' });
    await user.selectOptions(province, '28');

    const city = screen.getByRole('combobox', { name: 'Municipio' });
    expect(city.getAttribute('aria-expanded')).toBe('false');
    await user.click(city);
    await user.keyboard('Ma');
    await waitFor(() => expect(city.getAttribute('aria-expanded')).toBe('true'));
    const listbox = screen.getByRole('listbox', { name: 'Municipio' });
    expect(city.getAttribute('aria-controls')).toBe(listbox.id);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Madrid28001', 'Majadahonda28220']),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(listbox).getByRole('option', { name: /Majadahonda/ });
    expect(city.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect((city as HTMLInputElement).value).toBe('Majadahonda');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByLabelText('Código postal') as HTMLInputElement).value).toBe('28220');
    expect(onSend).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Calle'), 'Gran Vía');
    await user.type(screen.getByLabelText('Número'), '7');
    await user.type(screen.getByLabelText('Piso'), '3º B');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({
      street: 'Gran Vía',
      number: '7',
      floor: '3º B',
      postalCode: '28220',
      province: '28',
      city: 'Majadahonda',
    });
    expect(onSend.mock.calls[0]?.[0].latitude).toBeUndefined();
  });

  it('Escape closes the list without leaving the field; a city starting otherwise says so', async () => {
    stubGateway();
    const { user } = renderForm();
    await screen.findByRole('option', { name: 'Madrid' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), '28');
    const city = screen.getByRole('combobox', { name: 'Municipio' });
    await user.click(city);
    await user.keyboard('M');
    await waitFor(() => expect(city.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(city);
    await user.keyboard('x');
    expect(await screen.findByText(/Ningún municipio empieza así/)).toBeTruthy();
  });

  it('shows each refused field’s message under it, the postal code checked against the province', async () => {
    const calls = stubGateway();
    const { user, onSend } = renderForm();
    await screen.findByRole('option', { name: 'Madrid' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const street = screen.getByLabelText('Calle');
    await waitFor(() => expect(street.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(4);
    const described = document.getElementById(street.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Este campo es obligatorio');

    await user.click(screen.getByRole('radio', { name: '¿No encuentras la dirección? Escríbela' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), '28');
    await user.type(screen.getByLabelText('Código postal'), '08001');
    await user.type(screen.getByLabelText('Calle'), 'Mayor');
    await user.type(screen.getByLabelText('Número'), '1');
    await user.type(screen.getByLabelText('Municipio'), 'Madrid');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El código postal no corresponde a la provincia')).toBeTruthy();
    expect(screen.getByLabelText('Código postal').getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
    expect(calls.some((call) => call.operation === 'AddressCities')).toBe(false);
  });

  it('typed by hand: a free city, and the province taken from the postal code', async () => {
    stubGateway();
    const { user, onSend } = renderForm();
    await screen.findByRole('option', { name: 'Madrid' });
    await user.click(screen.getByRole('radio', { name: '¿No encuentras la dirección? Escríbela' }));
    expect(screen.queryByRole('combobox', { name: 'Municipio' })).toBeNull();
    await user.type(screen.getByLabelText('Tipo de vía'), 'Passeig');
    await user.type(screen.getByLabelText('Calle'), 'de Gràcia');
    await user.type(screen.getByLabelText('Número'), '92');
    const helper = screen.getByRole('button', { name: 'Provincia según el código postal' });
    expect((helper as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Código postal'), '08008');
    await user.click(helper);
    expect((screen.getByRole('combobox', { name: 'Provincia' }) as HTMLSelectElement).value).toBe('08');
    await user.type(screen.getByLabelText('Municipio'), 'Barrio que no está en la lista');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({
      streetType: 'Passeig',
      street: 'de Gràcia',
      number: '92',
      postalCode: '08008',
      province: '08',
      city: 'Barrio que no está en la lista',
      floor: null,
    });
  });

  it('by coordinates: decimal commas read as numbers, text that is no number refused, and they leave with the mode', async () => {
    stubGateway();
    const { user, onSend } = renderForm();
    await screen.findByRole('option', { name: 'Madrid' });
    await user.click(screen.getByRole('radio', { name: 'Buscar por coordenadas' }));
    const latitude = screen.getByLabelText('Latitud');
    await user.type(latitude, 'norte');
    expect(latitude.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Debe ser un número')).toBeTruthy();
    await user.clear(latitude);
    await user.type(latitude, '40,4168');
    expect(latitude.getAttribute('aria-invalid')).toBeNull();
    await user.type(screen.getByLabelText('Longitud'), '-3.7038');
    await user.type(screen.getByLabelText('Calle'), 'Puerta del Sol');
    await user.type(screen.getByLabelText('Número'), '1');
    await user.type(screen.getByLabelText('Código postal'), '28013');
    await user.click(screen.getByRole('button', { name: 'Provincia según el código postal' }));
    await user.type(screen.getByLabelText('Municipio'), 'Madrid');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({
      latitude: 40.4168,
      longitude: -3.7038,
      province: '28',
      postalCode: '28013',
    });

    await user.click(screen.getByRole('radio', { name: '¿No encuentras la dirección? Escríbela' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls[1]?.[0].latitude).toBeUndefined();
    expect(onSend.mock.calls[1]?.[0].longitude).toBeUndefined();
  });
});
