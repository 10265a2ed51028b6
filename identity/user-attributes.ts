import { CognitoError } from './cognito-error';
import type { StoredUser } from './pool-state';

export type AttributeType = { Name: string; Value: string };

/** Cognito's standard attributes; custom ones are `custom:<name>`. */
const STANDARD = new Set([
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);
const CUSTOM = /^custom:[A-Za-z0-9_-]{1,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_VALUE_LENGTH = 2048;

/**
 * Checks an `[{ Name, Value }]` list against the pool's schema and returns it as a record.
 * `sub` is immutable; unknown names are refused as Cognito refuses them.
 */
export function parseUserAttributes(list: ReadonlyArray<{ Name: string; Value?: string | undefined }>) {
  const attributes: Record<string, string> = {};
  for (const { Name, Value = '' } of list) {
    if (Name === 'sub')
      throw new CognitoError('InvalidParameterException', 'Cannot modify an immutable attribute: sub');
    if (!STANDARD.has(Name) && !CUSTOM.test(Name)) {
      throw new CognitoError('InvalidParameterException', `Attribute does not exist in the schema: ${Name}`);
    }
    if (Value.length > MAX_VALUE_LENGTH) {
      throw new CognitoError(
        'InvalidParameterException',
        `String attributes cannot have a length of more than ${MAX_VALUE_LENGTH}`,
      );
    }
    if (Name === 'email' && !EMAIL.test(Value)) {
      throw new CognitoError('InvalidParameterException', 'Invalid email address format.');
    }
    if (Name.endsWith('_verified') && Value !== 'true' && Value !== 'false') {
      throw new CognitoError('InvalidParameterException', `${Name} must be true or false`);
    }
    attributes[Name] = Name === 'email' ? Value.toLowerCase() : Value;
  }
  return attributes;
}

/** A user's attributes as Cognito lists them, `sub` first. */
export function toAttributeList(user: StoredUser): AttributeType[] {
  return [
    { Name: 'sub', Value: user.sub },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}
