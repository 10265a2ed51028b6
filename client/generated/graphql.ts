/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'CLIENT'
  | 'MANAGER'
  | 'USER';

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { session: { fullName: string, username: string, email: string, role: Role, channel: string, originalChannel: string, superAdmin: boolean, avatar: string | null, abilities: Array<{ action: string, subject: string }> }, brand: { brandId: string, name: string, logoURL: string | null, expandedLogoURL: string | null, darkModeLogoURL: string | null, darkModeExpandedLogoURL: string | null, generateCustomerInvoices: boolean, hasMaxSales: boolean, maxSales: number | null } };

export type ReturnToOriginalChannelMutationVariables = Exact<{ [key: string]: never; }>;


export type ReturnToOriginalChannelMutation = { returnToOriginalChannel: { channel: string, originalChannel: string } };

export type EnterChannelMutationVariables = Exact<{
  channel: string | number;
}>;


export type EnterChannelMutation = { enterChannel: { channel: string, originalChannel: string } };

export type CachedBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type CachedBrandsQuery = { cachedBrands: Array<{ brandId: string, name: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const SessionDocument = new TypedDocumentString(`
    query Session {
  session {
    fullName
    username
    email
    role
    channel
    originalChannel
    superAdmin
    avatar
    abilities {
      action
      subject
    }
  }
  brand {
    brandId
    name
    logoURL
    expandedLogoURL
    darkModeLogoURL
    darkModeExpandedLogoURL
    generateCustomerInvoices
    hasMaxSales
    maxSales
  }
}
    `) as unknown as TypedDocumentString<SessionQuery, SessionQueryVariables>;
export const ReturnToOriginalChannelDocument = new TypedDocumentString(`
    mutation ReturnToOriginalChannel {
  returnToOriginalChannel {
    channel
    originalChannel
  }
}
    `) as unknown as TypedDocumentString<ReturnToOriginalChannelMutation, ReturnToOriginalChannelMutationVariables>;
export const EnterChannelDocument = new TypedDocumentString(`
    mutation EnterChannel($channel: ID!) {
  enterChannel(channel: $channel) {
    channel
    originalChannel
  }
}
    `) as unknown as TypedDocumentString<EnterChannelMutation, EnterChannelMutationVariables>;
export const CachedBrandsDocument = new TypedDocumentString(`
    query CachedBrands {
  cachedBrands {
    brandId
    name
  }
}
    `) as unknown as TypedDocumentString<CachedBrandsQuery, CachedBrandsQueryVariables>;