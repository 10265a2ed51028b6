import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityActionAborted } from '../../client/actions/entity-action';
import { LineFormDialog } from '../../client/features/line/line-form-dialog';
import { closeLineForm, openLineForm } from '../../client/features/line/line-form-store';
import type { LineView } from '../../client/features/line/line-view';

const line = {
  subscriptionId: '11111111-1111-4111-8111-111111111111',
  lineNumber: '612345678',
  fiscalId: '12345678Z',
  alias: 'Casa',
  family: 'MOBILE',
} as LineView;

afterEach(() => {
  closeLineForm();
  vi.unstubAllGlobals();
});

describe('the line form dialog', () => {
  it("is titled with the action and the line's number and puts the focus in the form's first field", async () => {
    render(<LineFormDialog />);
    void openLineForm('alias', line).catch(() => {});
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el alias' });
    expect(within(dialog).getByText('612345678')).toBeTruthy();
    const alias = within(dialog).getByLabelText('Alias') as HTMLInputElement;
    expect(alias.value).toBe('Casa');
    await waitFor(() => expect(document.activeElement).toBe(alias));
  });

  it('closes unchanged on Escape and on Cancel: nothing is sent and the action ends as left', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<LineFormDialog />);

    const escaped = openLineForm('alias', line).catch((error: unknown) => error);
    const first = await screen.findByRole('dialog');
    await user.type(within(first).getByLabelText('Alias'), ' nueva');
    await user.keyboard('{Escape}');
    expect(await escaped).toBeInstanceOf(EntityActionAborted);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const cancelled = openLineForm('alias', line).catch((error: unknown) => error);
    const second = await screen.findByRole('dialog');
    expect((within(second).getByLabelText('Alias') as HTMLInputElement).value).toBe('Casa');
    await user.click(within(second).getByRole('button', { name: 'Cancelar' }));
    expect(await cancelled).toBeInstanceOf(EntityActionAborted);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });
});
