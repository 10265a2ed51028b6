import type { InstallationSlot } from '../../../schema/domain/vocabulary/installation';

/** Where the technician goes; `province` is the INE code. */
export type FieldServiceAddress = {
  street: string;
  number: string;
  floor: string | null;
  postalCode: string;
  province: string;
  city: string;
};

/** A free visit slot: a Madrid calendar day (YYYY-MM-DD) and a window of it. */
export type FieldServiceSlot = { date: string; slot: InstallationSlot; from: string; to: string };

/** A booked (or to be booked) visit. */
export type FieldServiceVisit = {
  date: string;
  slot: InstallationSlot;
  address: FieldServiceAddress;
};

/** What the provider says about a booked visit at a moment. */
export type FieldServiceVisitOutcome = 'PENDING' | 'COMPLETED' | 'FAILED';

/** Whether the satellite equipment sent ahead of the visit has reached the customer. */
export type FieldServiceEquipmentState = 'IN_TRANSIT' | 'DELIVERED';

/**
 * The field-service company that sends technicians to install fibre, satellite, TV, fixed and alarm equipment. Jobs
 * are identified by the provider's job id; the api keeps what was booked and polls for outcomes (the sweep).
 */
export type FieldService = {
  /** Free slots at the address's postal code on the working days after `now`, up to `days` calendar days ahead. */
  availableSlots(request: { postalCode: string; now: Date; days: number }): Promise<FieldServiceSlot[]>;
  /**
   * Books a visit, or moves the job's visit when `jobId` is given; null when the slot is not free (nothing
   * booked or moved).
   */
  book(request: {
    installationId: string;
    jobId: string | null;
    visit: FieldServiceVisit;
    now: Date;
  }): Promise<{
    jobId: string;
  } | null>;
  /** Cancels the job; a job that is already gone is not an error. */
  cancel(request: { jobId: string | null; installationId: string }): Promise<void>;
  /** Opens a new job for an installation whose visit failed or errored. */
  relaunch(request: { installationId: string; jobId: string | null }): Promise<{ jobId: string }>;
  /** The outcome of a booked visit as of `now`: pending until its window has ended. */
  visitOutcome(request: {
    jobId: string | null;
    visit: FieldServiceVisit;
    now: Date;
  }): Promise<FieldServiceVisitOutcome>;
  /** Satellite: ships the dish kit to the customer ahead of the visit. */
  sendEquipment(request: {
    installationId: string;
    address: FieldServiceAddress;
  }): Promise<{ jobId: string }>;
  /** Satellite: where the kit sent at `sentAt` is as of `now`. */
  equipmentState(request: {
    jobId: string | null;
    sentAt: Date;
    now: Date;
  }): Promise<FieldServiceEquipmentState>;
};
