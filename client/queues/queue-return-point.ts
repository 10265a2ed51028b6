/**
 * Where a queue was left (its focused row and scroll), per history entry, so Back to the queue puts the focus and
 * the scroll where they were. Kept in memory: a reload starts at the top, as a new visit from the menu does (a
 * new history entry has no id, so it finds nothing).
 */
export type QueueReturnPoint = { rowId: string | null; index: number | null; scrollTop: number };

const STATE_KEY = 'queueEntry';
const points = new Map<string, QueueReturnPoint>();

function stateObject(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** The current history entry's id; the entry is given one (in its state) the first time it is asked. */
export function queueHistoryEntry(): string {
  const state = stateObject();
  const existing = state[STATE_KEY];
  if (typeof existing === 'string') return existing;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  window.history.replaceState({ ...state, [STATE_KEY]: id }, '');
  return id;
}

export function saveQueueReturnPoint(entry: string, queueId: string, point: QueueReturnPoint): void {
  points.set(`${entry}|${queueId}`, point);
}

/** The point saved for this entry and queue, once: it is forgotten when read. */
export function takeQueueReturnPoint(entry: string, queueId: string): QueueReturnPoint | null {
  const key = `${entry}|${queueId}`;
  const point = points.get(key) ?? null;
  points.delete(key);
  return point;
}
