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
    `, {"hash":"sha256:5ce9b026a6c7d9a0a7d49aad0e416d2e4183c05746af7a624b9aa1cd850083df"}) as unknown as TypedDocumentString<SessionQuery, SessionQueryVariables>;
export const ReturnToOriginalChannelDocument = new TypedDocumentString(`
    mutation ReturnToOriginalChannel {
  returnToOriginalChannel {
    channel
    originalChannel
  }
}
    `, {"hash":"sha256:d11e2e92238d3e5e37ef1d398190457ddfe416579c606b5d13cf0c76f6c15beb"}) as unknown as TypedDocumentString<ReturnToOriginalChannelMutation, ReturnToOriginalChannelMutationVariables>;
export const EnterChannelDocument = new TypedDocumentString(`
    mutation EnterChannel($channel: ID!) {
  enterChannel(channel: $channel) {
    channel
    originalChannel
  }
}
    `, {"hash":"sha256:5d579c419c4de1dbcb30c9da88cf4e6f9b8eed7d6cf6068af2aecf9b9f97c7f3"}) as unknown as TypedDocumentString<EnterChannelMutation, EnterChannelMutationVariables>;
export const CachedBrandsDocument = new TypedDocumentString(`
    query CachedBrands {
  cachedBrands {
    brandId
    name
  }
}
    `, {"hash":"sha256:f00b59a7c1e1c44d85e1f4faa03479d841dd72f68f04430ef7ddf438550647c0"}) as unknown as TypedDocumentString<CachedBrandsQuery, CachedBrandsQueryVariables>;