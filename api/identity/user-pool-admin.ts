import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  type AttributeType,
  CognitoIdentityProviderClient,
  type CognitoIdentityProviderClientConfig,
  GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { ApiConfig } from '../config';

export type PoolUser = {
  username: string;
  attributes: Record<string, string>;
  /** Only AdminGetUser reports these. */
  enabled?: boolean;
  status?: string;
};

/** What the api needs from the user pool (Amazon Cognito or the embedded pool; same protocol). */
export type UserPoolAdmin = {
  /** Creates the account; an existing username is reported, not thrown, so seeding can be repeated. */
  createUser(input: {
    username: string;
    attributes: Record<string, string>;
    temporaryPassword?: string;
    /** The pool makes up a temporary password and e-mails it to the user (Cognito's invitation). */
    invite?: boolean;
  }): Promise<{ username: string; alreadyExisted: boolean }>;
  setPassword(username: string, password: string, permanent: boolean): Promise<void>;
  updateAttributes(username: string, attributes: Record<string, string>): Promise<void>;
  disableUser(username: string): Promise<void>;
  /** Deletes the account (its sessions end with it); a username the pool does not know is not an error. */
  deleteUser(username: string): Promise<void>;
  /** null when the pool has no such user. */
  getUser(username: string): Promise<PoolUser | null>;
  /** The token's owner, or null when the pool rejects the token (revoked, expired, forged). */
  getUserByAccessToken(accessToken: string): Promise<PoolUser | null>;
};

type UserPoolAdminConfig = Pick<
  ApiConfig,
  'userPoolId' | 'region' | 'userPoolEndpoint' | 'adminCredentials' | 'adminCredentialsFile'
>;

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

function toAttributeList(attributes: Record<string, string>): AttributeType[] {
  return Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
}

function fromAttributeList(list: AttributeType[] | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { Name, Value } of list ?? [])
    if (Name !== undefined && Value !== undefined) attributes[Name] = Value;
  return attributes;
}

async function readCredentialsFile(file: string): Promise<{ accessKeyId: string; secretAccessKey: string }> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'accessKeyId' in parsed &&
    'secretAccessKey' in parsed &&
    typeof parsed.accessKeyId === 'string' &&
    typeof parsed.secretAccessKey === 'string'
  ) {
    return { accessKeyId: parsed.accessKeyId, secretAccessKey: parsed.secretAccessKey };
  }
  throw new Error(`${file} does not hold {accessKeyId, secretAccessKey}`);
}

function credentialsFor(config: UserPoolAdminConfig): CognitoIdentityProviderClientConfig['credentials'] {
  if (config.adminCredentials) return config.adminCredentials;
  // No file and a real pool: the AWS SDK's default credential chain (instance role, profile...).
  if (config.region !== 'local' && !existsSync(config.adminCredentialsFile)) return undefined;
  // Read on first use: the embedded pool writes this file when it first starts, possibly after the api.
  let cached: Promise<{ accessKeyId: string; secretAccessKey: string }> | undefined;
  return () => {
    cached ??= readCredentialsFile(config.adminCredentialsFile).catch((error: unknown) => {
      cached = undefined;
      throw new Error(
        `no user pool admin credentials: set IDP_ADMIN_ACCESS_KEY_ID and IDP_ADMIN_SECRET_ACCESS_KEY or start the embedded pool (${config.adminCredentialsFile})`,
        { cause: error },
      );
    });
    return cached;
  };
}

export function createUserPoolAdmin(config: UserPoolAdminConfig): UserPoolAdmin {
  // The project supports Node 20 (package.json `engines`); the SDK's notice about its 2027 releases would
  // print on every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.userPoolEndpoint ? { endpoint: config.userPoolEndpoint } : {}),
    credentials: credentialsFor(config),
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000 },
  });
  const UserPoolId = config.userPoolId;

  return {
    async createUser({ username, attributes, temporaryPassword, invite = false }) {
      try {
        const { User } = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: username,
            UserAttributes: toAttributeList(attributes),
            TemporaryPassword: temporaryPassword,
            ...(invite ? { DesiredDeliveryMediums: ['EMAIL'] } : { MessageAction: 'SUPPRESS' }),
          }),
        );
        return { username: User?.Username ?? username, alreadyExisted: false };
      } catch (error) {
        if (errorName(error) === 'UsernameExistsException') return { username, alreadyExisted: true };
        throw error;
      }
    },
    async setPassword(username, password, permanent) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: username,
          Password: password,
          Permanent: permanent,
        }),
      );
    },
    async updateAttributes(username, attributes) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId,
          Username: username,
          UserAttributes: toAttributeList(attributes),
        }),
      );
    },
    async disableUser(username) {
      await client.send(new AdminDisableUserCommand({ UserPoolId, Username: username }));
    },
    async deleteUser(username) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: username }));
      } catch (error) {
        if (errorName(error) !== 'UserNotFoundException') throw error;
      }
    },
    async getUser(username) {
      try {
        const user = await client.send(new AdminGetUserCommand({ UserPoolId, Username: username }));
        return {
          username: user.Username ?? username,
          attributes: fromAttributeList(user.UserAttributes),
          enabled: user.Enabled,
          status: user.UserStatus,
        };
      } catch (error) {
        if (errorName(error) === 'UserNotFoundException') return null;
        throw error;
      }
    },
    async getUserByAccessToken(accessToken) {
      try {
        const user = await client.send(new GetUserCommand({ AccessToken: accessToken }));
        if (!user.Username) return null;
        return { username: user.Username, attributes: fromAttributeList(user.UserAttributes) };
      } catch (error) {
        const name = errorName(error);
        if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') return null;
        throw error;
      }
    },
  };
}
