import type { Process } from '../../schema/rest/processes';

/** A process of the api as the schema's Process: its free-form `details` object as JSON text. */
export function processOf<P extends Process>(process: P): Omit<P, 'details'> & { details: string } {
  return { ...process, details: JSON.stringify(process.details) };
}
