import type {
  QueueColumn,
  QueuePageQuery,
  QueuePageResult,
  QueueQuery,
  QueueSort,
  QueueVirtualSource,
} from './queue-types';
import { readQueuePage } from './read-queue-page';

/** Rows read per request while exporting: the largest page the api accepts. */
export const CSV_PAGE_SIZE = 500;
/** Spanish spreadsheets read `;` as the separator (`,` is the decimal mark). */
const SEPARATOR = ';';

function escapeCell(value: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet; numbers such as -3.5 stay numbers.
  const guarded = /^[=+\-@]/.test(value) && !/^[+-]?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
  return /[";\n\r,]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The exportable columns (visible ones that give `csv`), in order. */
export function csvColumns<Row>(
  columns: readonly QueueColumn<Row>[],
  visibility: Readonly<Record<string, boolean>>,
): QueueColumn<Row>[] {
  return columns.filter((column) => column.csv && visibility[column.id] !== false);
}

export function csvLine(values: readonly string[]): string {
  return values.map(escapeCell).join(SEPARATOR);
}

export function csvRow<Row>(row: Row, columns: readonly QueueColumn<Row>[]): string {
  return csvLine(columns.map((column) => column.csv?.(row) ?? ''));
}

/**
 * Every row of the current filter and sort (not only the page on screen), walking the server's cursor pages
 * through `load`, or the virtual source's rows. `onProgress` gets the rows read so far.
 */
export async function buildQueueCsv<Row>(options: {
  columns: readonly QueueColumn<Row>[];
  headers: readonly string[];
  sort: QueueSort | null;
  filters: Readonly<Record<string, string>>;
  load: (query: QueueQuery) => QueuePageQuery<Row>;
  source?: QueueVirtualSource<Row> | null;
  signal: AbortSignal;
  onProgress?: (rows: number) => void;
}): Promise<string> {
  const { columns, headers, sort, filters, load, source, signal, onProgress } = options;
  const lines = [csvLine(headers)];
  let count = 0;
  if (source && source.count !== null) {
    for (let start = 0; start < source.count; start += CSV_PAGE_SIZE) {
      const rows = await source.readRange(start, Math.min(start + CSV_PAGE_SIZE, source.count));
      signal.throwIfAborted();
      for (const row of rows) lines.push(csvRow(row, columns));
      count += rows.length;
      onProgress?.(count);
    }
  } else {
    let after: string | null = null;
    for (;;) {
      const page: QueuePageResult<Row> = await readQueuePage(
        load({ first: CSV_PAGE_SIZE, after, sort, filters }),
      );
      signal.throwIfAborted();
      for (const row of page.rows) lines.push(csvRow(row, columns));
      count += page.rows.length;
      onProgress?.(count);
      if (!page.hasNextPage || !page.endCursor || page.endCursor === after) break;
      after = page.endCursor;
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers the text as a download (a UTF-8 BOM so spreadsheets read accents right). */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
