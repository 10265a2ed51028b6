import type { ResourceStatus } from '../vocabulary/resource';

/**
 * Status changes an admin may make by hand (docs/lifecycles.md, Resources). RESERVED and ASSIGNED are reached only
 * through the signup flow (`reserveResource`, then the line's activation), never typed in. A number that leaves a
 * line rests in QUARANTINE before it is offered again; RETIRED is final.
 */
export const RESOURCE_TRANSITIONS: Readonly<Record<ResourceStatus, readonly ResourceStatus[]>> = {
  AVAILABLE: ['QUARANTINE', 'RETIRED'],
  RESERVED: ['AVAILABLE', 'QUARANTINE'],
  ASSIGNED: ['QUARANTINE'],
  QUARANTINE: ['AVAILABLE', 'RETIRED'],
  RETIRED: [],
};

export function canMoveResource(from: ResourceStatus, to: ResourceStatus): boolean {
  return RESOURCE_TRANSITIONS[from].includes(to);
}

/** How long a signup holds a reserved number or SIM before another signup may take it. */
export const RESERVATION_HOLD_MS = 30 * 60_000;
