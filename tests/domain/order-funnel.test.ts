import { describe, expect, it } from 'vitest';
import {
  ORDER_FUNNEL_APART_STATUSES,
  ORDER_FUNNEL_STAGES,
} from '../../schema/domain/lifecycles/order-funnel';
import { ORDER_STATUSES } from '../../schema/domain/vocabulary/order';

describe('the order funnel', () => {
  it('places every order status once: in one stage or apart, so a new status fails here until placed', () => {
    const placed = [
      ...ORDER_FUNNEL_STAGES.flatMap((entry) => entry.statuses),
      ...ORDER_FUNNEL_APART_STATUSES,
    ];
    expect([...placed].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('runs from INITIATED to COMPLETED, each stage named by a status of its own', () => {
    expect(ORDER_FUNNEL_STAGES[0]?.stage).toBe('INITIATED');
    expect(ORDER_FUNNEL_STAGES.at(-1)?.stage).toBe('COMPLETED');
    for (const entry of ORDER_FUNNEL_STAGES) expect(entry.statuses).toContain(entry.stage);
  });
});
