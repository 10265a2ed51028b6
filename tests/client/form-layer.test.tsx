import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GraphqlOperationError } from '../../client/session/graphql-client';
import { FormErrorSummary } from '../../client/ui/form/form-error-summary';
import { FormSubmitButton } from '../../client/ui/form/form-submit-button';
import { FormTextField } from '../../client/ui/form/form-text-field';
import { mapServerError, serverErrorOf } from '../../client/ui/form/server-error-mapping';
import { useZodForm } from '../../client/ui/form/use-zod-form';
import { iccSchema, luhnCheckDigit } from '../../schema/domain/validators/icc';
import { WIFI_PASSWORD_MAX_LENGTH, wifiBody } from '../../schema/rest/line-actions';

const schema = z.object({ password: wifiBody.shape.password, icc: z.string().pipe(iccSchema) });

function validIcc(): string {
  const body = '893407000000000042';
  return `${body}${luhnCheckDigit(body)}`;
}

function SimForm({ send }: { send: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useZodForm(schema, { defaultValues: { password: '', icc: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      mapServerError(serverErrorOf(error), ['password', 'icc'] as const, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormTextField control={form.control} name="password" label="Contraseña" hint="De 8 a 63" />
      <FormTextField control={form.control} name="icc" label="ICC" inputMode="numeric" />
      <FormErrorSummary control={form.control} />
      <FormSubmitButton control={form.control}>Guardar</FormSubmitButton>
    </form>
  );
}

describe('the form layer', () => {
  it('shows a zod message translated with its values, and an api error on the field the api named', async () => {
    let answer: () => Promise<void> = async () => {
      throw new GraphqlOperationError('ICC_IN_USE', 'in use', 'icc');
    };
    const send = vi.fn((_values: z.output<typeof schema>) => answer());
    render(<SimForm send={send} />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Contraseña');
    expect(password.getAttribute('aria-describedby')).toBe(screen.getByText('De 8 a 63').getAttribute('id'));

    await user.type(password, 'corta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const outOfRange = await screen.findByText(`El valor debe estar entre 8 y ${WIFI_PASSWORD_MAX_LENGTH}`);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(outOfRange.getAttribute('id'));
    expect(screen.getByLabelText('ICC').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await user.type(password, '-larga-2026');
    await user.type(screen.getByLabelText('ICC'), validIcc());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const inUse = await screen.findByText('Esa tarjeta SIM (ICC) ya está en uso.');
    const icc = screen.getByLabelText('ICC');
    expect(icc.getAttribute('aria-invalid')).toBe('true');
    expect(icc.getAttribute('aria-describedby')).toBe(inUse.getAttribute('id'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledExactlyOnceWith({ password: 'corta-larga-2026', icc: validIcc() });

    // A code the catalogue does not know, for no field: the generic error in the form's alert.
    answer = async () => {
      throw new GraphqlOperationError('SOMETHING_NEW', 'new');
    };
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Algo ha ido mal. Inténtalo de nuevo.');

    answer = async () => {};
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
  });
});

function LazySchemaForm({
  loadSchema,
  send,
}: {
  loadSchema: () => Promise<typeof schema>;
  send: (values: z.output<typeof schema>) => Promise<void>;
}) {
  const form = useZodForm(loadSchema, { defaultValues: { password: '', icc: '' } });
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate>
      <FormTextField control={form.control} name="password" label="Contraseña" />
      <FormTextField control={form.control} name="icc" label="ICC" />
      <FormSubmitButton control={form.control}>Guardar</FormSubmitButton>
    </form>
  );
}

describe('a form whose schema is fetched on its first check (the login page keeps zod out of its first bytes)', () => {
  it('waits for the schema, busy, then refuses and accepts as the schema itself does', async () => {
    let arrive: (loaded: typeof schema) => void = () => undefined;
    const arriving = new Promise<typeof schema>((resolve) => {
      arrive = resolve;
    });
    const loadSchema = vi.fn(() => arriving);
    const send = vi.fn(async (_values: z.output<typeof schema>) => {});
    render(<LazySchemaForm loadSchema={loadSchema} send={send} />);
    const user = userEvent.setup();
    expect(loadSchema).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(loadSchema).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Guardar' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();

    arrive(schema);
    expect(await screen.findByText(`El valor debe estar entre 8 y ${WIFI_PASSWORD_MAX_LENGTH}`)).toBeTruthy();
    expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Contraseña'), '-larga-2026');
    await user.type(screen.getByLabelText('ICC'), validIcc());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledExactlyOnceWith(
        { password: 'corta-larga-2026', icc: validIcc() },
        expect.anything(),
      ),
    );
  });
});
