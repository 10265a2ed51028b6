import type { FieldworkInstallationsQuery } from '../../generated/graphql';

/** One row of the installations queue, as the list query reads it. */
export type InstallationRow = FieldworkInstallationsQuery['installations']['edges'][number]['node'];
