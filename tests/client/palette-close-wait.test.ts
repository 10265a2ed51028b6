import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Command } from '../../client/palette/command';
import { closePalette, openPalette, reportPaletteOnScreen } from '../../client/palette/palette-store';
import { runCommand } from '../../client/palette/run-command';
import { commandContextFixture } from './command-context-fixture';

const context = commandContextFixture(null, { closePalette });

function command(run: () => void): Command {
  return { id: 'test.dialog', title: 'test', group: 'test', scope: 'page', isVisible: () => true, run };
}

afterEach(() => {
  closePalette();
  reportPaletteOnScreen(false);
});

describe('a palette command runs once the palette has handed focus back', () => {
  it('waits for the closing render, then runs', async () => {
    openPalette();
    reportPaletteOnScreen(true);
    const run = vi.fn();
    const running = runCommand(command(run), context);
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    // The palette's effect after the render that closed it.
    reportPaletteOnScreen(false);
    await running;
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('still runs when the palette is opened again before the close has settled', async () => {
    openPalette();
    reportPaletteOnScreen(true);
    const run = vi.fn();
    const running = runCommand(command(run), context);
    reportPaletteOnScreen(false);
    // Ctrl+K again at once: the command waited for the close it caused, not for a later one.
    openPalette();
    reportPaletteOnScreen(true);
    await running;
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the palette is not on screen (a key sequence)', async () => {
    const run = vi.fn();
    await runCommand(command(run), context);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a command that opens no dialog starts while the palette closes', async () => {
    openPalette();
    reportPaletteOnScreen(true);
    const run = vi.fn();
    const running = runCommand({ ...command(run), startsAtOnce: true }, context);
    await Promise.resolve();
    // Its request is on its way before the palette's closing render has reported.
    expect(run).toHaveBeenCalledTimes(1);
    reportPaletteOnScreen(false);
    await running;
  });
});
