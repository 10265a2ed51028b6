import { QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { loadMigrations } from './load-migrations';
import { MIGRATION_COLUMNS, MIGRATION_FILTERS } from './migration-columns';
import type { MigrationRow } from './migration-row';

const rowId = (row: MigrationRow) => row.subscriptionId;
const rowHref = (row: MigrationRow) => `/line/${encodeURIComponent(row.lineNumber)}`;

/**
 * /migrations (admin): the lines waiting in PENDING_MIGRATION. The requirements name the list and nothing else: no
 * migration record, no action; Enter opens the line.
 */
export default function MigrationsPage(_props: PageProps) {
  return (
    <QueuePage<MigrationRow>
      queueId="migrations"
      entity="migration"
      title="fieldwork.migration.title"
      columns={MIGRATION_COLUMNS}
      filters={MIGRATION_FILTERS}
      load={loadMigrations}
      rowId={rowId}
      rowHref={rowHref}
      empty="fieldwork.migration.empty"
      hideRowActions
    />
  );
}
