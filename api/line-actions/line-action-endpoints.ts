import type { Kysely } from 'kysely';
import { subscriptionAllows } from '../../schema/domain/lifecycles/subscription-lifecycle';
import { lineActionEndpoints } from '../../schema/rest/line-actions';
import type { Caller } from '../auth/request-caller';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { implement } from '../http/endpoint-router';
import { enqueueSms } from '../messaging/enqueue-sms';
import { startProcess } from '../processes/start-process';
import { createEmbeddedNetwork } from '../providers/network/embedded-network';
import type { NetworkProvider } from '../providers/network/network';
import { assertIccFree } from './assert-icc-free';
import { configurationSmsText } from './configuration-sms-text';
import { lineEndDate } from './line-end-date';
import { lineRowOf, loadLineByNumberInScope, loadLineInScope } from './load-line-in-scope';
import { loadLineServices } from './load-line-services';
import { loadLineUsage } from './load-line-usage';
import { type LineActionCaller, runLineAction } from './run-line-action';
import { saveLineServices } from './save-line-services';

/** Line actions and the line's services, scoped to the caller's current channel; the network is injectable. */
export function createLineActionEndpoints({
  db,
  clock,
  network = createEmbeddedNetwork(),
}: {
  db: Kysely<Database>;
  clock: () => Date;
  network?: NetworkProvider;
}) {
  const who = (caller: Caller): LineActionCaller => ({
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  const lineId = (params: Record<string, string>) => params.subscriptionId ?? '';

  return [
    implement(lineActionEndpoints.getLineByNumber, async ({ caller, params }) => {
      const subscription = await loadLineByNumberInScope(db, caller.user.channel_id, params.lineNumber ?? '');
      return { subscription, services: await loadLineServices(db, lineRowOf(subscription)) };
    }),

    implement(lineActionEndpoints.getLineServices, async ({ caller, params }) =>
      loadLineServices(db, await loadLineInScope(db, caller.user.channel_id, lineId(params))),
    ),

    implement(lineActionEndpoints.getLineUsage, ({ caller, params, query }) =>
      loadLineUsage(db, network, {
        scopeChannel: caller.user.channel_id,
        subscriptionId: lineId(params),
        period: query.period,
        now: clock(),
      }),
    ),

    implement(lineActionEndpoints.terminateSubscription, ({ caller, body }) => {
      const { now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'TERMINATE',
        subscriptionId: body.subscriptionId,
        fiscalId: body.fiscalId,
        apply: async (trx, line) => {
          const endDate = lineEndDate(now, 0);
          await trx
            .updateTable('subscriptions')
            .set({ status: 'TERMINATED', end_date: endDate, modified_at: now })
            .where('id', '=', line.id)
            .execute();
          return { statusTo: 'TERMINATED', reason: body.reason, details: { endDate } };
        },
      });
    }),

    implement(lineActionEndpoints.cancelLine, ({ caller, body, params }) => {
      if (!body.acknowledgeIrreversibleLoss) {
        throw new ApiError(
          422,
          'LINE_LOSS_NOT_ACKNOWLEDGED',
          'Confirm that the customer was told the number will be lost for good',
          'acknowledgeIrreversibleLoss',
        );
      }
      const { now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'CANCEL_LINE',
        subscriptionId: lineId(params),
        apply: async (trx, line) => {
          // A line not live yet has nothing to wind down: it is cancelled at once.
          const notLiveYet = subscriptionAllows('CANCEL_LINE', line.status);
          const statusTo = notLiveYet ? 'CANCELED' : 'PENDING_TERMINATION';
          const endDate = lineEndDate(now, notLiveYet ? 0 : undefined);
          await trx
            .updateTable('subscriptions')
            .set({ status: statusTo, end_date: endDate, modified_at: now })
            .where('id', '=', line.id)
            .execute();
          return { statusTo, reason: body.reason, details: { endDate, acknowledgedIrreversibleLoss: true } };
        },
      });
    }),

    implement(lineActionEndpoints.setTvStatus, ({ caller, body, params }) => {
      const { now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'TV_STATUS',
        subscriptionId: lineId(params),
        callNetwork: (line) => network.setTvStatus(line, body.status),
        apply: async (trx, line) => {
          await saveLineServices(trx, line.id, { tv_status: body.status }, now);
          return { details: { tvStatus: body.status } };
        },
      });
    }),

    implement(lineActionEndpoints.resetOnt, ({ caller, params }) =>
      runLineAction(db, who(caller), {
        action: 'ONT_RESET',
        subscriptionId: lineId(params),
        callNetwork: (line) => network.resetOnt(line),
        apply: async (_trx, _line, answer) => ({
          details: { interruptionMinutes: answer.interruptionMinutes },
        }),
        notice: 'ONT_RESET_INTERRUPTS_SERVICE',
      }),
    ),

    implement(lineActionEndpoints.changeSpn, ({ caller, body, params }) => {
      const { now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'SPN_CHANGE',
        subscriptionId: lineId(params),
        callNetwork: (line) => network.changeSpn(line, body.spn),
        apply: async (trx, line) => {
          await saveLineServices(trx, line.id, { spn: body.spn }, now);
          return { details: { spn: body.spn } };
        },
        notice: 'SPN_REBOOT_REQUIRED',
      });
    }),

    implement(lineActionEndpoints.setActiveMode, ({ caller, body, params }) => {
      const { now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'ACTIVE_MODE',
        subscriptionId: lineId(params),
        callNetwork: (line) => network.setActiveMode(line, body.enabled),
        apply: async (trx, line) => {
          await saveLineServices(trx, line.id, { active_mode: body.enabled }, now);
          return { details: { enabled: body.enabled } };
        },
      });
    }),

    implement(lineActionEndpoints.changeWifi, ({ caller, body, params }) => {
      const { now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'WIFI_CHANGE',
        subscriptionId: lineId(params),
        callNetwork: (line) => network.changeWifi(line, { ssid: body.ssid, password: body.password }),
        apply: async (trx, line) => {
          await saveLineServices(trx, line.id, { wifi_ssid: body.ssid, wifi_password_changed_at: now }, now);
          return { details: { ssid: body.ssid } };
        },
      });
    }),

    implement(lineActionEndpoints.changeLinePassword, ({ caller, body, params }) => {
      const { now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'PASSWORD_CHANGE',
        subscriptionId: lineId(params),
        callNetwork: (line) => network.changeLinePassword(line, body.password),
        apply: async (trx, line) => {
          await saveLineServices(trx, line.id, { line_password_changed_at: now }, now);
          return {};
        },
      });
    }),

    implement(lineActionEndpoints.checkFibre, ({ caller, params }) => {
      const { now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'FIBRE_CHECK',
        subscriptionId: lineId(params),
        callNetwork: (line) => network.testFibreLine(line),
        apply: async (trx, line, test) => {
          await saveLineServices(
            trx,
            line.id,
            { fibre_check: JSON.stringify(test), fibre_checked_at: now },
            now,
          );
          return { details: { result: test.result } };
        },
      });
    }),

    implement(lineActionEndpoints.duplicateSim, ({ caller, body, params }) => {
      const { actor } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'DUPLICATE_SIM',
        subscriptionId: lineId(params),
        check: async (reader, line) => {
          const running = await reader
            .selectFrom('processes')
            .select('id')
            .where('subscription_id', '=', line.id)
            .where('type', '=', 'SIM_CHANGE')
            .where('status', '=', 'INITIATED')
            .executeTakeFirst();
          if (running) {
            throw new ApiError(
              409,
              'LINE_PROCESS_RUNNING',
              'A SIM change is already under way for this line',
            );
          }
          await assertIccFree(reader, body.icc);
        },
        callNetwork: (line) => network.requestSimChange(line, body.icc),
        apply: async (trx, line, order) => {
          const details = { icc: body.icc, previousIcc: line.icc, networkReference: order.reference };
          const { id } = await startProcess(trx, {
            type: 'SIM_CHANGE',
            subscriptionId: line.id,
            actor,
            details: { ...details, reason: body.reason },
          });
          return { reason: body.reason, details, processId: id };
        },
      });
    }),

    implement(lineActionEndpoints.addMultisim, ({ caller, body, params }) => {
      const { actor, now } = who(caller);
      return runLineAction(db, who(caller), {
        action: 'ADD_MULTISIM',
        subscriptionId: lineId(params),
        check: (reader) => assertIccFree(reader, body.icc),
        callNetwork: (line) => network.requestMultisim(line, { type: body.type, icc: body.icc }),
        apply: async (trx, line, order) => {
          const details = { type: body.type, icc: body.icc, networkReference: order.reference };
          const { id } = await startProcess(trx, {
            type: 'ADD_MULTISIM',
            subscriptionId: line.id,
            actor,
            details,
          });
          await trx
            .insertInto('line_multisim_cards')
            .values({
              subscription_id: line.id,
              type: body.type,
              icc: body.icc,
              process_id: id,
              created_at: now,
            })
            .execute();
          return { details, processId: id };
        },
      });
    }),

    implement(lineActionEndpoints.sendConfigurationSms, ({ caller, params }) =>
      runLineAction(db, who(caller), {
        action: 'CONFIG_SMS',
        subscriptionId: lineId(params),
        apply: async (trx, line) => {
          const brand = await trx
            .selectFrom('brands')
            .select('name')
            .where('id', '=', line.brand_id)
            .executeTakeFirstOrThrow();
          await enqueueSms(trx, {
            recipient: line.line_number,
            body: configurationSmsText(brand.name),
            brandId: line.brand_id,
          });
          return { details: { recipient: line.line_number } };
        },
      }),
    ),
  ];
}
