import type { AnyInstallationStatus, InstallationAction, InstallationType } from '../vocabulary/installation';

/** Satellite installations follow their own status list; every other type the standard one. */
export type InstallationKind = 'STANDARD' | 'SATELLITE';

export function installationKindOf(type: InstallationType): InstallationKind {
  return type === 'SATELLITE' ? 'SATELLITE' : 'STANDARD';
}

type Transition = {
  from: Record<InstallationKind, readonly AnyInstallationStatus[]>;
  /** The status after the action; null keeps the current one (UPDATE). */
  to: Record<InstallationKind, AnyInstallationStatus | null>;
  /** 409 code when the status does not allow the action. */
  refusal: string;
};

/**
 * The console's actions on an installation (docs/lifecycles.md). Standard installations wait in a PENDING_* status
 * while the field-service provider works on a cancelation or relaunch (the sweep brings its answer); satellite
 * ones have no such statuses, so the provider is asked at once.
 */
export const INSTALLATION_TRANSITIONS: Record<InstallationAction, Transition> = {
  SCHEDULE: {
    from: {
      STANDARD: ['CREATED', 'PENDING_SCHEDULE', 'FAILED', 'RELAUNCHED'],
      SATELLITE: ['PENDING_SCHEDULE'],
    },
    to: { STANDARD: 'SCHEDULED', SATELLITE: 'SCHEDULED' },
    refusal: 'INSTALLATION_NOT_SCHEDULABLE',
  },
  // The address can change until the technician is on the way; a satellite kit already in transit cannot be
  // redirected. The date only of a booked visit (otherwise it is a SCHEDULE).
  UPDATE: {
    from: {
      STANDARD: ['CREATED', 'PENDING_SCHEDULE', 'SCHEDULED', 'RELAUNCHED'],
      SATELLITE: ['CREATED', 'PENDING_SCHEDULE', 'SCHEDULED'],
    },
    to: { STANDARD: null, SATELLITE: null },
    refusal: 'INSTALLATION_NOT_UPDATABLE',
  },
  CANCEL: {
    from: {
      STANDARD: ['CREATED', 'PENDING_SCHEDULE', 'SCHEDULED', 'FAILED', 'ERRORED', 'RELAUNCHED'],
      SATELLITE: ['CREATED', 'SENDING_EQUIPMENT', 'PENDING_SCHEDULE', 'SCHEDULED', 'ERRORED'],
    },
    to: { STANDARD: 'PENDING_CANCELATION', SATELLITE: 'CANCELED' },
    refusal: 'INSTALLATION_NOT_CANCELLABLE',
  },
  // A canceled installation is closed at the provider: installing again is a new order, not a relaunch.
  RELAUNCH: {
    from: { STANDARD: ['FAILED', 'ERRORED'], SATELLITE: ['ERRORED'] },
    to: { STANDARD: 'PENDING_RELAUNCH', SATELLITE: 'PENDING_SCHEDULE' },
    refusal: 'INSTALLATION_NOT_RELAUNCHABLE',
  },
};

/** Statuses in which a visit date is booked and may be moved. */
export const DATED_STATUSES: readonly AnyInstallationStatus[] = ['SCHEDULED'];

/** Only a booked visit has a date to move; otherwise an update changes the address alone. */
export function isInstallationDateMovable(status: AnyInstallationStatus): boolean {
  return DATED_STATUSES.includes(status);
}

/**
 * The status the action leads to (the current one for UPDATE), or null when the installation's status does not
 * allow it. `changesDate`: an UPDATE that moves the visit, allowed only while one is booked.
 */
export function nextInstallationStatus(
  action: InstallationAction,
  installation: { type: InstallationType; status: AnyInstallationStatus },
  { changesDate = false }: { changesDate?: boolean } = {},
): AnyInstallationStatus | null {
  const kind = installationKindOf(installation.type);
  const transition = INSTALLATION_TRANSITIONS[action];
  if (!transition.from[kind].includes(installation.status)) return null;
  if (action === 'UPDATE' && changesDate && !isInstallationDateMovable(installation.status)) return null;
  return transition.to[kind] ?? installation.status;
}

/** Whether the installation's status lets the action through (an UPDATE of the address, when it is one). */
export function installationAllows(
  action: InstallationAction,
  installation: { type: InstallationType; status: AnyInstallationStatus },
): boolean {
  return nextInstallationStatus(action, installation) !== null;
}

/**
 * Statuses of each kind no console action starts from: done, closed, or waiting for the provider. With the table's `from` lists they name every status, so a new status
 * is refused by the lifecycle test until someone decides what it allows.
 */
export const INSTALLATION_STATUSES_WITHOUT_ACTIONS: Record<
  InstallationKind,
  readonly AnyInstallationStatus[]
> = {
  STANDARD: ['COMPLETED', 'CANCELED', 'PENDING_CANCELATION', 'PENDING_RELAUNCH'],
  SATELLITE: ['COMPLETED', 'CANCELED'],
};
