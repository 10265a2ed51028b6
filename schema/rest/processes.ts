import { z } from 'zod';
import { cancellationReasonSchema } from '../domain/vocabulary/cancellation-reason';
import { dashboardPeriodSchema } from '../domain/vocabulary/dashboard-schemas';
import { processStatusSchema, processTypeSchema } from '../domain/vocabulary/process';
import { defineEndpoint } from './endpoint';

const pageSizeSchema = z
  .enum(['25', '50', '100', '500'])
  .default('25')
  .transform((value) => Number(value));

/** One status change of a process; START (no previous status), COMPLETE, FAIL and CANCEL. */
export const processHistoryEntrySchema = z.object({
  action: z.string(),
  statusFrom: processStatusSchema.nullable(),
  statusTo: processStatusSchema,
  reason: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});

export const processSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  type: processTypeSchema,
  status: processStatusSchema,
  subscriptionId: z.string(),
  /** The holder's fiscal id when the process started. */
  document: z.string(),
  /** The subscription's line number. */
  mobileNumber: z.string(),
  /** What the process applies when it completes (e.g. productId, newCustomerId, subscriptionIds). */
  details: z.record(z.string(), z.unknown()),
  cancelReason: z.string().nullable(),
  /** When the network is expected to have carried it out. */
  due: z.string(),
  created: z.string(),
  modified: z.string(),
});
export type Process = z.infer<typeof processSchema>;

export const processWithHistorySchema = processSchema.extend({ history: z.array(processHistoryEntrySchema) });
export type ProcessWithHistory = z.infer<typeof processWithHistorySchema>;

export const listProcessesQuery = z.object({
  type: processTypeSchema.optional(),
  status: processStatusSchema.optional(),
  /** Start of the document (fiscal id) or of the mobile number. */
  search: z.string().trim().max(64).optional(),
  /** Started in a dashboard period: whole Madrid days, as GET /counters counts events. */
  created: dashboardPeriodSchema.optional(),
  sort: z.enum(['created']).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

export const getProcessQuery = z.object({ id: z.uuid() });

export const cancelProcessBody = z.object({ reason: cancellationReasonSchema });

/** Processes: list, one with its history, and cancel with a reason. Manager and above. */
export const processEndpoints = {
  listProcesses: defineEndpoint({
    id: 'listProcesses',
    method: 'GET',
    path: '/processes',
    summary: "Processes of the caller's channel and its sub-channels, newest first, a page at a time",
    access: 'manager',
    query: listProcessesQuery,
    queryExample: { type: 'SIM_CHANGE', status: 'INITIATED', order: 'desc', limit: '25' },
    response: z.object({
      items: z.array(processSchema),
      nextCursor: z.string().nullable(),
      totalEstimate: z.number().int(),
    }),
  }),
  getProcess: defineEndpoint({
    id: 'getProcess',
    method: 'GET',
    path: '/process',
    summary: 'One process with its status history',
    access: 'manager',
    query: getProcessQuery,
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: processWithHistorySchema,
  }),
  cancelProcess: defineEndpoint({
    id: 'cancelProcess',
    method: 'POST',
    path: '/processes/:id/cancel',
    summary: "Cancel an INITIATED process; the subscription's pending status goes back to what it was",
    access: 'manager',
    body: cancelProcessBody,
    bodyExample: { reason: 'CUSTOMER_REQUEST' },
    response: processWithHistorySchema,
    errors: ['PROCESS_ACTION_NOT_ALLOWED'],
  }),
};
