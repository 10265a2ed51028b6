import type { CustomerSummary } from '../../schema/rest/customers';
import { customerEndpoints } from '../../schema/rest/customers';
import { defineLoader } from '../request-loaders';

// The api's largest accepted list of ids, and a page size it accepts.
const API_MAX_IDS = 100;

/**
 * Customers by id through GET /customers?ids=: one REST call per 100 distinct customers. A customer the caller
 * may not read comes back as null, like a missing one.
 */
export const customerByIdLoader = defineLoader<string, CustomerSummary | null>({
  name: 'customerById',
  maxBatchSize: API_MAX_IDS,
  async batch(rest, ids) {
    const page = await rest.call(customerEndpoints.listCustomers, {
      query: { ids: ids.join(','), limit: '100' },
    });
    const byId = new Map(page.items.map((customer) => [customer.id, customer]));
    return ids.map((id) => byId.get(id) ?? null);
  },
});
