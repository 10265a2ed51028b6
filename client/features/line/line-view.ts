import { proxy } from 'valtio';
import type { LineFieldsFragment, LineServicesFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { LineByNumberQuery, LineServicesQuery } from './line-documents';

/** A line as the view shows it: the subscription and its service state (null while unknown). */
export type LineView = LineFieldsFragment & { services: LineServicesFieldsFragment | null };

export type LineState = {
  number: string | null;
  status: 'idle' | 'loading' | 'ready' | 'not-found' | 'error';
  line: LineView | null;
  /** The api's code when the line could not be read. */
  errorCode: string | null;
  /** Grows after every action so tabs that read more (history, usage) read again. */
  revision: number;
};

export const lineStore = proxy<LineState>({
  number: null,
  status: 'idle',
  line: null,
  errorCode: null,
  revision: 0,
});

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'INTERNAL';
}

/** Reads the subscription with that exact number and its services. */
export async function fetchLine(lineNumber: string): Promise<LineView | null> {
  const data = await runOperation(LineByNumberQuery, { lineNumber }, 'query');
  const found = data.subscriptions.edges
    .map((edge) => edge.node)
    .find((node) => node.lineNumber === lineNumber);
  if (!found) return null;
  let services: LineServicesFieldsFragment | null = null;
  try {
    services = (await runOperation(LineServicesQuery, { subscriptionId: found.subscriptionId }, 'query'))
      .lineServices;
  } catch {
    // The services come from the network; the line's contract data is still worth showing without them.
    services = null;
  }
  return { ...found, services };
}

let latestLoad = 0;

/** Loads the line of the page; a newer call wins over an older one still in flight. */
export async function loadLine(
  lineNumber: string,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<void> {
  const load = ++latestLoad;
  if (lineStore.number !== lineNumber) {
    lineStore.line = null;
    lineStore.number = lineNumber;
  }
  if (!quiet || !lineStore.line) lineStore.status = 'loading';
  lineStore.errorCode = null;
  try {
    const line = await fetchLine(lineNumber);
    if (load !== latestLoad) return;
    lineStore.line = line;
    lineStore.status = line ? 'ready' : 'not-found';
    lineStore.revision += 1;
  } catch (error) {
    if (load !== latestLoad) return;
    lineStore.status = 'error';
    lineStore.errorCode = codeOf(error);
  }
}

/** Reads the current line again after an action, keeping what is on screen until the answer arrives. */
export async function reloadLine(): Promise<void> {
  if (lineStore.number) await loadLine(lineStore.number, { quiet: true });
}

export function clearLine(): void {
  latestLoad += 1;
  lineStore.number = null;
  lineStore.line = null;
  lineStore.status = 'idle';
  lineStore.errorCode = null;
}
