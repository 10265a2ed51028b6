import { randomUUID } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { CognitoError } from './cognito-error';
import type { StoredUser } from './pool-state';
import type { SigningKey } from './signing-key';

/** What every token minted from one sign-in (and its refreshes) shares. */
export type TokenFamily = { originJti: string; eventId: string; authTime: number };

export type AuthenticationResult = {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
};

export type AccessTokenClaims = JWTPayload & {
  sub: string;
  username: string;
  client_id: string;
  origin_jti: string;
  token_use: 'access';
};

export type TokenService = {
  issue(user: StoredUser, family: TokenFamily): Promise<AuthenticationResult>;
  /** Checks signature, issuer, type, client and expiry; revocation is the caller's to check. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
};

const invalid = () => new CognitoError('NotAuthorizedException', 'Invalid Access Token');

/** Cognito-shaped RS256 access and ID tokens. */
export function createTokenService({
  key,
  issuer,
  clientId,
  now,
  accessTokenTtlSeconds,
}: {
  key: SigningKey;
  issuer: string;
  clientId: string;
  now: () => number;
  accessTokenTtlSeconds: number;
}): TokenService {
  const sign = (claims: JWTPayload) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);

  return {
    async issue(user, family) {
      const iat = Math.floor(now() / 1000);
      const exp = iat + accessTokenTtlSeconds;
      const common = {
        sub: user.sub,
        iss: issuer,
        origin_jti: family.originJti,
        event_id: family.eventId,
        auth_time: family.authTime,
        iat,
        exp,
      };
      const idAttributes: Record<string, string | boolean> = {};
      for (const [name, value] of Object.entries(user.attributes)) {
        idAttributes[name] = name.endsWith('_verified') ? value === 'true' : value;
      }
      const [AccessToken, IdToken] = await Promise.all([
        sign({
          ...common,
          client_id: clientId,
          token_use: 'access',
          scope: 'aws.cognito.signin.user.admin',
          jti: randomUUID(),
          username: user.username,
        }),
        sign({
          ...idAttributes,
          ...common,
          aud: clientId,
          token_use: 'id',
          'cognito:username': user.username,
          jti: randomUUID(),
        }),
      ]);
      return { AccessToken, IdToken, ExpiresIn: accessTokenTtlSeconds, TokenType: 'Bearer' };
    },

    async verifyAccessToken(token) {
      let payload: JWTPayload;
      try {
        const verified = await jwtVerify(token, key.publicKey, {
          algorithms: ['RS256'],
          issuer,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp', 'iat', 'jti', 'origin_jti'],
        });
        if (verified.protectedHeader.kid !== key.kid) throw invalid();
        payload = verified.payload;
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
        }
        throw invalid();
      }
      if (
        payload.token_use !== 'access' ||
        payload.client_id !== clientId ||
        typeof payload.username !== 'string' ||
        typeof payload.origin_jti !== 'string'
      ) {
        throw invalid();
      }
      return payload as AccessTokenClaims;
    },
  };
}
