import { createHash, randomBytes } from 'node:crypto';

/** A verification link's token: 32 random bytes, base64url (256 bits). Only its hash is ever stored. */
export function newVerificationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a token: how `verification_links` finds a link without holding a usable one. */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
