import type { QueueColumn } from './queue-types';

const STORAGE_PREFIX = 'centralita.queue.columns.';

export type ColumnVisibility = Record<string, boolean>;

/** Visible columns per queue: the defaults, overridden by what the user chose (saved per queueId). */
export function readColumnVisibility<Row>(
  queueId: string,
  columns: readonly QueueColumn<Row>[],
): ColumnVisibility {
  const visibility: ColumnVisibility = {};
  for (const column of columns) visibility[column.id] = !column.hiddenByDefault;
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + queueId) ?? 'null');
    if (saved && typeof saved === 'object') {
      for (const [id, visible] of Object.entries(saved)) {
        if (id in visibility && typeof visible === 'boolean') visibility[id] = visible;
      }
    }
  } catch {
    // A damaged entry is ignored: the defaults apply.
  }
  return visibility;
}

export function saveColumnVisibility(queueId: string, visibility: ColumnVisibility): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + queueId, JSON.stringify(visibility));
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}
