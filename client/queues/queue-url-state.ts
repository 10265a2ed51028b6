import type { QueueFilter, QueueSort } from './queue-types';

export const PAGE_SIZES = [25, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** The part of a queue's view that lives in the URL, so a reload or a shared link shows the same rows. */
export type QueueUrlState = {
  size: number;
  sort: QueueSort | null;
  filters: Readonly<Record<string, string>>;
};

// Query parameters the table owns; a filter with one of these ids would be shadowed, so they are kept short and
// unlikely (filters are field names such as status, family, lineNumber).
const SIZE_PARAM = 'size';
const SORT_PARAM = 'sort';

/** `?size=100&sort=-created&status=ACTIVE` -> the view; unknown parameters, sizes and sort keys are ignored. */
export function parseQueueUrl(
  search: string,
  filters: readonly QueueFilter[],
  sortable: readonly string[],
  defaultSort: QueueSort | null = null,
): QueueUrlState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const sizeValue = Number(params.get(SIZE_PARAM));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeValue) ? sizeValue : DEFAULT_PAGE_SIZE;
  const sortValue = params.get(SORT_PARAM) ?? '';
  const desc = sortValue.startsWith('-');
  const sortId = desc ? sortValue.slice(1) : sortValue;
  const sort = sortId && sortable.includes(sortId) ? { id: sortId, desc } : defaultSort;
  const values: Record<string, string> = {};
  for (const filter of filters) {
    const value = params.get(filter.id)?.trim();
    if (!value) continue;
    if (filter.kind === 'select' && !filter.options.some((option) => option.value === value)) continue;
    values[filter.id] = value;
  }
  return { size, sort, filters: values };
}

/**
 * The view written back into the query string. Parameters the table does not own (another component's) are kept;
 * defaults are left out so a plain link stays plain.
 */
export function writeQueueUrl(
  currentSearch: string,
  state: QueueUrlState,
  filters: readonly QueueFilter[],
  defaultSort: QueueSort | null = null,
): string {
  const params = new URLSearchParams(currentSearch.startsWith('?') ? currentSearch.slice(1) : currentSearch);
  if (state.size === DEFAULT_PAGE_SIZE) params.delete(SIZE_PARAM);
  else params.set(SIZE_PARAM, String(state.size));
  const isDefaultSort =
    (state.sort === null && defaultSort === null) ||
    (state.sort !== null &&
      defaultSort !== null &&
      state.sort.id === defaultSort.id &&
      state.sort.desc === defaultSort.desc);
  if (isDefaultSort) params.delete(SORT_PARAM);
  else params.set(SORT_PARAM, state.sort ? `${state.sort.desc ? '-' : ''}${state.sort.id}` : '');
  for (const filter of filters) {
    const value = state.filters[filter.id];
    if (value) params.set(filter.id, value);
    else params.delete(filter.id);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Same view? (filters compared by value, so a new object with the same content does not reload). */
export function sameView(a: QueueUrlState, b: QueueUrlState): boolean {
  if (a.size !== b.size) return false;
  if ((a.sort?.id ?? null) !== (b.sort?.id ?? null) || (a.sort?.desc ?? false) !== (b.sort?.desc ?? false))
    return false;
  const keysA = Object.keys(a.filters);
  const keysB = Object.keys(b.filters);
  return keysA.length === keysB.length && keysA.every((key) => a.filters[key] === b.filters[key]);
}
