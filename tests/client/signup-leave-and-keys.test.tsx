import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { useIdempotencyKey } from '../../client/features/signup/use-step-submit';
import { askToLeave, guardLocationHook, leaveRequest, setLeaveGuard } from '../../client/routing/leave-guard';

let lift: (() => void) | null = null;
afterEach(() => {
  lift?.();
  lift = null;
  leaveRequest.pending = null;
});

describe('the leave guard', () => {
  it('lets a navigation through at once when no page guards it, or when the guard is down', () => {
    const leave = vi.fn();
    askToLeave(leave);
    expect(leave).toHaveBeenCalledTimes(1);
    lift = setLeaveGuard({ isActive: () => false });
    askToLeave(leave);
    expect(leave).toHaveBeenCalledTimes(2);
    expect(leaveRequest.pending).toBeNull();
  });

  it('holds a navigation away from unsaved work until the user confirms', () => {
    lift = setLeaveGuard({ isActive: () => true });
    const { hook, history } = memoryLocation({ path: '/new-order/1', record: true });
    const { result } = renderHook(() => guardLocationHook(hook)());
    act(() => result.current[1]('/customers'));
    expect(history).toEqual(['/new-order/1']);
    expect(leaveRequest.pending).not.toBeNull();
    act(() => leaveRequest.pending?.leave());
    expect(history).toEqual(['/new-order/1', '/customers']);
  });

  it('does not ask for a navigation to where the page already is', () => {
    lift = setLeaveGuard({ isActive: () => true });
    const { hook, history } = memoryLocation({ path: '/new-order/1', record: true });
    const { result } = renderHook(() => guardLocationHook(hook)());
    act(() => result.current[1]('/new-order/1', { replace: true }));
    expect(leaveRequest.pending).toBeNull();
    expect(history.at(-1)).toBe('/new-order/1');
  });
});

describe("a step's idempotency key", () => {
  it('stays the same while the body does (a retry) and changes with the body', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current({ items: [{ productId: 'a', lines: 1 }] });
    expect(result.current({ items: [{ productId: 'a', lines: 1 }] })).toBe(first);
    const changed = result.current({ items: [{ productId: 'a', lines: 2 }] });
    expect(changed).not.toBe(first);
    expect(changed).toMatch(/^[0-9a-f-]{36}$/);
  });
});
