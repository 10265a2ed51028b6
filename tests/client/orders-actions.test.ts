import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS } from '../../client/features/orders/order-actions';
import type { OrderRow } from '../../client/features/orders/order-row';
import type { Role } from '../../schema/domain/roles';
import type { OrderStatus } from '../../schema/domain/vocabulary/order';
import { commandContextFixture } from './command-context-fixture';

const contextFor = (role: Role) =>
  commandContextFixture(role, {
    route: { id: 'draft-orders', path: '/management/draft-orders', params: {} },
  });

function order(status: OrderStatus, draft: boolean): OrderRow {
  return {
    id: 'o-1',
    orderNumber: 'ORD-2026-000001',
    customerFiscalId: '12345678Z',
    customerName: 'Ada',
    customerFirstSurname: null,
    customerSecondSurname: null,
    family: 'MOBILE',
    verificationType: 'MANUAL',
    status,
    draft,
    documentNumber: '12345678Z',
    mobileNumber: '612345678',
    email: null,
    totalPriceCents: 1000,
    created: '2026-11-01T10:00:00Z',
    modified: '2026-11-01T10:00:00Z',
  };
}

const visible = (role: Role, row: OrderRow) =>
  ORDER_ACTIONS.filter((action) => action.isVisible(contextFor(role), row)).map((action) => action.id);

describe('order actions by role and status (docs/lifecycles.md "Orders")', () => {
  it('offers continue, launch and delete on a launchable draft to an agent', () => {
    expect(visible('AGENT', order('VERIFICATION_COMPLETED', true))).toEqual([
      'order.continue',
      'order.launch',
      'order.delete',
    ]);
  });

  it('does not launch a draft whose verification is requested or failed; relaunches the failed one', () => {
    expect(visible('AGENT', order('VERIFICATION_REQUESTED', true))).toEqual([
      'order.continue',
      'order.delete',
    ]);
    expect(visible('AGENT', order('VERIFICATION_ERRORED', true))).toEqual([
      'order.continue',
      'order.relaunch',
      'order.delete',
    ]);
  });

  it('cancels a pending signature for managers and above only, irreversibly', () => {
    const pending = order('PENDING_CONTRACT_SIGNATURE', false);
    expect(visible('AGENT', pending)).toEqual([]);
    expect(visible('MANAGER', pending)).toEqual(['order.cancelSignature']);
    expect(visible('ADMIN', pending)).toEqual(['order.cancelSignature']);
    const cancel = ORDER_ACTIONS.find((action) => action.id === 'order.cancelSignature');
    expect(cancel?.confirm?.irreversible).toBe(true);
  });

  it('relaunches errored and cancelled signatures; leaves completed orders alone; nothing for a client', () => {
    expect(visible('AGENT', order('ERRORED', false))).toEqual(['order.relaunch']);
    expect(visible('AGENT', order('SIGNATURE_CANCELED', false))).toEqual(['order.relaunch']);
    expect(visible('ADMIN', order('COMPLETED', false))).toEqual([]);
    expect(visible('CLIENT', order('VERIFICATION_COMPLETED', true))).toEqual([]);
  });
});
