import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { createAttemptWindow } from './attempt-window';
import { CognitoError } from './cognito-error';
import { parseInput } from './parse-input';
import { assertPasswordPolicy } from './password-policy';
import { type PoolContext, sha256 } from './pool-context';
import { type LanguageHints, resetCodeMessage } from './pool-messages';
import type { StoredUser } from './pool-state';
import { createSignInLockout } from './sign-in-lockout';
import { parseUserAttributes, toAttributeList } from './user-attributes';

/** `acceptLanguage`: the request's Accept-Language header, one hint of the language of an e-mail it causes. */
export type RequestInfo = { address: string; acceptLanguage?: string | undefined };
export type ActionHandler = (input: unknown, request: RequestInfo) => Promise<object>;

const CHALLENGE_TTL_MS = 3 * 60 * 1000;
const RESET_CODE_TTL_MS = 60 * 60 * 1000;
const RESET_CODE_MAX_ATTEMPTS = 5;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const SIGN_IN_FAILURES_PER_ADDRESS = 20;
const RESET_REQUESTS_PER_HOUR = 10;

const text = z.string().min(1);
const tokenText = z.string().min(1).max(16_384);
const clientId = z.string().min(1).max(128);
const username = z.string().min(1).max(128);

const initiateAuthInput = z.object({
  AuthFlow: text,
  ClientId: clientId,
  AuthParameters: z.record(z.string(), z.string()).optional(),
});
const respondToAuthChallengeInput = z.object({
  ChallengeName: text,
  ClientId: clientId,
  Session: z.string().max(4096).optional(),
  ChallengeResponses: z.record(z.string(), z.string()).optional(),
});
const refreshInput = z.object({ RefreshToken: tokenText, ClientId: clientId });
const clientMetadata = z.record(z.string().max(128), z.string().max(1024));
const forgotPasswordInput = z.object({
  ClientId: clientId,
  Username: username,
  ClientMetadata: clientMetadata.optional(),
});
const confirmForgotPasswordInput = z.object({
  ClientId: clientId,
  Username: username,
  ConfirmationCode: z.string().min(1).max(2048),
  Password: z.string().min(1).max(256),
});
const accessTokenInput = z.object({ AccessToken: tokenText });
const revokeTokenInput = z.object({ Token: tokenText, ClientId: clientId });

const incorrectCredentials = () =>
  new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
const invalidSession = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
const missing = (name: string) =>
  new CognitoError('InvalidParameterException', `Missing required parameter ${name}`);

/** `jane.doe@example.com` -> `j***@e***`, as Cognito shows a code's destination. */
function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('base64url');
}

/** The unauthenticated and access-token actions Amplify calls. */
export function createUserActions(
  ctx: PoolContext,
  dummyPasswordHash: string,
): Record<string, ActionHandler> {
  const { state, hasher, tokens, now, log } = ctx;
  const lockout = createSignInLockout(now);
  const failuresByAddress = createAttemptWindow({
    limit: SIGN_IN_FAILURES_PER_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
    now,
  });
  const resetRequests = createAttemptWindow({
    limit: RESET_REQUESTS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    now,
  });

  async function signIn(login: string, password: string, address: string) {
    if (failuresByAddress.exceeded(address))
      throw new CognitoError('TooManyRequestsException', 'Rate exceeded');
    const user = state.users.byLogin(login);
    const userKey = user?.username ?? login.toLowerCase();
    if (lockout.lockedOut(userKey))
      throw new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
    // Unknown users cost a hash too, so response time does not tell who exists.
    const matches = await hasher.verify(password, user?.passwordHash ?? dummyPasswordHash);
    if (!user || !matches) {
      lockout.failed(userKey);
      failuresByAddress.record(address);
      throw incorrectCredentials();
    }
    lockout.succeeded(userKey);
    if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      const session = randomBytes(96).toString('base64url');
      state.challengeSessions.set(sha256(session), {
        hash: sha256(session),
        username: user.username,
        expiresAt: now() + CHALLENGE_TTL_MS,
      });
      await state.save();
      return {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeParameters: {
          USER_ID_FOR_SRP: user.username,
          requiredAttributes: '[]',
          userAttributes: JSON.stringify(user.attributes),
        },
      };
    }
    return { ChallengeParameters: {}, AuthenticationResult: await ctx.startSession(user) };
  }

  async function refresh(refreshToken: string, client: string) {
    const record = state.refreshTokens.get(sha256(refreshToken));
    if (!record || record.clientId !== client || record.expiresAt <= now()) {
      throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    }
    if (record.revokedAt !== undefined)
      throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    const user = state.users.bySub(record.sub);
    if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    return tokens.issue(user, record);
  }

  async function deliverResetCode(user: StoredUser, hints: LanguageHints) {
    const email = user.attributes.email ?? '';
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const salt = randomBytes(16).toString('base64url');
    state.resetCodes.set(user.username, {
      username: user.username,
      salt,
      hash: hashCode(code, salt),
      expiresAt: now() + RESET_CODE_TTL_MS,
      attempts: 0,
    });
    await state.save();
    await ctx.outbox.deliver({
      channel: 'email',
      to: email,
      ...resetCodeMessage(user, code, hints),
      code,
    });
  }

  return {
    async InitiateAuth(input, request) {
      const { AuthFlow, ClientId, AuthParameters = {} } = parseInput(initiateAuthInput, input);
      ctx.requireClient(ClientId);
      switch (AuthFlow) {
        case 'USER_PASSWORD_AUTH': {
          const { USERNAME, PASSWORD } = AuthParameters;
          if (!USERNAME) throw missing('USERNAME');
          if (!PASSWORD) throw missing('PASSWORD');
          return signIn(USERNAME, PASSWORD, request.address);
        }
        case 'REFRESH_TOKEN_AUTH':
        case 'REFRESH_TOKEN': {
          const { REFRESH_TOKEN } = AuthParameters;
          if (!REFRESH_TOKEN) throw missing('REFRESH_TOKEN');
          return { ChallengeParameters: {}, AuthenticationResult: await refresh(REFRESH_TOKEN, ClientId) };
        }
        default:
          throw new CognitoError('InvalidParameterException', `${AuthFlow} flow not enabled for this client`);
      }
    },

    async RespondToAuthChallenge(input) {
      const {
        ChallengeName,
        ClientId,
        Session,
        ChallengeResponses = {},
      } = parseInput(respondToAuthChallengeInput, input);
      ctx.requireClient(ClientId);
      if (ChallengeName !== 'NEW_PASSWORD_REQUIRED') {
        throw new CognitoError(
          'InvalidParameterException',
          `${ChallengeName} challenge is not supported by this pool`,
        );
      }
      const { USERNAME, NEW_PASSWORD } = ChallengeResponses;
      if (!USERNAME) throw missing('USERNAME');
      if (!NEW_PASSWORD) throw missing('NEW_PASSWORD');
      const sessionKey = sha256(Session ?? '');
      const session = state.challengeSessions.get(sessionKey);
      const user = state.users.byLogin(USERNAME);
      if (!session || session.expiresAt <= now() || !user || user.username !== session.username) {
        throw invalidSession();
      }
      if (user.status !== 'FORCE_CHANGE_PASSWORD') throw invalidSession();
      if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
      const required = Object.entries(ChallengeResponses)
        .filter(([name]) => name.startsWith('userAttributes.'))
        .map(([name, value]) => ({ Name: name.slice('userAttributes.'.length), Value: value }));
      const attributes = parseUserAttributes(required);
      // A weak password keeps the session, so the person can try another one.
      assertPasswordPolicy(NEW_PASSWORD);
      if (!state.challengeSessions.delete(sessionKey)) throw invalidSession();
      const passwordHash = await hasher.hash(NEW_PASSWORD);
      // Re-read after the hash: an admin call may have changed the user meanwhile.
      const current = state.users.get(user.username) ?? user;
      const updated: StoredUser = {
        ...current,
        attributes: { ...current.attributes, ...attributes },
        passwordHash,
        status: 'CONFIRMED',
        updatedAt: now(),
      };
      state.users.put(updated);
      log(`new password set by ${updated.username}`);
      return { ChallengeParameters: {}, AuthenticationResult: await ctx.startSession(updated) };
    },

    async GetTokensFromRefreshToken(input) {
      const { RefreshToken, ClientId } = parseInput(refreshInput, input);
      ctx.requireClient(ClientId);
      return { AuthenticationResult: await refresh(RefreshToken, ClientId) };
    },

    async ForgotPassword(input, request) {
      const { ClientId, Username, ClientMetadata } = parseInput(forgotPasswordInput, input);
      ctx.requireClient(ClientId);
      const user = state.users.byLogin(Username);
      const key = user?.username ?? Username.toLowerCase();
      if (resetRequests.exceeded(key)) {
        throw new CognitoError(
          'LimitExceededException',
          'Attempt limit exceeded, please try after some time.',
        );
      }
      resetRequests.record(key);
      const email = user?.attributes.email ?? (Username.includes('@') ? Username : `${Username}@${Username}`);
      const answer = {
        CodeDeliveryDetails: {
          Destination: maskEmail(email),
          DeliveryMedium: 'EMAIL',
          AttributeName: 'email',
        },
      };
      if (!user?.enabled) {
        log('password reset asked for an unknown or disabled user: nothing sent');
        return answer;
      }
      if (user.status === 'FORCE_CHANGE_PASSWORD') {
        throw new CognitoError(
          'NotAuthorizedException',
          'User password cannot be reset in the current state.',
        );
      }
      if (user.attributes.email_verified !== 'true') {
        throw new CognitoError(
          'InvalidParameterException',
          'Cannot reset password for the user as there is no registered/verified email or phone_number',
        );
      }
      await deliverResetCode(user, {
        clientMetadata: ClientMetadata,
        acceptLanguage: request.acceptLanguage,
      });
      return answer;
    },

    async ConfirmForgotPassword(input) {
      const { ClientId, Username, ConfirmationCode, Password } = parseInput(
        confirmForgotPasswordInput,
        input,
      );
      ctx.requireClient(ClientId);
      const mismatch = () =>
        new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      const user = state.users.byLogin(Username);
      if (!user?.enabled) throw mismatch();
      assertPasswordPolicy(Password);
      const record = state.resetCodes.get(user.username);
      if (!record || record.expiresAt <= now()) {
        state.resetCodes.delete(user.username);
        throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      }
      if (record.attempts >= RESET_CODE_MAX_ATTEMPTS) {
        throw new CognitoError(
          'LimitExceededException',
          'Attempt limit exceeded, please try after some time.',
        );
      }
      const expected = Buffer.from(record.hash);
      const actual = Buffer.from(hashCode(ConfirmationCode.trim(), record.salt));
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        record.attempts += 1;
        await state.save();
        throw mismatch();
      }
      state.resetCodes.delete(user.username);
      const passwordHash = await hasher.hash(Password);
      const current = state.users.get(user.username) ?? user;
      const updated: StoredUser = { ...current, passwordHash, status: 'CONFIRMED', updatedAt: now() };
      state.users.put(updated);
      ctx.revokeAllTokens(updated);
      // A new password set with the e-mailed code ends any lockout, as a successful sign-in does.
      lockout.succeeded(updated.username);
      await state.save();
      log(`password reset by code for ${updated.username}`);
      return {};
    },

    async GlobalSignOut(input) {
      const { AccessToken } = parseInput(accessTokenInput, input);
      const { user } = await ctx.authenticate(AccessToken);
      ctx.revokeAllTokens(user);
      await state.save();
      return {};
    },

    async RevokeToken(input) {
      const { Token, ClientId } = parseInput(revokeTokenInput, input);
      ctx.requireClient(ClientId);
      if (Token.split('.').length === 3) {
        throw new CognitoError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
      }
      const record = state.refreshTokens.get(sha256(Token));
      // Revoking an unknown or already revoked token succeeds, as OAuth token revocation does.
      if (record && record.clientId === ClientId) {
        ctx.revokeFamily(record);
        await state.save();
      }
      return {};
    },

    async GetUser(input) {
      const { AccessToken } = parseInput(accessTokenInput, input);
      const { user } = await ctx.authenticate(AccessToken);
      return { Username: user.username, UserAttributes: toAttributeList(user) };
    },
  };
}
