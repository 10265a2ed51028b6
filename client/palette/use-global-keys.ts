import { useEffect, useRef } from 'react';
import { listCommands } from './command-registry';
import { paletteStore, togglePalette } from './palette-store';
import { commandForSequence, runCommand } from './run-command';
import { useCommandContext } from './use-command-context';

/** Keys of a sequence such as `g d` must follow each other within this time. */
const SEQUENCE_WINDOW_MS = 1000;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The one global key handler: Ctrl/Cmd+K toggles the palette anywhere; outside text fields, `?` and key sequences
 * run the registry's commands by their shortcut.
 */
export function useGlobalKeys(): void {
  const context = useCommandContext();
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    let sequence: string[] = [];
    let lastKeyAt = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        togglePalette();
        return;
      }
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (paletteStore.open && !isTyping(event.target) && event.key.length === 1) {
        // The palette is open but its input does not have the focus yet: keep the key for it.
        event.preventDefault();
        paletteStore.typedAhead += event.key;
        return;
      }
      if (paletteStore.open || paletteStore.helpOpen || isTyping(event.target)) return;
      if (event.key.length !== 1) return;
      // When the key was pressed, not when a busy main thread got round to it: keys typed in time stay a sequence.
      const now = event.timeStamp;
      sequence = now - lastKeyAt > SEQUENCE_WINDOW_MS ? [event.key] : [...sequence, event.key].slice(-3);
      lastKeyAt = now;
      const command = commandForSequence(listCommands(), sequence, contextRef.current);
      if (!command) return;
      event.preventDefault();
      sequence = [];
      void runCommand(command, contextRef.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
