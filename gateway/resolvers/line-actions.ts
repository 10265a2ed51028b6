import {
  type LineActionResult,
  type LineServices,
  lineActionEndpoints,
} from '../../schema/rest/line-actions';
import type { Resolvers } from '../generated/resolvers';
import type { SubscriptionParent } from './subscription-parent';

/** The line carrying the services of the same answer, so `services` is answered without another REST call. */
function lineOf(answer: { subscription: LineActionResult['subscription']; services: LineServices }) {
  return { ...answer.subscription, services: answer.services } satisfies SubscriptionParent;
}

/** A line action's answer, its line carrying the services it returned. */
async function act(call: Promise<LineActionResult>) {
  const answer = await call;
  return { ...answer, subscription: lineOf(answer) };
}

export const lineActionResolvers: Resolvers = {
  Query: {
    subscription: async (_parent, { lineNumber }, { rest }) =>
      lineOf(await rest.call(lineActionEndpoints.getLineByNumber, { params: { lineNumber } })),
    lineServices: (_parent, { subscriptionId }, { rest }) =>
      rest.call(lineActionEndpoints.getLineServices, { params: { subscriptionId } }),
    lineUsage: (_parent, { subscriptionId, period }, { rest }) =>
      rest.call(lineActionEndpoints.getLineUsage, {
        params: { subscriptionId },
        query: period ? { period } : {},
      }),
  },
  Subscription: {
    services: (line, _args, { rest }) =>
      line.services
        ? line.services
        : rest.call(lineActionEndpoints.getLineServices, { params: { subscriptionId: line.subscriptionId } }),
  },
  Mutation: {
    terminateSubscription: (_parent, { subscriptionId, reason, fiscalId }, { rest }) =>
      act(
        rest.call(lineActionEndpoints.terminateSubscription, { body: { subscriptionId, reason, fiscalId } }),
      ),
    cancelLine: (_parent, { subscriptionId, reason, acknowledgeIrreversibleLoss }, { rest }) =>
      act(
        rest.call(lineActionEndpoints.cancelLine, {
          params: { subscriptionId },
          body: { reason, acknowledgeIrreversibleLoss },
        }),
      ),
    setTvStatus: (_parent, { subscriptionId, status }, { rest }) =>
      act(rest.call(lineActionEndpoints.setTvStatus, { params: { subscriptionId }, body: { status } })),
    resetOnt: (_parent, { subscriptionId }, { rest }) =>
      act(rest.call(lineActionEndpoints.resetOnt, { params: { subscriptionId }, body: {} })),
    changeSpn: (_parent, { subscriptionId, spn }, { rest }) =>
      act(rest.call(lineActionEndpoints.changeSpn, { params: { subscriptionId }, body: { spn } })),
    setActiveMode: (_parent, { subscriptionId, enabled }, { rest }) =>
      act(rest.call(lineActionEndpoints.setActiveMode, { params: { subscriptionId }, body: { enabled } })),
    changeWifi: (_parent, { subscriptionId, ssid, password }, { rest }) =>
      act(
        rest.call(lineActionEndpoints.changeWifi, { params: { subscriptionId }, body: { ssid, password } }),
      ),
    changeLinePassword: (_parent, { subscriptionId, password }, { rest }) =>
      act(
        rest.call(lineActionEndpoints.changeLinePassword, { params: { subscriptionId }, body: { password } }),
      ),
    checkFibre: (_parent, { subscriptionId }, { rest }) =>
      act(rest.call(lineActionEndpoints.checkFibre, { params: { subscriptionId }, body: {} })),
    duplicateSim: (_parent, { subscriptionId, reason, icc }, { rest }) =>
      act(rest.call(lineActionEndpoints.duplicateSim, { params: { subscriptionId }, body: { reason, icc } })),
    addMultisim: (_parent, { subscriptionId, type, icc }, { rest }) =>
      act(rest.call(lineActionEndpoints.addMultisim, { params: { subscriptionId }, body: { type, icc } })),
    sendConfigurationSms: (_parent, { subscriptionId }, { rest }) =>
      act(rest.call(lineActionEndpoints.sendConfigurationSms, { params: { subscriptionId }, body: {} })),
  },
};
