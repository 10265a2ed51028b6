import type { InstallationStatus, InstallationType } from '../../generated/graphql';

export type InstallationActionKind = 'SCHEDULE' | 'UPDATE' | 'CANCEL' | 'RELAUNCH';
type Kind = 'STANDARD' | 'SATELLITE';

/**
 * The statuses each action accepts, standard and satellite (docs/lifecycles.md "Installations"). The api decides;
 * the console only hides what the api would refuse, so this table must follow the lifecycle's.
 */
const ALLOWED_FROM: Record<InstallationActionKind, Record<Kind, readonly InstallationStatus[]>> = {
  SCHEDULE: {
    STANDARD: ['CREATED', 'PENDING_SCHEDULE', 'FAILED', 'RELAUNCHED'],
    SATELLITE: ['PENDING_SCHEDULE'],
  },
  UPDATE: {
    STANDARD: ['CREATED', 'PENDING_SCHEDULE', 'SCHEDULED', 'RELAUNCHED'],
    SATELLITE: ['CREATED', 'PENDING_SCHEDULE', 'SCHEDULED'],
  },
  CANCEL: {
    STANDARD: ['CREATED', 'PENDING_SCHEDULE', 'SCHEDULED', 'FAILED', 'ERRORED', 'RELAUNCHED'],
    SATELLITE: ['CREATED', 'SENDING_EQUIPMENT', 'PENDING_SCHEDULE', 'SCHEDULED', 'ERRORED'],
  },
  RELAUNCH: { STANDARD: ['FAILED', 'ERRORED'], SATELLITE: ['ERRORED'] },
};

export function isSatellite(installation: { type: InstallationType }): boolean {
  return installation.type === 'SATELLITE';
}

/** Whether the installation's status lets the action through. */
export function installationAllows(
  action: InstallationActionKind,
  installation: { type: InstallationType; status: InstallationStatus },
): boolean {
  return ALLOWED_FROM[action][isSatellite(installation) ? 'SATELLITE' : 'STANDARD'].includes(
    installation.status,
  );
}

/** Only a booked visit (SCHEDULED) has a date to move; otherwise an update changes the address alone. */
export function canMoveVisit(installation: { status: InstallationStatus }): boolean {
  return installation.status === 'SCHEDULED';
}

/** The status list whose labels describe this installation (satellite rows have their own, spec section 4). */
export function installationStatusList(installation: {
  type: InstallationType;
}): 'installationStatus' | 'satelliteInstallationStatus' {
  return isSatellite(installation) ? 'satelliteInstallationStatus' : 'installationStatus';
}
