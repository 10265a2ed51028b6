import { contractSweepStep } from '../contracts/contract-sweep-step';
import { idempotentRequestsSweepStep } from '../http/idempotent-requests-sweep-step';
import { installationSweepStep } from '../installations/installation-sweep-step';
import { lineTerminationSweepStep } from '../line-actions/line-termination-sweep-step';
import { interruptedLaunchSweepStep } from '../orders/interrupted-launch-sweep-step';
import { portabilitySweepStep } from '../portabilities/portability-sweep-step';
import { processSweepStep } from '../processes/process-sweep-step';
import { shipmentSweepStep } from '../shipments/shipment-sweep-step';
import type { SweepStep } from './sweep-step';

/** Every step of the periodic sweep, in the order they run: the one place new steps are wired in. */
export const SWEEP_STEPS: readonly SweepStep[] = [
  portabilitySweepStep,
  contractSweepStep,
  interruptedLaunchSweepStep,
  installationSweepStep,
  shipmentSweepStep,
  processSweepStep,
  lineTerminationSweepStep,
  idempotentRequestsSweepStep,
];
