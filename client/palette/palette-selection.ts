/**
 * Which row of the palette is highlighted, and what Enter runs. The highlight is the first row until the user moves
 * it (arrows, the pointer); rows that arrive later never take it from a row the user chose. While the search for
 * the typed text has not answered and the user has not moved, Enter waits for the answer and then runs the first
 * row: the same text typed fast or slowly runs the same row.
 */
export type PaletteSelection = {
  /** The text the selection belongs to; a new text forgets the user's choice. */
  query: string;
  /** The row the user moved to, if they did. */
  chosen: string | null;
};

export function selectionFor(query: string): PaletteSelection {
  return { query, chosen: null };
}

/** The highlighted row: the user's choice while it is still listed, else the first row. */
export function highlighted(values: readonly string[], selection: PaletteSelection): string | null {
  if (selection.chosen !== null && values.includes(selection.chosen)) return selection.chosen;
  return values[0] ?? null;
}

/** The selection after an arrow (`delta` ±1) or Home/End (`to`), wrapping around as the list loops. */
export function moved(
  values: readonly string[],
  selection: PaletteSelection,
  step: { delta: 1 | -1 } | { to: 'first' | 'last' },
): PaletteSelection {
  if (values.length === 0) return selection;
  let index: number;
  if ('to' in step) index = step.to === 'first' ? 0 : values.length - 1;
  else {
    const current = values.indexOf(highlighted(values, selection) ?? '');
    index = (current + step.delta + values.length) % values.length;
  }
  return { ...selection, chosen: values[index] ?? null };
}

export type EnterDecision = { kind: 'run'; value: string } | { kind: 'wait' } | { kind: 'nothing' };

/**
 * What Enter does now: run the chosen row, wait for the search to answer, or run the first row. `firstIsFinal`:
 * the first row ranks above anything the search can bring (a page's own action), so it need not wait.
 */
export function enterDecision(
  values: readonly string[],
  selection: PaletteSelection,
  searchSettled: boolean,
  firstIsFinal = false,
): EnterDecision {
  if (selection.chosen !== null && values.includes(selection.chosen))
    return { kind: 'run', value: selection.chosen };
  if (!searchSettled && !firstIsFinal) return { kind: 'wait' };
  const first = values[0];
  return first === undefined ? { kind: 'nothing' } : { kind: 'run', value: first };
}
