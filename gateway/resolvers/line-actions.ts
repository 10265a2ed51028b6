import { lineActionEndpoints } from '../../schema/rest/line-actions';
import type { Resolvers } from '../generated/resolvers';

export const lineActionResolvers: Resolvers = {
  Query: {
    lineServices: (_parent, { subscriptionId }, { rest }) =>
      rest.call(lineActionEndpoints.getLineServices, { params: { subscriptionId } }),
    lineUsage: (_parent, { subscriptionId, period }, { rest }) =>
      rest.call(lineActionEndpoints.getLineUsage, {
        params: { subscriptionId },
        query: period ? { period } : {},
      }),
  },
  Mutation: {
    terminateSubscription: (_parent, { subscriptionId, reason, fiscalId }, { rest }) =>
      rest.call(lineActionEndpoints.terminateSubscription, { body: { subscriptionId, reason, fiscalId } }),
    cancelLine: (_parent, { subscriptionId, reason, acknowledgeIrreversibleLoss }, { rest }) =>
      rest.call(lineActionEndpoints.cancelLine, {
        params: { subscriptionId },
        body: { reason, acknowledgeIrreversibleLoss },
      }),
    setTvStatus: (_parent, { subscriptionId, status }, { rest }) =>
      rest.call(lineActionEndpoints.setTvStatus, { params: { subscriptionId }, body: { status } }),
    resetOnt: (_parent, { subscriptionId }, { rest }) =>
      rest.call(lineActionEndpoints.resetOnt, { params: { subscriptionId }, body: {} }),
    changeSpn: (_parent, { subscriptionId, spn }, { rest }) =>
      rest.call(lineActionEndpoints.changeSpn, { params: { subscriptionId }, body: { spn } }),
    setActiveMode: (_parent, { subscriptionId, enabled }, { rest }) =>
      rest.call(lineActionEndpoints.setActiveMode, { params: { subscriptionId }, body: { enabled } }),
    changeWifi: (_parent, { subscriptionId, ssid, password }, { rest }) =>
      rest.call(lineActionEndpoints.changeWifi, { params: { subscriptionId }, body: { ssid, password } }),
    changeLinePassword: (_parent, { subscriptionId, password }, { rest }) =>
      rest.call(lineActionEndpoints.changeLinePassword, { params: { subscriptionId }, body: { password } }),
    checkFibre: (_parent, { subscriptionId }, { rest }) =>
      rest.call(lineActionEndpoints.checkFibre, { params: { subscriptionId }, body: {} }),
    duplicateSim: (_parent, { subscriptionId, reason, icc }, { rest }) =>
      rest.call(lineActionEndpoints.duplicateSim, { params: { subscriptionId }, body: { reason, icc } }),
    addMultisim: (_parent, { subscriptionId, type, icc }, { rest }) =>
      rest.call(lineActionEndpoints.addMultisim, { params: { subscriptionId }, body: { type, icc } }),
    sendConfigurationSms: (_parent, { subscriptionId }, { rest }) =>
      rest.call(lineActionEndpoints.sendConfigurationSms, { params: { subscriptionId }, body: {} }),
  },
};
