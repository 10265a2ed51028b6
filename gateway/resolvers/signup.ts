import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { Endpoint } from '../../schema/rest/endpoint';
import { signupEndpoints } from '../../schema/rest/signup';
import type { Resolvers } from '../generated/resolvers';

/** A GraphQL input with its nulls (absent optionals) dropped, as the REST bodies take them: missing keys. */
type WithoutNulls<T> = T extends readonly (infer Item)[]
  ? WithoutNulls<Item>[]
  : T extends object
    ? { [K in keyof T]: WithoutNulls<Exclude<T[K], null>> }
    : T;

function withoutNulls<T>(value: T): WithoutNulls<T> {
  if (Array.isArray(value)) return value.map(withoutNulls) as WithoutNulls<T>;
  if (value === null || typeof value !== 'object') return value as WithoutNulls<T>;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, withoutNulls(field)]),
  ) as WithoutNulls<T>;
}

/**
 * The REST body of a signup save. The GraphQL inputs mirror the bodies field for field, but GraphQL has no
 * discriminated unions (a ported number's `lineNumber` is optional in the input type), so the input is handed
 * over as the body type and the api's zod schema refuses a bad one on its field, as it would from any client.
 */
function bodyOf<E extends Endpoint>(_endpoint: E, input: object, idempotencyKey: string) {
  return { ...withoutNulls(input), idempotencyKey } as z.input<NonNullable<E['body']>>;
}

export const signupResolvers: Resolvers = {
  Query: {
    signupOrder: (_parent, { id }, { rest }) => rest.call(signupEndpoints.getSignupOrder, { params: { id } }),
    verificationDocument: (_parent, { orderId, kind }, { rest }) =>
      rest.call(signupEndpoints.getVerificationDocument, { params: { id: orderId }, query: { kind } }),
  },
  Mutation: {
    startSignup: (_parent, { idempotencyKey, input, brandId }, { rest }) =>
      rest.call(signupEndpoints.startSignup, {
        body: {
          ...bodyOf(signupEndpoints.startSignup, input, idempotencyKey),
          brandId: brandId ?? undefined,
        },
      }),
    saveSignupCustomer: (_parent, { id, idempotencyKey, input }, { rest }) =>
      rest.call(signupEndpoints.saveSignupCustomer, {
        params: { id },
        body: bodyOf(signupEndpoints.saveSignupCustomer, input, idempotencyKey),
      }),
    saveSignupProducts: (_parent, { id, idempotencyKey, input }, { rest }) =>
      rest.call(signupEndpoints.saveSignupProducts, {
        params: { id },
        body: bodyOf(signupEndpoints.saveSignupProducts, input, idempotencyKey),
      }),
    saveSignupLines: (_parent, { id, idempotencyKey, input }, { rest }) =>
      rest.call(signupEndpoints.saveSignupLines, {
        params: { id },
        body: bodyOf(signupEndpoints.saveSignupLines, input, idempotencyKey),
      }),
    saveSignupVerification: (_parent, { id, idempotencyKey, input }, { rest }) =>
      rest.call(signupEndpoints.saveSignupVerification, {
        params: { id },
        body: bodyOf(signupEndpoints.saveSignupVerification, input, idempotencyKey),
      }),
    sendSignupVerificationLink: (_parent, { id }, { rest }) =>
      rest.call(signupEndpoints.sendSignupVerificationLink, { params: { id }, body: {} }),
    reviewSignupVerification: (_parent, { id, idempotencyKey, input }, { rest }) =>
      rest.call(signupEndpoints.reviewSignupVerification, {
        params: { id },
        body: bodyOf(signupEndpoints.reviewSignupVerification, input, idempotencyKey),
      }),
    saveSignupPayment: (_parent, { id, idempotencyKey, input }, { rest }) =>
      rest.call(signupEndpoints.saveSignupPayment, {
        params: { id },
        body: bodyOf(signupEndpoints.saveSignupPayment, input, idempotencyKey),
      }),
  },
  OrderDetail: {
    /**
     * The signup answers carry the wizard's state; GET /order does not, so a draft's is read (one more call,
     * only when the field is asked for) and a launched order or one the wizard did not start has none.
     */
    signup: async (order, _args, { rest }) => {
      if ('signup' in order && order.signup) return order.signup;
      if (!order.draft) return null;
      try {
        return (await rest.call(signupEndpoints.getSignupOrder, { params: { id: order.id } })).signup;
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
};
