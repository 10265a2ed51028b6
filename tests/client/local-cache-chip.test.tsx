import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheProgressChip } from '../../client/cache/cache-progress-chip';
import { resetCacheState, updateCacheTableState } from '../../client/cache/cache-state';
import { i18n } from '../../client/i18n/i18n';

afterEach(async () => {
  act(() => resetCacheState());
  await i18n.changeLanguage('es');
});

describe('cache progress chip', () => {
  it('shows the lines being loaded with their total in a live region, in the interface language', async () => {
    render(<CacheProgressChip />);
    const region = screen.getByRole('status');
    expect(region).toHaveProperty('textContent', '');
    expect(region.getAttribute('aria-live')).toBe('polite');

    act(() => updateCacheTableState('subscriptions', { status: 'loading', loaded: 35_000, total: 100_000 }));
    expect(region.textContent).toBe('Cargando líneas 35.000 / 100.000');

    await act(() => i18n.changeLanguage('en'));
    expect(region.textContent).toBe('Loading lines 35,000 / 100,000');

    act(() => updateCacheTableState('subscriptions', { status: 'ready', loaded: 100_000, total: 100_000 }));
    act(() => updateCacheTableState('customers', { status: 'loading', loaded: 500, total: null }));
    expect(region.textContent).toBe('Loading customers 500');

    act(() => updateCacheTableState('customers', { status: 'ready', loaded: 900, total: 900 }));
    expect(region.textContent).toBe('');
  });

  it('warns when a refresh failed and the saved copy is served, with the error as its title', () => {
    render(<CacheProgressChip />);
    act(() =>
      updateCacheTableState('subscriptions', {
        status: 'stale',
        loaded: 12,
        total: 12,
        refreshedAt: 1,
        errorCode: 'API_UNAVAILABLE',
      }),
    );
    const chip = screen.getByText('Líneas sin actualizar: se muestra la copia guardada');
    expect(chip.parentElement?.getAttribute('title')).toBe(i18n.t('errors.API_UNAVAILABLE'));
    expect(i18n.t('errors.API_UNAVAILABLE')).not.toBe('errors.API_UNAVAILABLE');
  });
});
