import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPES } from '../../../schema/domain/vocabulary/customer';
import { type QueueFilter, QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { clientColumns } from './client-columns';
import type { ClientRow } from './client-row';
import { loadClients } from './load-clients';

export const CLIENTS_QUEUE_ID = 'clients';

/** Where Enter on a client goes: the customer page by fiscal id. */
export function clientHref(row: Pick<ClientRow, 'fiscalId'>): string {
  return `/customer/${encodeURIComponent(row.fiscalId)}`;
}

const FILTERS: readonly QueueFilter[] = [
  {
    id: 'search',
    label: 'catalogue.clients.filter.search',
    kind: 'text',
    placeholder: 'catalogue.clients.filter.searchPlaceholder',
  },
  {
    id: 'type',
    label: 'catalogue.clients.filter.type',
    kind: 'select',
    options: CUSTOMER_TYPES.map((type) => ({ value: type, label: `domain.customerType.${type}` })),
  },
];

/** /management/clients (agent): the customers of the channel subtree; Enter opens the customer. */
export default function ClientsPage(_props: PageProps) {
  const { t } = useTranslation(['catalogue', 'domain']);
  const columns = useMemo(() => clientColumns(t), [t]);
  return (
    <QueuePage
      queueId={CLIENTS_QUEUE_ID}
      entity="customer"
      title="catalogue.clients.title"
      columns={columns}
      filters={FILTERS}
      load={loadClients}
      rowId={(row) => row.id}
      rowHref={clientHref}
      empty="catalogue.clients.empty"
      defaultSort={{ id: 'name', desc: false }}
    />
  );
}
