import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { reportPaletteOnScreen } from '../../client/palette/palette-store';
import { PageHeader } from '../../client/shell/page-header';

/** The shell's shape: a button outside the page (the top bar's search), the page in <main>. */
function renderPages(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <button type="button">Buscar</button>
      <main id="page-content">
        <Switch>
          <Route path="/form">
            <PageHeader title="Formulario" />
            {/* biome-ignore lint/a11y/noAutofocus: a page that puts the focus on its own field on arrival */}
            <input aria-label="Nombre" autoFocus />
          </Route>
          <Route path="/:name">{(params) => <PageHeader title={`Página ${params.name}`} />}</Route>
        </Switch>
      </main>
    </Router>,
  );
  return location;
}

const heading = (name: string) => screen.getByRole('heading', { name });

describe('focus after a navigation', () => {
  it('leaves the first page of a load alone, then moves the focus to each new page heading', async () => {
    const location = renderPages('/uno');
    await act(async () => {});
    expect(document.activeElement).toBe(document.body);
    expect(heading('Página uno').tabIndex).toBe(-1);

    act(() => location.navigate('/dos'));
    await waitFor(() => expect(document.activeElement).toBe(heading('Página dos')));

    // Back: the heading of the page gone back to.
    screen.getByRole('button', { name: 'Buscar' }).focus();
    act(() => location.navigate('/uno', { replace: true }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Página uno')));
  });

  it('keeps the focus a page put on its own field on arrival', async () => {
    const location = renderPages('/inicio');
    act(() => location.navigate('/form'));
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre'));
  });

  it('waits for the palette to hand the focus back before taking it', async () => {
    const location = renderPages('/tres');
    const search = screen.getByRole('button', { name: 'Buscar' });
    reportPaletteOnScreen(true);
    act(() => location.navigate('/cuatro'));
    await act(async () => {});
    // The palette closes and hands the focus back to what opened it, outside the page.
    search.focus();
    reportPaletteOnScreen(false);
    await waitFor(() => expect(document.activeElement).toBe(heading('Página cuatro')));
  });
});
