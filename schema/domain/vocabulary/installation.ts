import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Installation statuses (docs/lifecycles.md "Installations") of fibre, fixed and the other field-service families). */
export const INSTALLATION_STATUSES = [
  'CREATED',
  'SCHEDULED',
  'FAILED',
  'COMPLETED',
  'CANCELED',
  'PENDING_CANCELATION',
  'PENDING_RELAUNCH',
  'RELAUNCHED',
  'ERRORED',
  'PENDING_SCHEDULE',
] as const;
export const installationStatusSchema = z.enum(INSTALLATION_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type InstallationStatus = z.infer<typeof installationStatusSchema>;

/**
 * Satellite installations have their own status list: the equipment is sent to the customer
 * before anyone schedules a visit.
 */
export const SATELLITE_INSTALLATION_STATUSES = [
  'CREATED',
  'SCHEDULED',
  'COMPLETED',
  'CANCELED',
  'ERRORED',
  'SENDING_EQUIPMENT',
  'PENDING_SCHEDULE',
] as const;
export const satelliteInstallationStatusSchema = z.enum(SATELLITE_INSTALLATION_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type SatelliteInstallationStatus = z.infer<typeof satelliteInstallationStatusSchema>;

/** Console actions on an installation. */
export const INSTALLATION_ACTIONS = ['SCHEDULE', 'UPDATE', 'CANCEL', 'RELAUNCH'] as const;
export const installationActionSchema = z.enum(INSTALLATION_ACTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type InstallationAction = z.infer<typeof installationActionSchema>;

/** What is installed at the customer's address; SATELLITE follows the satellite status list. */
export const INSTALLATION_TYPES = ['FIBRE', 'SATELLITE', 'TV', 'FIXED', 'ALARM'] as const;
export const installationTypeSchema = z.enum(INSTALLATION_TYPES);
export type InstallationType = z.infer<typeof installationTypeSchema>;

/** Every status an installation row can hold: the standard list plus the satellite-only SENDING_EQUIPMENT. */
export const ANY_INSTALLATION_STATUSES = [...INSTALLATION_STATUSES, 'SENDING_EQUIPMENT'] as const;
export const anyInstallationStatusSchema = z.enum(ANY_INSTALLATION_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type AnyInstallationStatus = z.infer<typeof anyInstallationStatusSchema>;

/** The field technician's visit windows on Madrid's wall clock. */
export const INSTALLATION_SLOTS = ['MORNING', 'AFTERNOON'] as const;
export const installationSlotSchema = z.enum(INSTALLATION_SLOTS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type InstallationSlot = z.infer<typeof installationSlotSchema>;

/** History actions: the console's, plus PROVIDER for what the field-service provider reported (the sweep). */
export const INSTALLATION_HISTORY_ACTIONS = [...INSTALLATION_ACTIONS, 'PROVIDER'] as const;
export const installationHistoryActionSchema = z.enum(INSTALLATION_HISTORY_ACTIONS);
export type InstallationHistoryAction = z.infer<typeof installationHistoryActionSchema>;
