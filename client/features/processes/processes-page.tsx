import { useEffect } from 'react';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { loadProcesses } from './load-processes';
import { PROCESS_ACTIONS, PROCESS_ENTITY, PROCESSES_QUEUE } from './process-actions';
import { PROCESS_COLUMNS, PROCESS_FILTERS } from './process-columns';
import type { ProcessRow } from './process-row';

const rowId = (row: ProcessRow) => row.id;
const rowHref = (row: ProcessRow) => `/line/${encodeURIComponent(row.mobileNumber)}`;

/** /processes: SIM, product and holder changes and the other line processes, with cancel while initiated. */
export default function ProcessesPage(_props: PageProps) {
  useEffect(() => registerEntityActions(PROCESS_ACTIONS), []);
  return (
    <QueuePage<ProcessRow>
      queueId={PROCESSES_QUEUE}
      entity={PROCESS_ENTITY}
      title="fieldwork.process.title"
      columns={PROCESS_COLUMNS}
      filters={PROCESS_FILTERS}
      load={loadProcesses}
      rowId={rowId}
      rowHref={rowHref}
      empty="fieldwork.process.empty"
      defaultSort={{ id: 'created', desc: true }}
    />
  );
}
