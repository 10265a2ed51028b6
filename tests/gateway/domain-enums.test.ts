import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createGatewaySchema } from '../../gateway/schema';
import { ROLES } from '../../schema/domain/roles';
import { TAX_TERRITORIES } from '../../schema/domain/taxes';
import { CANCELLATION_REASONS } from '../../schema/domain/vocabulary/cancellation-reason';
import { CHANNEL_STATUSES, CHANNEL_USER_STATUSES } from '../../schema/domain/vocabulary/channel';
import { CONTACT_TYPES } from '../../schema/domain/vocabulary/contact';
import { CUSTOMER_TYPES, DOCUMENT_TYPES, PAYMENT_METHODS } from '../../schema/domain/vocabulary/customer';
import {
  EMAIL_VERIFICATION_ACTIONS,
  EMAIL_VERIFICATION_STATUSES,
} from '../../schema/domain/vocabulary/email-verification';
import { FINANCIAL_RISK_OPINIONS } from '../../schema/domain/vocabulary/financial-risk';
import {
  PORTABILITY_ACTIONS,
  PORTABILITY_DIRECTIONS,
  PORTABILITY_STATUSES,
} from '../../schema/domain/vocabulary/portability';
import { PRODUCT_FAMILIES, PRODUCT_STATUSES } from '../../schema/domain/vocabulary/product';
import { SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';
import { VERIFIABLE_EMAILS } from '../../schema/rest/brand-settings';
import { ASSIGNABLE_ROLES } from '../../schema/rest/channel-management';
import { scoreCustomerResponse } from '../../schema/rest/customer-risk-documents';
import { CUSTOMER_SORTS, SORT_ORDERS, SUBSCRIPTION_SORTS } from '../../schema/rest/customers';
import { portabilitySchema } from '../../schema/rest/portabilities';

/** Each GraphQL enum and the list of schema/domain (or the REST contract) it must spell exactly. */
const VOCABULARY: Record<string, readonly string[]> = {
  SubscriptionStatus: SUBSCRIPTION_STATUSES,
  ProductFamily: PRODUCT_FAMILIES,
  SubscriptionSort: SUBSCRIPTION_SORTS,
  CustomerType: CUSTOMER_TYPES,
  DocumentType: DOCUMENT_TYPES,
  PaymentMethod: PAYMENT_METHODS,
  CustomerSort: CUSTOMER_SORTS,
  PortabilityStatus: PORTABILITY_STATUSES,
  PortabilityDirection: PORTABILITY_DIRECTIONS,
  PortabilityAction: PORTABILITY_ACTIONS,
  PortabilityType: portabilitySchema.shape.type.options,
  CancellationReason: CANCELLATION_REASONS,
  ProductStatus: PRODUCT_STATUSES,
  SortOrder: SORT_ORDERS,
  Role: ROLES,
  ChannelStatus: CHANNEL_STATUSES,
  ChannelUserStatus: CHANNEL_USER_STATUSES,
  AssignableRole: ASSIGNABLE_ROLES,
  ContactType: CONTACT_TYPES,
  EmailVerificationStatus: EMAIL_VERIFICATION_STATUSES,
  EmailVerificationAction: EMAIL_VERIFICATION_ACTIONS,
  VerifiableEmail: VERIFIABLE_EMAILS,
  FinancialRiskOpinion: FINANCIAL_RISK_OPINIONS,
  TaxTerritory: TAX_TERRITORIES,
  ScoreResult: scoreCustomerResponse.options.map((option) => option.shape.result.value),
};

describe('gateway: GraphQL enums against the domain vocabulary', () => {
  const schema = createGatewaySchema();

  it.each(Object.entries(VOCABULARY))('%s has exactly the values of its domain list', (name, values) => {
    const type = schema.getType(name);
    expect(type, `${name} is missing from the schema`).toBeInstanceOf(GraphQLEnumType);
    const sdlValues = (type as GraphQLEnumType).getValues().map((value) => value.name);
    expect(sdlValues).toEqual([...values]);
  });

  it('checks every enum of the schema: a new enum without its domain list fails here', () => {
    const enums = Object.values(schema.getTypeMap())
      .filter((type) => type instanceof GraphQLEnumType && !type.name.startsWith('__'))
      .map((type) => type.name)
      .sort();
    expect(enums).toEqual(Object.keys(VOCABULARY).sort());
  });
});
