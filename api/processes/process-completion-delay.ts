import type { ProcessType } from '../../schema/domain/vocabulary/process';

const MINUTE = 60_000;

/**
 * How long the network takes to carry out each process type; the process sweep completes a process once this has
 * passed since it started (the embedded network's behaviour; a real network reports completion itself).
 */
export const PROCESS_COMPLETION_DELAY_MS: Record<ProcessType, number> = {
  SIM_CHANGE: 30 * MINUTE,
  PRODUCT_CHANGE: 60 * MINUTE,
  TITULAR_CHANGE: 120 * MINUTE,
  CREATE_SHARED_GROUP: 30 * MINUTE,
  ADD_LINES_TO_SHARED_GROUP: 30 * MINUTE,
  REMOVE_LINES_FROM_SHARED_GROUP: 30 * MINUTE,
  ADD_MOBILE_FIXED_IP: 60 * MINUTE,
  ADD_MULTISIM: 60 * MINUTE,
  PACK_SUBSCRIPTIONS: 30 * MINUTE,
  UNPACK_SUBSCRIPTIONS: 30 * MINUTE,
};
