import { z } from 'zod';
import { LINE_ACTION_IDS } from '../domain/lifecycles/subscription-lifecycle';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { iccSchema } from '../domain/validators/icc';
import { newPasswordSchema } from '../domain/validators/password';
import { requiredText } from '../domain/validators/required-text';
import { spnSchema } from '../domain/validators/spn';
import { cancellationReasonSchema } from '../domain/vocabulary/cancellation-reason';
import {
  duplicateSimReasonSchema,
  fibreCheckResultSchema,
  multisimTypeSchema,
  tvStatusSchema,
} from '../domain/vocabulary/line';
import { processStatusSchema } from '../domain/vocabulary/process';
import { productFamilySchema } from '../domain/vocabulary/product-schemas';
import { subscriptionStatusSchema } from '../domain/vocabulary/subscription-schemas';
import { subscriptionSchema } from './customers';
import { defineEndpoint } from './endpoint';

export const lineActionIdSchema = z.enum(LINE_ACTION_IDS);
export type LineActionId = z.infer<typeof lineActionIdSchema>;

/** What the console must tell the user after an action succeeded (client key `lineActions.notice.<NOTICE>`). */
export const LINE_ACTION_NOTICES = [
  /** After an SPN change the customer must reboot the device. */
  'SPN_REBOOT_REQUIRED',
  /** An ONT reset interrupts the fibre service for 1 to 4 minutes. */
  'ONT_RESET_INTERRUPTS_SERVICE',
] as const;

/** WPA2-Personal passphrase: 8 to 63 printable ASCII characters (IEEE 802.11i). */
export const WIFI_PASSWORD_MIN_LENGTH = 8;
export const WIFI_PASSWORD_MAX_LENGTH = 63;
/** An SSID is at most 32 octets; we accept printable ASCII, so 32 characters. */
export const WIFI_SSID_MAX_LENGTH = 32;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Text whose length must lie in [min, max] and whose characters are printable ASCII; not trimmed. */
function printableAsciiText(min: number, max: number, { trim }: { trim: boolean }) {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .max(256, { error: DOMAIN_VALIDATION_MESSAGES.outOfRange })
    .overwrite((value) => (trim ? value.trim() : value))
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .check((ctx) => {
      if (ctx.value.length < min || ctx.value.length > max) {
        ctx.issues.push({
          code: 'custom',
          message: DOMAIN_VALIDATION_MESSAGES.outOfRange,
          input: ctx.value,
          params: { min, max },
        });
      } else if (!PRINTABLE_ASCII.test(ctx.value)) {
        ctx.issues.push({ code: 'custom', message: DOMAIN_VALIDATION_MESSAGES.pattern, input: ctx.value });
      }
    });
}

const iccInput = z.string({ error: REQUIRED_MESSAGE }).max(40).pipe(iccSchema);
const fiscalIdInput = z.string().max(32).pipe(requiredText(normalizeDocumentNumber));

export const fibreCheckSchema = z.object({
  result: fibreCheckResultSchema,
  synced: z.boolean(),
  downstreamMbps: z.number(),
  upstreamMbps: z.number(),
  attenuationDb: z.number().nullable(),
  checkedAt: z.string(),
});

export const multisimCardSchema = z.object({
  id: z.string(),
  type: multisimTypeSchema,
  icc: z.string(),
  processId: z.string(),
  /** The ADD_MULTISIM process's status: the card is in service once it is COMPLETED. */
  processStatus: processStatusSchema,
  created: z.string(),
});

/**
 * The service state of a line for the line view. Family-specific parts are null on lines of other families:
 * TV status on TV lines; active mode, wifi and the fibre check on fibre lines; SPN and MultiSIM on mobile lines.
 * Passwords are never returned (nor stored): only when they were last changed.
 */
export const lineServicesSchema = z.object({
  subscriptionId: z.string(),
  lineNumber: z.string(),
  family: productFamilySchema,
  status: subscriptionStatusSchema,
  endDate: z.string().nullable(),
  icc: z.string().nullable(),
  tvStatus: tvStatusSchema.nullable(),
  activeMode: z.boolean().nullable(),
  wifiSsid: z.string().nullable(),
  wifiPasswordChangedAt: z.string().nullable(),
  spn: z.string().nullable(),
  linePasswordChangedAt: z.string().nullable(),
  lastFibreCheck: fibreCheckSchema.nullable(),
  multisimCards: z.array(multisimCardSchema),
  /** The line actions this line's family and status allow now. */
  actions: z.array(lineActionIdSchema),
});
export type LineServices = z.infer<typeof lineServicesSchema>;

export const lineActionResultSchema = z.object({
  /** The line as it is after the action, so the caller shows it without reading it again. */
  subscription: subscriptionSchema,
  services: lineServicesSchema,
  /** The process started for an asynchronous action (duplicate SIM, MultiSIM), else null. */
  processId: z.string().nullable(),
  notice: z.enum(LINE_ACTION_NOTICES).nullable(),
});
export type LineActionResult = z.infer<typeof lineActionResultSchema>;

export const terminateSubscriptionBody = z.object({
  subscriptionId: z.string().max(64),
  reason: cancellationReasonSchema,
  fiscalId: fiscalIdInput,
});
export const cancelLineBody = z.object({
  reason: cancellationReasonSchema,
  /** The customer was told the number is lost for good. Must be true. */
  acknowledgeIrreversibleLoss: z.boolean(),
});
export const tvStatusBody = z.object({ status: tvStatusSchema });
export const emptyActionBody = z.object({});
export const spnBody = z.object({
  spn: z
    .string({ error: REQUIRED_MESSAGE })
    .max(64, { error: DOMAIN_VALIDATION_MESSAGES.invalidSpn })
    .pipe(spnSchema),
});
export const activeModeBody = z.object({ enabled: z.boolean() });
export const wifiBody = z.object({
  ssid: printableAsciiText(1, WIFI_SSID_MAX_LENGTH, { trim: true }),
  password: printableAsciiText(WIFI_PASSWORD_MIN_LENGTH, WIFI_PASSWORD_MAX_LENGTH, { trim: false }),
});
export const linePasswordBody = z.object({
  password: z.string({ error: REQUIRED_MESSAGE }).max(128).pipe(newPasswordSchema),
});
export const duplicateSimBody = z.object({ reason: duplicateSimReasonSchema, icc: iccInput });
export const multisimBody = z.object({ type: multisimTypeSchema, icc: iccInput });

/** A month of usage: YYYY-MM. */
export const USAGE_PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

export const lineUsageQuery = z.object({
  /** The month to read; the current month (Madrid) when left out. */
  period: z.string().max(7).regex(USAGE_PERIOD, { error: DOMAIN_VALIDATION_MESSAGES.pattern }).optional(),
});

export const lineUsageDaySchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  voiceMinutes: z.number().int(),
  smsCount: z.number().int(),
  dataMb: z.number().int(),
});

/** A line's metered use over one month, a day at a time up to today; days outside its service are zero. */
export const lineUsageSchema = z.object({
  subscriptionId: z.string(),
  period: z.string(),
  days: z.array(lineUsageDaySchema),
  totalVoiceMinutes: z.number().int(),
  totalSmsCount: z.number().int(),
  totalDataMb: z.number().int(),
});
export type LineUsage = z.infer<typeof lineUsageSchema>;

const LINE_ERRORS = ['NOT_FOUND', 'LINE_ACTION_NOT_FOR_FAMILY', 'SUBSCRIPTION_ACTION_NOT_ALLOWED'] as const;
const NETWORK_ERRORS = [...LINE_ERRORS, 'PROVIDER_ERROR'] as const;

/** A line found by its number, with its service state: what the line view shows. */
export const lineByNumberSchema = z.object({
  subscription: subscriptionSchema,
  services: lineServicesSchema,
});
export type LineByNumber = z.infer<typeof lineByNumberSchema>;

/**
 * Line actions (docs/lifecycles.md "Line actions"), manager level like the line view. Every action answers the line
 * after it with its services; refused ones change nothing.
 */
export const lineActionEndpoints = {
  getLineByNumber: defineEndpoint({
    id: 'getLineByNumber',
    method: 'GET',
    path: '/line-numbers/:lineNumber',
    summary:
      "The line with this number in the caller's channel subtree (the newest, when a number was reused) and its services",
    access: 'manager',
    response: lineByNumberSchema,
    errors: ['NOT_FOUND'],
  }),
  getLineServices: defineEndpoint({
    id: 'getLineServices',
    method: 'GET',
    path: '/lines/:subscriptionId/services',
    summary:
      'The service state of a line (TV, wifi, SPN, MultiSIM, last fibre check) and the actions it allows',
    access: 'manager',
    response: lineServicesSchema,
    errors: ['NOT_FOUND'],
  }),
  getLineUsage: defineEndpoint({
    id: 'getLineUsage',
    method: 'GET',
    path: '/lines/:subscriptionId/usage',
    summary: "A line's daily voice minutes, SMS and data over one month, as the network metered them",
    access: 'manager',
    query: lineUsageQuery,
    queryExample: { period: '2026-11' },
    response: lineUsageSchema,
    errors: ['NOT_FOUND', 'PROVIDER_ERROR'],
  }),
  terminateSubscription: defineEndpoint({
    id: 'terminateSubscription',
    method: 'POST',
    path: '/terminateSubscription',
    summary:
      'Terminates a live line at once (TERMINATED, end date today), for the customer of that fiscal id',
    access: 'manager',
    body: terminateSubscriptionBody,
    bodyExample: {
      subscriptionId: '00000000-0000-4000-8000-000000000000',
      reason: 'CUSTOMER_REQUEST',
      fiscalId: '12345678Z',
    },
    response: lineActionResultSchema,
    errors: ['NOT_FOUND', 'SUBSCRIPTION_ACTION_NOT_ALLOWED'],
  }),
  cancelLine: defineEndpoint({
    id: 'cancelLine',
    method: 'POST',
    path: '/lines/:subscriptionId/cancel',
    summary:
      'Cancels a line once the customer was told the number is lost: a live line is PENDING_TERMINATION until its end date, one not live yet is CANCELED',
    access: 'manager',
    body: cancelLineBody,
    bodyExample: { reason: 'CUSTOMER_REQUEST', acknowledgeIrreversibleLoss: true },
    response: lineActionResultSchema,
    errors: ['NOT_FOUND', 'LINE_LOSS_NOT_ACKNOWLEDGED', 'SUBSCRIPTION_ACTION_NOT_ALLOWED'],
  }),
  setTvStatus: defineEndpoint({
    id: 'setTvStatus',
    method: 'PUT',
    path: '/lines/:subscriptionId/tv-status',
    summary: 'Activates or blocks the TV service of a TV line at the TV platform',
    access: 'manager',
    body: tvStatusBody,
    bodyExample: { status: 'BLOCKED' },
    response: lineActionResultSchema,
    errors: NETWORK_ERRORS,
  }),
  resetOnt: defineEndpoint({
    id: 'resetOnt',
    method: 'POST',
    path: '/lines/:subscriptionId/ont-reset',
    summary: 'Restarts the ONT of a fibre line (service interrupted for 1 to 4 minutes)',
    access: 'manager',
    body: emptyActionBody,
    bodyExample: {},
    response: lineActionResultSchema,
    errors: NETWORK_ERRORS,
  }),
  changeSpn: defineEndpoint({
    id: 'changeSpn',
    method: 'PUT',
    path: '/lines/:subscriptionId/spn',
    summary: 'Changes the service provider name a mobile line shows; the customer must reboot the device',
    access: 'manager',
    body: spnBody,
    bodyExample: { spn: 'DemoTel' },
    response: lineActionResultSchema,
    errors: NETWORK_ERRORS,
  }),
  setActiveMode: defineEndpoint({
    id: 'setActiveMode',
    method: 'PUT',
    path: '/lines/:subscriptionId/active-mode',
    summary: 'Turns the active mode of a fibre line on or off',
    access: 'manager',
    body: activeModeBody,
    bodyExample: { enabled: true },
    response: lineActionResultSchema,
    errors: NETWORK_ERRORS,
  }),
  changeWifi: defineEndpoint({
    id: 'changeWifi',
    method: 'PUT',
    path: '/lines/:subscriptionId/wifi',
    summary:
      'Changes the wifi network name and WPA2 password of a fibre line router (the password is not stored)',
    access: 'manager',
    body: wifiBody,
    bodyExample: { ssid: 'Casa-Demo', password: 'clave-wifi-2026' },
    response: lineActionResultSchema,
    errors: NETWORK_ERRORS,
  }),
  changeLinePassword: defineEndpoint({
    id: 'changeLinePassword',
    method: 'PUT',
    path: '/lines/:subscriptionId/password',
    summary: 'Changes the password of a line (the new-password rule; the password is not stored)',
    access: 'manager',
    body: linePasswordBody,
    bodyExample: { password: 'Linea2026!' },
    response: lineActionResultSchema,
    errors: NETWORK_ERRORS,
  }),
  checkFibre: defineEndpoint({
    id: 'checkFibre',
    method: 'POST',
    path: '/lines/:subscriptionId/fibre-check',
    summary: 'Runs a line test on a fibre line (sync, speeds) and keeps it as the last fibre check',
    access: 'manager',
    body: emptyActionBody,
    bodyExample: {},
    response: lineActionResultSchema,
    errors: NETWORK_ERRORS,
  }),
  duplicateSim: defineEndpoint({
    id: 'duplicateSim',
    method: 'POST',
    path: '/lines/:subscriptionId/duplicate-sim',
    summary: 'Requests a duplicate SIM with a new ICC for a mobile line (starts a SIM_CHANGE process)',
    access: 'manager',
    body: duplicateSimBody,
    bodyExample: { reason: 'LOSS', icc: '8934071234567890125' },
    response: lineActionResultSchema,
    errors: [...NETWORK_ERRORS, 'ICC_IN_USE'],
  }),
  addMultisim: defineEndpoint({
    id: 'addMultisim',
    method: 'POST',
    path: '/lines/:subscriptionId/multisim',
    summary: 'Adds a MultiSIM card of a type to a mobile line (starts an ADD_MULTISIM process)',
    access: 'manager',
    body: multisimBody,
    bodyExample: { type: 'DATA', icc: '8934071234567890125' },
    response: lineActionResultSchema,
    errors: [...NETWORK_ERRORS, 'ICC_IN_USE'],
  }),
  sendConfigurationSms: defineEndpoint({
    id: 'sendConfigurationSms',
    method: 'POST',
    path: '/lines/:subscriptionId/configuration-sms',
    summary: 'Sends the data configuration SMS to a mobile line through the messaging outbox',
    access: 'manager',
    body: emptyActionBody,
    bodyExample: {},
    response: lineActionResultSchema,
    errors: LINE_ERRORS,
  }),
};
