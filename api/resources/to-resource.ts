import type { Selectable } from 'kysely';
import type { Resource } from '../../schema/rest/resources';
import type { ResourcesTable } from '../db/lead-resource-tables';

export function toResource(row: Selectable<ResourcesTable>): Resource {
  return {
    id: row.id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    kind: row.kind,
    value: row.value,
    status: row.status,
    subscriptionId: row.subscription_id,
    reservedUntil: row.reserved_until?.toISOString() ?? null,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
  };
}
