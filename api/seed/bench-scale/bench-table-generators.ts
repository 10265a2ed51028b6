import { benchCustomers } from './bench-customers';
import { benchInstallations } from './bench-installations';
import { benchInvoices } from './bench-invoices';
import { benchLeads } from './bench-leads';
import { benchOrders } from './bench-orders';
import { benchPortabilities } from './bench-portabilities';
import { benchProcesses } from './bench-processes';
import { benchShipments } from './bench-shipments';
import { benchSubscriptions } from './bench-subscriptions';
import type { BenchTableGenerator } from './bench-table-generator';

/**
 * Every table of the bench-scale world, in insertion order (a table after those it references). A generator whose
 * table does not exist is skipped. A table added later gets its bench rows from one more generator here, sized in
 * proportion to `scale.subscriptions`. History tables get none: at bench scale they only add bulk.
 */
export const BENCH_TABLE_GENERATORS: readonly BenchTableGenerator[] = [
  benchCustomers,
  benchSubscriptions,
  benchPortabilities,
  benchOrders,
  benchProcesses,
  benchInstallations,
  benchShipments,
  benchInvoices,
  benchLeads,
];
