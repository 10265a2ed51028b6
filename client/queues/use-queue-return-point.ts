import { useEffect, useRef } from 'react';
import { queueHistoryEntry, saveQueueReturnPoint, takeQueueReturnPoint } from './queue-return-point';
import type { QueueRowsState } from './use-queue-rows';

/** The index of the row with this id: where it was, else anywhere among the rows read, else where it was. */
function indexOfRow<Row>(
  rows: QueueRowsState<Row>,
  rowId: (row: Row) => string,
  id: string | null,
  index: number,
): number {
  const at = rows.rowAt(index);
  if (id === null || (at !== undefined && rowId(at) === id)) return index;
  const found = rows.pageRows.findIndex((row) => rowId(row) === id);
  return found >= 0 ? found : index;
}

/**
 * Leaving the queue (to a line, a customer) keeps its focused row and scroll for this history entry; coming back
 * to the entry (Back, Alt+Left) restores them once the rows are there, with the focus on the grid.
 */
export function useQueueReturnPoint<Row>(options: {
  queueId: string;
  gridId: string;
  rows: QueueRowsState<Row>;
  rowId: (row: Row) => string;
  focusedIndex: number | null;
  restore: (index: number) => void;
}): void {
  const { queueId, gridId, rows, rowId, focusedIndex } = options;
  const entryRef = useRef<string | null>(null);
  const pending = useRef<ReturnType<typeof takeQueueReturnPoint> | undefined>(undefined);
  if (pending.current === undefined) {
    entryRef.current = queueHistoryEntry();
    pending.current = takeQueueReturnPoint(entryRef.current, queueId);
  }

  const focusedId =
    focusedIndex === null
      ? null
      : (() => {
          const row = rows.rowAt(focusedIndex);
          return row === undefined ? null : rowId(row);
        })();
  const latest = useRef({ focusedIndex, focusedId, scrollTop: 0 });
  latest.current.focusedIndex = focusedIndex;
  latest.current.focusedId = focusedId;

  // The scroll offset as it changes: at unmount the grid has already left the document.
  useEffect(() => {
    const scroller = document.getElementById(gridId)?.parentElement;
    if (!scroller) return;
    const onScroll = () => {
      latest.current.scrollTop = scroller.scrollTop;
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  });

  useEffect(
    () => () => {
      const entry = entryRef.current;
      if (entry === null) return;
      const { focusedIndex: index, focusedId: id, scrollTop } = latest.current;
      saveQueueReturnPoint(entry, queueId, { rowId: id, index, scrollTop });
    },
    [queueId],
  );

  const { restore } = options;
  useEffect(() => {
    const point = pending.current;
    // A source may count its rows in steps: wait until the row left is among them.
    if (!point || rows.status !== 'ready' || rows.count <= (point.index ?? 0)) return;
    pending.current = null;
    const grid = document.getElementById(gridId);
    const scroller = grid?.parentElement;
    if (scroller) {
      scroller.scrollTop = point.scrollTop;
      latest.current.scrollTop = scroller.scrollTop;
    }
    if (point.index !== null)
      restore(Math.min(rows.count - 1, indexOfRow(rows, rowId, point.rowId, point.index)));
    grid?.focus({ preventScroll: true });
  }, [rows, rowId, gridId, restore]);
}
