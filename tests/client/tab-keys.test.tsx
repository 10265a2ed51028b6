import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { visibleCustomerTabs } from '../../client/features/customer/customer-line-tabs';
import type { CommandContext } from '../../client/palette/command';
import { listCommands } from '../../client/palette/command-registry';
import { useTabCommands } from '../../client/ui/use-tab-commands';
import { useTabShortcuts } from '../../client/ui/use-tab-shortcuts';
import { commandContextFixture } from './command-context-fixture';

const TABS = ['overview', 'products', 'owners', 'sim'] as const;
type Tab = (typeof TABS)[number];

/** A page with a tab strip wired like the customer and line pages. */
function TabbedPage() {
  const [tab, setTab] = useState<Tab>('overview');
  const focusTab = (name: Tab) => document.getElementById(`tab-${name}`)?.focus();
  useTabShortcuts(TABS, tab, setTab, focusTab);
  useTabCommands({
    idPrefix: 'test.tab',
    routeId: 'line',
    tabs: TABS,
    labelOf: (name) => `Tab ${name}`,
    select: setTab,
  });
  return (
    <main>
      <h1 tabIndex={-1}>Page</h1>
      <input aria-label="Field" />
      <div role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={name === tab}
            tabIndex={name === tab ? 0 : -1}
          >
            {name}
          </button>
        ))}
      </div>
    </main>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

afterEach(() => {
  for (const dialog of document.querySelectorAll('[data-test-dialog]')) dialog.remove();
});

describe('tab keys', () => {
  it('] and [ step through the tabs, wrapping, from the heading', () => {
    render(<TabbedPage />);
    screen.getByRole('heading').focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: ']', code: 'BracketRight' });
    expect(selected()).toBe('products');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: '[', code: 'BracketLeft' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: '[', code: 'BracketLeft' });
    expect(selected()).toBe('sim');
    // The focus stays on the heading: only a focused strip follows the selection.
    expect(document.activeElement).toBe(screen.getByRole('heading'));
  });

  it('Alt+digit jumps to a tab by its position, by the physical key (a Mac types ¡ with Alt+1)', () => {
    render(<TabbedPage />);
    fireEvent.keyDown(document.body, { key: '£', code: 'Digit3', altKey: true });
    expect(selected()).toBe('owners');
    fireEvent.keyDown(document.body, { key: '9', code: 'Digit9', altKey: true });
    expect(selected()).toBe('owners');
    fireEvent.keyDown(document.body, { key: '1', code: 'Digit1' });
    expect(selected()).toBe('owners');
  });

  it('moves the focus with the selection when the strip has it, so the strip stays one Tab stop', () => {
    render(<TabbedPage />);
    screen.getByRole('tab', { name: 'overview' }).focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: ']', code: 'BracketRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'products' }));
    expect(screen.getByRole('tab', { name: 'products' }).tabIndex).toBe(0);
  });

  it('leaves the keys to text fields, to an open dialog, and to the browser with Ctrl or Cmd', () => {
    render(<TabbedPage />);
    const field = screen.getByLabelText('Field');
    field.focus();
    fireEvent.keyDown(field, { key: ']', code: 'BracketRight' });
    fireEvent.keyDown(field, { key: '2', code: 'Digit2', altKey: true });
    expect(selected()).toBe('overview');
    fireEvent.keyDown(document.body, { key: '[', code: 'BracketLeft', metaKey: true });
    fireEvent.keyDown(document.body, { key: '[', code: 'BracketLeft', ctrlKey: true });
    expect(selected()).toBe('overview');
    // AltGr (Ctrl+Alt on Windows) types the brackets on Spanish keyboards.
    fireEvent.keyDown(document.body, { key: ']', code: 'BracketRight', ctrlKey: true, altKey: true });
    expect(selected()).toBe('products');
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    dialog.dataset.testDialog = '';
    fireEvent.keyDown(document.body, { key: ']', code: 'BracketRight' });
    expect(selected()).toBe('products');
  });

  it('offers "Ir a la pestaña <name>" for each tab on its route, and the command switches', async () => {
    render(<TabbedPage />);
    const commands = listCommands().filter((command) => command.id.startsWith('test.tab.'));
    expect(commands.map((command) => command.titleValues?.name)).toEqual([
      'Tab overview',
      'Tab products',
      'Tab owners',
      'Tab sim',
    ]);
    const sim = commands.find((command) => command.id === 'test.tab.sim');
    const onLine: CommandContext = commandContextFixture('MANAGER', {
      route: { id: 'line', path: '/line/1', params: {} },
    });
    const elsewhere: CommandContext = commandContextFixture('MANAGER', {
      route: { id: 'customer', path: '/customer/1', params: {} },
    });
    expect(sim?.isVisible(onLine)).toBe(true);
    expect(sim?.isVisible(elsewhere)).toBe(false);
    await act(async () => sim?.run?.(onLine));
    expect(selected()).toBe('sim');
  });
});

describe('customer tabs by the lines the customer has', () => {
  it('shows a family tab only when it lists a line, and always the tabs that are not families', () => {
    expect(visibleCustomerTabs([])).toEqual([
      'subscriptions',
      'documentation',
      'orders',
      'invoices',
      'financialRisk',
    ]);
    expect(
      visibleCustomerTabs([
        { family: 'MOBILE', headerSubscriptionId: 's-1' },
        { family: 'GAS' },
        { family: 'PBX' },
      ]),
    ).toEqual([
      'mobile',
      'energy',
      'other',
      'fibreMobile',
      'subscriptions',
      'documentation',
      'orders',
      'invoices',
      'financialRisk',
    ]);
  });

  it('shows no family tab when the lines cannot be read (Subscriptions says why)', () => {
    expect(visibleCustomerTabs(null)).toEqual([
      'subscriptions',
      'documentation',
      'orders',
      'invoices',
      'financialRisk',
    ]);
  });
});
