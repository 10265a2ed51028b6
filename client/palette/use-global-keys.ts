import { useEffect, useRef } from 'react';
import { isPageReady, onPageReady } from '../routing/page-ready';
import { listCommands } from './command-registry';
import { paletteStore, togglePalette } from './palette-store';
import { commandForSequence, runCommand } from './run-command';
import { useCommandContext } from './use-command-context';

/** Keys of a sequence such as `g d` must follow each other within this time (GitHub's shortcuts allow as long). */
const SEQUENCE_WINDOW_MS = 1500;
/**
 * Keys held while a page loads are replayed only if it is ready within this time; later they would surprise. A busy
 * machine can take several seconds to load a page's code, and the keys are still what the user meant then.
 */
const HOLD_MS = 15_000;

type HeldKey = { key: string; at: number };

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The one global key handler, installed with the app before the first page renders: Ctrl/Cmd+K toggles the
 * palette anywhere; outside text fields, `?` and key sequences run the registry's commands by their shortcut.
 * While a page is loading (a navigation, a sign-in), keys outside text fields are held and dispatched again in order
 * once it has rendered, so `g s` pressed right after landing, or a queue's `j x`, acts on the page it was meant for.
 */
export function useGlobalKeys(): void {
  const context = useCommandContext();
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    let sequence: string[] = [];
    let lastKeyAt = Number.NEGATIVE_INFINITY;
    let held: HeldKey[] = [];
    /**
     * A key outside text fields and the palette: part of a sequence, or `?`. `follows` says it was typed right after
     * the previous key whatever the time between them: keys held while a page loads are one run, since nothing on
     * screen answered the first (a busy machine can space two keys pressed together by more than the window).
     */
    const press = (key: string, at: number, follows = false): boolean => {
      // When the key was pressed, not when a busy main thread got round to it: keys typed in time stay a sequence.
      const startsAnew = !follows && at - lastKeyAt > SEQUENCE_WINDOW_MS;
      sequence = startsAnew ? [key] : [...sequence, key].slice(-3);
      // The window runs from when this key was handled: a main thread busy for seconds (a page's code loading) holds
      // the next key of the sequence back as long, or the user typed it once they saw the page answer.
      lastKeyAt = Math.max(at, performance.now());
      const command = commandForSequence(listCommands(), sequence, contextRef.current);
      if (!command) return false;
      sequence = [];
      void runCommand(command, contextRef.current);
      return true;
    };
    /** The held key being dispatched again, with when it was typed and whether it follows the previous one. */
    let replaying: { at: number; follows: boolean } | null = null;
    /**
     * The page is ready and its held keys are about to be dispatched again. A key typed meanwhile joins them: a busy
     * main thread runs a waiting keydown before the replay's task, and it must not jump ahead of the keys before it.
     */
    let replayScheduled = false;
    const replay = () => {
      if (replayScheduled || held.length === 0) return;
      replayScheduled = true;
      // After the page's render, once the context the commands see has caught up with it. Dispatched again rather
      // than handed to the sequences only: the page's own keys (a queue's j and x) are meant as much.
      setTimeout(() => {
        replayScheduled = false;
        const keys = held;
        held = [];
        const now = performance.now();
        const recent = keys.filter(({ at }) => now - at <= HOLD_MS);
        for (const [index, { key, at }] of recent.entries()) {
          replaying = { at, follows: index > 0 };
          try {
            // Keys typed before the page was there were not meant for a field it focuses on arrival.
            const active = document.activeElement;
            const target = active instanceof HTMLElement && !isTyping(active) ? active : document.body;
            target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
          } finally {
            replaying = null;
          }
        }
      }, 0);
    };
    const stopReplay = onPageReady(replay);
    // A click while the page loads says the user went on another way: the keys typed before it no longer apply.
    const onPointerDown = () => {
      held = [];
    };
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
      const typed = replaying ?? { at: event.timeStamp, follows: false };
      if (!isPageReady() || replayScheduled) {
        event.preventDefault();
        held.push({ key: event.key, at: typed.at });
        // The page is there and its replay is a task away: it takes this key too, after the ones before it.
        if (replayScheduled) return;
        // A shortcut every page offers (going elsewhere) needs no page: it runs once complete, however long the
        // page being left takes to load on a busy machine. The page's own keys wait for it.
        const command = commandForSequence(
          listCommands(),
          held.slice(-3).map(({ key }) => key),
          contextRef.current,
        );
        if (command?.scope === 'anywhere') {
          held = [];
          sequence = [];
          void runCommand(command, contextRef.current);
        }
        return;
      }
      if (press(event.key, typed.at, typed.follows)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      stopReplay();
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
}
