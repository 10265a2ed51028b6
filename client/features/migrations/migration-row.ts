import type { FieldworkMigrationsQuery } from '../../generated/graphql';

/** One line waiting in PENDING_MIGRATION, as the migrations list reads it. */
export type MigrationRow = FieldworkMigrationsQuery['subscriptions']['edges'][number]['node'];
