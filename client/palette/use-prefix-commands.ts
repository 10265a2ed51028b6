import { useEffect, useState } from 'react';
import type { Command, CommandContext, PrefixCommandSource } from './command';

/** The server is asked once typing pauses this long; Enter meanwhile waits for the answer. */
export const PREFIX_DEBOUNCE_MS = 150;

export type PrefixCommandsState = {
  /** The typed text (prefix included) these commands answer; until a new answer comes, the previous text's. */
  query: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  commands: readonly Command[];
};

const IDLE: PrefixCommandsState = { query: '', status: 'idle', commands: [] };

/** Whether the prefix source has answered exactly `search` (success or failure). */
export function prefixSettled(state: PrefixCommandsState, search: string): boolean {
  return state.query === search && (state.status === 'ready' || state.status === 'error');
}

/**
 * The commands of the prefix source that owns the typed text (`match`, from prefixSourceFor), asked after a pause in
 * typing; an answer for a text no longer typed is dropped.
 */
export function usePrefixCommands(
  search: string,
  match: { source: PrefixCommandSource; text: string } | null,
  context: CommandContext,
): PrefixCommandsState {
  const [state, setState] = useState<PrefixCommandsState>(IDLE);
  const source = match?.source ?? null;
  const text = match?.text ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the context is read when the text changes, not followed.
  useEffect(() => {
    if (!source) {
      setState(IDLE);
      return;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(() => {
      source.load(text, context).then(
        (commands) => {
          if (!cancelled) setState({ query: search, status: 'ready', commands });
        },
        () => {
          if (!cancelled) setState({ query: search, status: 'error', commands: [] });
        },
      );
    }, PREFIX_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [source, text, search]);

  return state;
}
