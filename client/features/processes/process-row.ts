import type { FieldworkProcessesQuery } from '../../generated/graphql';

/** One row of the processes queue, as the list query reads it. */
export type ProcessRow = FieldworkProcessesQuery['processes']['edges'][number]['node'];
