import { describe, expect, it } from 'vitest';
import {
  INSTALLATION_STATUSES_WITHOUT_ACTIONS,
  INSTALLATION_TRANSITIONS,
} from '../../schema/domain/lifecycles/installation-lifecycle';
import {
  INVOICE_STATUSES_WITHOUT_ACTIONS,
  INVOICE_TRANSITIONS,
} from '../../schema/domain/lifecycles/invoice-lifecycle';
import { LEAD_TRANSITIONS } from '../../schema/domain/lifecycles/lead-lifecycle';
import {
  ORDER_STATUSES_WITHOUT_ACTIONS,
  ORDER_TRANSITIONS,
} from '../../schema/domain/lifecycles/order-lifecycle';
import {
  PORTABILITY_STATUSES_WITHOUT_ACTIONS,
  PORTABILITY_TRANSITIONS,
} from '../../schema/domain/lifecycles/portability-lifecycle';
import {
  PROCESS_STATUSES_WITHOUT_ACTIONS,
  PROCESS_TRANSITIONS,
} from '../../schema/domain/lifecycles/process-lifecycle';
import { PRODUCT_TRANSITIONS } from '../../schema/domain/lifecycles/product-lifecycle';
import { RESOURCE_TRANSITIONS } from '../../schema/domain/lifecycles/resource-lifecycle';
import {
  SHIPMENT_STATUSES_WITHOUT_ACTIONS,
  SHIPMENT_TRANSITIONS,
} from '../../schema/domain/lifecycles/shipment-lifecycle';
import {
  SUBSCRIPTION_ACTION_STATUSES,
  SUBSCRIPTION_STATUSES_WITHOUT_ACTIONS,
} from '../../schema/domain/lifecycles/subscription-lifecycle';
import {
  INSTALLATION_STATUSES,
  SATELLITE_INSTALLATION_STATUSES,
} from '../../schema/domain/vocabulary/installation';
import { INVOICE_STATUSES } from '../../schema/domain/vocabulary/invoice';
import { LEAD_STATUSES } from '../../schema/domain/vocabulary/lead';
import { ORDER_STATUSES } from '../../schema/domain/vocabulary/order';
import { PORTABILITY_STATUSES } from '../../schema/domain/vocabulary/portability';
import { PROCESS_STATUSES } from '../../schema/domain/vocabulary/process';
import { PRODUCT_STATUSES } from '../../schema/domain/vocabulary/product';
import { RESOURCE_STATUSES } from '../../schema/domain/vocabulary/resource';
import { SHIPMENT_STATUSES } from '../../schema/domain/vocabulary/shipment';
import { SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * Every status of the vocabulary must have a decision in its lifecycle: a status-keyed table has an entry for it; an
 * action-keyed table names it as a `from` of some action or lists it among the statuses without actions, never
 * both. A status added to the vocabulary fails here until its rules are written.
 */
function expectEveryStatusDecided(
  statuses: readonly string[],
  fromLists: readonly (readonly string[])[],
  withoutActions: readonly string[],
) {
  const withActions = new Set(fromLists.flat());
  for (const status of withoutActions) expect(withActions.has(status), status).toBe(false);
  expect(sorted([...withActions, ...withoutActions])).toEqual(sorted(statuses));
}

describe('every lifecycle decides every status of its vocabulary', () => {
  it('status-keyed tables: leads, products, resources', () => {
    expect(sorted(Object.keys(LEAD_TRANSITIONS))).toEqual(sorted(LEAD_STATUSES));
    expect(sorted(Object.keys(PRODUCT_TRANSITIONS))).toEqual(sorted(PRODUCT_STATUSES));
    expect(sorted(Object.keys(RESOURCE_TRANSITIONS))).toEqual(sorted(RESOURCE_STATUSES));
  });

  it('action-keyed tables: orders, portabilities, shipments, invoices, processes, subscriptions', () => {
    const froms = <T extends { from: readonly string[] }>(table: Record<string, T>) =>
      Object.values(table).map((transition) => transition.from);
    expectEveryStatusDecided(ORDER_STATUSES, froms(ORDER_TRANSITIONS), ORDER_STATUSES_WITHOUT_ACTIONS);
    expectEveryStatusDecided(
      PORTABILITY_STATUSES,
      froms(PORTABILITY_TRANSITIONS),
      PORTABILITY_STATUSES_WITHOUT_ACTIONS,
    );
    expectEveryStatusDecided(
      SHIPMENT_STATUSES,
      froms(SHIPMENT_TRANSITIONS),
      SHIPMENT_STATUSES_WITHOUT_ACTIONS,
    );
    expectEveryStatusDecided(INVOICE_STATUSES, froms(INVOICE_TRANSITIONS), INVOICE_STATUSES_WITHOUT_ACTIONS);
    expectEveryStatusDecided(PROCESS_STATUSES, froms(PROCESS_TRANSITIONS), PROCESS_STATUSES_WITHOUT_ACTIONS);
    expectEveryStatusDecided(
      SUBSCRIPTION_STATUSES,
      Object.values(SUBSCRIPTION_ACTION_STATUSES),
      SUBSCRIPTION_STATUSES_WITHOUT_ACTIONS,
    );
  });

  it('installations, per kind: the standard list and the satellite list', () => {
    const transitions = Object.values(INSTALLATION_TRANSITIONS);
    expectEveryStatusDecided(
      INSTALLATION_STATUSES,
      transitions.map((transition) => transition.from.STANDARD),
      INSTALLATION_STATUSES_WITHOUT_ACTIONS.STANDARD,
    );
    expectEveryStatusDecided(
      SATELLITE_INSTALLATION_STATUSES,
      transitions.map((transition) => transition.from.SATELLITE),
      INSTALLATION_STATUSES_WITHOUT_ACTIONS.SATELLITE,
    );
  });
});
