import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinePicker } from '../../client/features/modify-product/line-picker';

afterEach(() => vi.unstubAllGlobals());

describe("modify product's line picker (on the form layer, with the api's rule for a search)", () => {
  it('refuses a query the api would refuse, at the field, without asking the api', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onPick = vi.fn();
    render(<LinePicker onPick={onPick} />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Número de línea o documento del titular');

    await user.type(field, ' a {Enter}');
    const message = await screen.findByText('Debe tener al menos 2 caracteres');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.getAttribute('id'));

    await user.clear(field);
    await user.type(field, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('opens a whole line number at once, spaces ignored', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onPick = vi.fn();
    render(<LinePicker onPick={onPick} />);
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Número de línea o documento del titular'),
      '612 345 678{Enter}',
    );
    await vi.waitFor(() => expect(onPick).toHaveBeenCalledExactlyOnceWith('612345678'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
