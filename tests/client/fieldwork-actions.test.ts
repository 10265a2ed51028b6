import { describe, expect, it } from 'vitest';
import type { EntityAction } from '../../client/actions/entity-action';
import { INSTALLATION_ACTIONS } from '../../client/features/installations/installation-actions';
import type { InstallationRow } from '../../client/features/installations/installation-row';
import { INVOICE_ACTIONS } from '../../client/features/invoices/invoice-actions';
import type { InvoiceRow } from '../../client/features/invoices/invoice-row';
import { PROCESS_ACTIONS } from '../../client/features/processes/process-actions';
import type { ProcessRow } from '../../client/features/processes/process-row';
import { SHIPMENT_ACTIONS } from '../../client/features/shipments/shipment-actions';
import type { ShipmentRow } from '../../client/features/shipments/shipment-row';
import type { Role } from '../../schema/domain/roles';
import { commandContextFixture } from './command-context-fixture';

const contextFor = (role: Role | null) => commandContextFixture(role);

/** The ids of the actions a user with `role` sees on `row`. */
function visible<Row>(actions: readonly EntityAction<Row>[], role: Role | null, row: Row): string[] {
  const context = contextFor(role);
  return actions.filter((action) => action.isVisible(context, row)).map((action) => action.id);
}

function installation(type: InstallationRow['type'], status: InstallationRow['status']): InstallationRow {
  return {
    id: 'i1',
    type,
    status,
    installationDate: null,
    slot: null,
    fixedNumber: '912345678',
    address: {
      street: 'Calle Mayor',
      number: '1',
      floor: null,
      postalCode: '28013',
      province: '28',
      city: 'Madrid',
    },
    product: { name: 'Fibra 600' },
    customerFiscalId: '12345678Z',
    orderReference: null,
    created: '2026-11-01T10:00:00Z',
    changed: '2026-11-01T10:00:00Z',
  };
}

describe('installation actions follow docs/lifecycles.md', () => {
  it.each([
    ['FIBRE', 'CREATED', ['installation.schedule', 'installation.update', 'installation.cancel']],
    ['FIBRE', 'PENDING_SCHEDULE', ['installation.schedule', 'installation.update', 'installation.cancel']],
    ['FIBRE', 'SCHEDULED', ['installation.update', 'installation.cancel']],
    ['FIBRE', 'FAILED', ['installation.schedule', 'installation.cancel', 'installation.relaunch']],
    ['FIBRE', 'ERRORED', ['installation.cancel', 'installation.relaunch']],
    ['FIBRE', 'RELAUNCHED', ['installation.schedule', 'installation.update', 'installation.cancel']],
    ['FIBRE', 'PENDING_CANCELATION', []],
    ['FIBRE', 'PENDING_RELAUNCH', []],
    ['FIBRE', 'COMPLETED', []],
    ['FIBRE', 'CANCELED', []],
    ['SATELLITE', 'CREATED', ['installation.update', 'installation.cancel']],
    ['SATELLITE', 'SENDING_EQUIPMENT', ['installation.cancel']],
    [
      'SATELLITE',
      'PENDING_SCHEDULE',
      ['installation.schedule', 'installation.update', 'installation.cancel'],
    ],
    ['SATELLITE', 'SCHEDULED', ['installation.update', 'installation.cancel']],
    ['SATELLITE', 'ERRORED', ['installation.cancel', 'installation.relaunch']],
    ['SATELLITE', 'COMPLETED', []],
  ] as const)('%s %s → %j', (type, status, expected) => {
    expect(visible(INSTALLATION_ACTIONS, 'AGENT', installation(type, status))).toEqual(expected);
  });

  it('are for agents and above, legacy USER included, never CLIENT', () => {
    const row = installation('FIBRE', 'FAILED');
    for (const role of ['AGENT', 'USER', 'MANAGER', 'ADMIN'] as const) {
      expect(visible(INSTALLATION_ACTIONS, role, row)).toHaveLength(3);
    }
    expect(visible(INSTALLATION_ACTIONS, 'CLIENT', row)).toEqual([]);
    expect(visible(INSTALLATION_ACTIONS, null, row)).toEqual([]);
  });

  it('cancel asks a reason and an irreversible confirmation', () => {
    const cancel = INSTALLATION_ACTIONS.find((action) => action.id === 'installation.cancel');
    expect(cancel?.reason?.options.map((option) => option.value)).toEqual([
      'CUSTOMER_REQUEST',
      'ADMINISTRATIVE_FAILURE',
      'FRAUD',
      'UNPAID',
    ]);
    expect(cancel?.confirm?.irreversible).toBe(true);
  });
});

function shipment(status: ShipmentRow['status']): ShipmentRow {
  return {
    id: 's1',
    status,
    listStatus: null,
    documentsPending: false,
    trackingNumber: 'TRK1',
    carrier: null,
    carrierUrl: null,
    orderReference: 'ORD-1',
    customerFiscalId: '12345678Z',
    customerName: 'Ana',
    address: { postalCode: '28013', city: 'Madrid' },
    items: [],
    created: '2026-11-01T10:00:00Z',
    changed: '2026-11-01T10:00:00Z',
  };
}

describe('shipment cancel', () => {
  it.each([
    ['CREATED', true],
    ['IN_PROGRESS', true],
    ['PICKING_COMPLETED', true],
    ['READY_TO_SEND', true],
    ['ERRORED', true],
    ['RELAUNCHED', true],
    ['SENT', false],
    ['IN_DELIVERY', false],
    ['COMPLETED', false],
    ['CANCELED', false],
    ['PENDING_CANCELATION', false],
    ['PENDING_RELAUNCH', false],
  ] as const)('%s → %s for a manager', (status, shown) => {
    expect(visible(SHIPMENT_ACTIONS, 'MANAGER', shipment(status))).toEqual(shown ? ['shipment.cancel'] : []);
  });

  it('is for managers and admins, not agents (who may read the list)', () => {
    expect(visible(SHIPMENT_ACTIONS, 'ADMIN', shipment('CREATED'))).toEqual(['shipment.cancel']);
    expect(visible(SHIPMENT_ACTIONS, 'AGENT', shipment('CREATED'))).toEqual([]);
    expect(visible(SHIPMENT_ACTIONS, 'USER', shipment('CREATED'))).toEqual([]);
  });
});

function process(status: ProcessRow['status']): ProcessRow {
  return {
    id: 'p1',
    type: 'SIM_CHANGE',
    status,
    subscriptionId: 'sub1',
    document: '12345678Z',
    mobileNumber: '612345678',
    cancelReason: null,
    due: '2026-11-01T12:00:00Z',
    created: '2026-11-01T10:00:00Z',
    modified: '2026-11-01T10:00:00Z',
  };
}

describe('process cancel', () => {
  it('only while INITIATED, for managers and admins', () => {
    expect(visible(PROCESS_ACTIONS, 'MANAGER', process('INITIATED'))).toEqual(['process.cancel']);
    expect(visible(PROCESS_ACTIONS, 'ADMIN', process('INITIATED'))).toEqual(['process.cancel']);
    expect(visible(PROCESS_ACTIONS, 'AGENT', process('INITIATED'))).toEqual([]);
    for (const status of ['COMPLETED', 'CANCELED', 'ERRORED'] as const) {
      expect(visible(PROCESS_ACTIONS, 'MANAGER', process(status))).toEqual([]);
    }
  });
});

function invoice(type: InvoiceRow['type'], status: InvoiceRow['status']): InvoiceRow {
  return {
    id: 'f1',
    number: 'F26-0001',
    type,
    family: 'MOBILE',
    status,
    document: '12345678Z',
    totalCents: 1210,
    cycle: '2026-10',
    dueDate: '2026-11-15',
    originalInvoiceId: null,
    created: '2026-11-01T10:00:00Z',
    modified: '2026-11-01T10:00:00Z',
  };
}

describe('invoice resend and refund', () => {
  it('resend in every status, refund only a paid invoice', () => {
    expect(visible(INVOICE_ACTIONS, 'ADMIN', invoice('INVOICE', 'PAID'))).toEqual([
      'invoice.resend',
      'invoice.refund',
    ]);
    for (const status of ['PENDING', 'ERRORED', 'UNPAID', 'REFUNDED'] as const) {
      expect(visible(INVOICE_ACTIONS, 'ADMIN', invoice('INVOICE', status))).toEqual(['invoice.resend']);
    }
    expect(visible(INVOICE_ACTIONS, 'ADMIN', invoice('CREDIT_NOTE', 'PAID'))).toEqual(['invoice.resend']);
  });

  it('are admin only', () => {
    expect(visible(INVOICE_ACTIONS, 'MANAGER', invoice('INVOICE', 'PAID'))).toEqual([]);
    expect(visible(INVOICE_ACTIONS, 'AGENT', invoice('INVOICE', 'PAID'))).toEqual([]);
  });

  it('refund is irreversible', () => {
    expect(INVOICE_ACTIONS.find((action) => action.id === 'invoice.refund')?.confirm?.irreversible).toBe(
      true,
    );
  });
});
