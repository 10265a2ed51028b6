import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CognitoError } from './cognito-error';
import { parseInput } from './parse-input';
import { assertPasswordPolicy } from './password-policy';
import type { PoolContext } from './pool-context';
import { type LanguageHints, temporaryPasswordMessage } from './pool-messages';
import type { StoredUser } from './pool-state';
import type { ActionHandler } from './user-actions';
import { parseUserAttributes, toAttributeList } from './user-attributes';

const poolId = z.string().min(1).max(55);
const username = z
  .string()
  .min(1)
  .max(128)
  .regex(
    /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u,
    'Member must satisfy regular expression pattern: [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+',
  );
const attributeList = z
  .array(z.object({ Name: z.string().min(1).max(32), Value: z.string().optional() }))
  .max(50);
const userInput = z.object({ UserPoolId: poolId, Username: username });

const createUserInput = userInput.extend({
  UserAttributes: attributeList.optional(),
  TemporaryPassword: z.string().min(1).max(256).optional(),
  MessageAction: z.enum(['RESEND', 'SUPPRESS']).optional(),
  DesiredDeliveryMediums: z.array(z.enum(['EMAIL', 'SMS'])).optional(),
  ClientMetadata: z.record(z.string().max(128), z.string().max(1024)).optional(),
});
const setPasswordInput = userInput.extend({
  Password: z.string().min(1).max(256),
  Permanent: z.boolean().optional(),
});
const updateAttributesInput = userInput.extend({ UserAttributes: attributeList });

const notFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');
const seconds = (ms: number) => ms / 1000;

/** A temporary password that meets the pool's policy, for AdminCreateUser calls that give none. */
function generateTemporaryPassword(): string {
  const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));
  const chars = [
    pick('ABCDEFGHJKLMNPQRSTUVWXYZ'),
    pick('abcdefghijkmnpqrstuvwxyz'),
    pick('23456789'),
    pick('!@#$%&*()'),
    ...randomBytes(8).toString('base64url'),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

function describeUser(user: StoredUser) {
  return {
    Username: user.username,
    UserCreateDate: seconds(user.createdAt),
    UserLastModifiedDate: seconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}

/** The Admin* calls the api makes, SigV4-signed with the admin credentials (checked by the router). */
export function createAdminActions(ctx: PoolContext): Record<string, ActionHandler> {
  const { state, hasher, now, log } = ctx;

  const findUser = (UserPoolId: string, Username: string) => {
    ctx.requirePool(UserPoolId);
    const user = state.users.byLogin(Username);
    if (!user) throw notFound();
    return user;
  };

  const assertEmailFree = (email: string | undefined, owner?: StoredUser) => {
    const holder = email ? state.users.byEmailAddress(email) : undefined;
    if (holder && holder.username !== owner?.username) {
      throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
    }
  };

  const sendInvitation = async (user: StoredUser, temporaryPassword: string, hints: LanguageHints) => {
    await ctx.outbox.deliver({
      channel: 'email',
      to: user.attributes.email ?? '',
      ...temporaryPasswordMessage(user, temporaryPassword, hints),
    });
    log(`invitation sent to ${user.username}`);
  };

  return {
    async AdminCreateUser(input, request) {
      const {
        UserPoolId,
        Username,
        UserAttributes = [],
        TemporaryPassword,
        MessageAction,
        ClientMetadata,
      } = parseInput(createUserInput, input);
      const hints = { clientMetadata: ClientMetadata, acceptLanguage: request.acceptLanguage };
      ctx.requirePool(UserPoolId);
      const temporaryPassword = TemporaryPassword ?? generateTemporaryPassword();
      assertPasswordPolicy(temporaryPassword);

      if (MessageAction === 'RESEND') {
        const user = findUser(UserPoolId, Username);
        if (user.status !== 'FORCE_CHANGE_PASSWORD') {
          throw new CognitoError(
            'UnsupportedUserStateException',
            'Resend not possible. User is already confirmed.',
          );
        }
        const updated = { ...user, passwordHash: await hasher.hash(temporaryPassword), updatedAt: now() };
        state.users.put(updated);
        await state.save();
        await sendInvitation(updated, temporaryPassword, hints);
        return { User: { ...describeUser(updated), Attributes: toAttributeList(updated) } };
      }

      if (state.users.get(Username))
        throw new CognitoError('UsernameExistsException', 'User account already exists');
      const attributes = parseUserAttributes(UserAttributes);
      if (!attributes.email) {
        throw new CognitoError(
          'InvalidParameterException',
          'Attributes did not conform to the schema: email: The attribute is required',
        );
      }
      assertEmailFree(attributes.email);
      attributes.email_verified ??= 'false';
      const passwordHash = await hasher.hash(temporaryPassword);
      // The hash took a while: someone may have taken the name or e-mail meanwhile.
      if (state.users.get(Username))
        throw new CognitoError('UsernameExistsException', 'User account already exists');
      assertEmailFree(attributes.email);
      const user: StoredUser = {
        username: Username.toLowerCase(),
        sub: randomUUID(),
        attributes,
        passwordHash,
        status: 'FORCE_CHANGE_PASSWORD',
        enabled: true,
        createdAt: now(),
        updatedAt: now(),
      };
      state.users.put(user);
      await state.save();
      if (MessageAction !== 'SUPPRESS') await sendInvitation(user, temporaryPassword, hints);
      return { User: { ...describeUser(user), Attributes: toAttributeList(user) } };
    },

    async AdminSetUserPassword(input) {
      const { UserPoolId, Username, Password, Permanent = false } = parseInput(setPasswordInput, input);
      findUser(UserPoolId, Username);
      assertPasswordPolicy(Password);
      const passwordHash = await hasher.hash(Password);
      const user = findUser(UserPoolId, Username);
      state.users.put({
        ...user,
        passwordHash,
        status: Permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
        updatedAt: now(),
      });
      state.resetCodes.delete(user.username);
      await state.save();
      return {};
    },

    async AdminUpdateUserAttributes(input) {
      const { UserPoolId, Username, UserAttributes } = parseInput(updateAttributesInput, input);
      const user = findUser(UserPoolId, Username);
      const changes = parseUserAttributes(UserAttributes);
      if (changes.email !== undefined && changes.email !== user.attributes.email) {
        assertEmailFree(changes.email, user);
        // A new address is unverified unless the caller vouches for it, as in Cognito.
        changes.email_verified ??= 'false';
      }
      state.users.put({ ...user, attributes: { ...user.attributes, ...changes }, updatedAt: now() });
      await state.save();
      return {};
    },

    async AdminDisableUser(input) {
      const { UserPoolId, Username } = parseInput(userInput, input);
      const user = findUser(UserPoolId, Username);
      state.users.put({ ...user, enabled: false, updatedAt: now() });
      ctx.revokeAllTokens(user);
      await state.save();
      return {};
    },

    async AdminEnableUser(input) {
      const { UserPoolId, Username } = parseInput(userInput, input);
      const user = findUser(UserPoolId, Username);
      state.users.put({ ...user, enabled: true, updatedAt: now() });
      await state.save();
      return {};
    },

    async AdminGetUser(input) {
      const { UserPoolId, Username } = parseInput(userInput, input);
      const user = findUser(UserPoolId, Username);
      return { ...describeUser(user), UserAttributes: toAttributeList(user) };
    },

    async AdminUserGlobalSignOut(input) {
      const { UserPoolId, Username } = parseInput(userInput, input);
      ctx.revokeAllTokens(findUser(UserPoolId, Username));
      await state.save();
      return {};
    },

    async AdminDeleteUser(input) {
      const { UserPoolId, Username } = parseInput(userInput, input);
      const user = findUser(UserPoolId, Username);
      ctx.revokeAllTokens(user);
      state.users.delete(user);
      state.resetCodes.delete(user.username);
      await state.save();
      return {};
    },
  };
}
