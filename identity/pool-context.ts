import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CognitoError } from './cognito-error';
import type { MessageOutbox } from './message-outbox';
import type { PasswordHasher } from './password-hasher';
import type { PoolState, RefreshTokenRecord, StoredUser } from './pool-state';
import type { AccessTokenClaims, AuthenticationResult, TokenService } from './token-service';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type PoolSettings = {
  poolId: string;
  clientId: string;
  accessTokenTtlSeconds: number;
};

export type PoolContext = {
  settings: PoolSettings;
  state: PoolState;
  tokens: TokenService;
  hasher: PasswordHasher;
  outbox: MessageOutbox;
  log: (line: string) => void;
  now: () => number;
  requireClient(clientId: string): void;
  requirePool(poolId: string): void;
  /** Starts a token family for a fresh sign-in: access, ID and a new refresh token. */
  startSession(user: StoredUser): Promise<AuthenticationResult & { RefreshToken: string }>;
  /** Revokes one refresh token and every access/ID token minted from it. */
  revokeFamily(record: RefreshTokenRecord): void;
  /** Revokes every refresh token of the user and every access/ID token they minted. */
  revokeAllTokens(user: StoredUser): void;
  /** The signed-in user behind a valid, unrevoked access token. */
  authenticate(accessToken: string): Promise<{ user: StoredUser; claims: AccessTokenClaims }>;
};

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** The shared state and the token-family operations every action builds on. */
export function createPoolContext(
  base: Omit<
    PoolContext,
    'requireClient' | 'requirePool' | 'startSession' | 'revokeFamily' | 'revokeAllTokens' | 'authenticate'
  >,
): PoolContext {
  const { settings, state, tokens, now } = base;
  // Until the last access token the family may hold has expired, with a minute of slack.
  const revokedUntil = () => now() + settings.accessTokenTtlSeconds * 1000 + 60_000;

  const revokeFamily = (record: RefreshTokenRecord) => {
    record.revokedAt ??= now();
    state.revokedOrigins.set(record.originJti, revokedUntil());
  };

  return {
    ...base,
    requireClient(clientId) {
      if (clientId !== settings.clientId) {
        throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
      }
    },
    requirePool(poolId) {
      if (poolId !== settings.poolId) {
        throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
      }
    },
    async startSession(user) {
      const refreshToken = randomBytes(48).toString('base64url');
      const record: RefreshTokenRecord = {
        hash: sha256(refreshToken),
        sub: user.sub,
        clientId: settings.clientId,
        originJti: randomUUID(),
        eventId: randomUUID(),
        authTime: Math.floor(now() / 1000),
        expiresAt: now() + REFRESH_TOKEN_TTL_MS,
      };
      state.refreshTokens.set(record.hash, record);
      const result = await tokens.issue(user, record);
      await state.save();
      return { ...result, RefreshToken: refreshToken };
    },
    revokeFamily,
    revokeAllTokens(user) {
      for (const record of state.refreshTokens.values()) {
        if (record.sub === user.sub) revokeFamily(record);
      }
    },
    async authenticate(accessToken) {
      const claims = await tokens.verifyAccessToken(accessToken);
      if (state.revokedOrigins.has(claims.origin_jti)) {
        throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
      }
      const user = state.users.bySub(claims.sub);
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
      return { user, claims };
    },
  };
}
