import { randomBytes } from 'node:crypto';
import type { EnvelopeRequest, EnvelopeStatus, ESignature } from './e-signature';

export type EmbeddedESignatureOptions = {
  /** Delay of every call, as a remote provider has; 0 in tests. */
  latencyMs?: number;
  /** Time from sending until the signer opens the envelope. */
  viewedAfterMs?: number;
  /** Time from sending until the signer signs. */
  signedAfterMs?: number;
  /** Time from sending until an unsigned envelope expires. */
  expiresAfterMs?: number;
};

/** Signers at this domain bounce: the envelope fails (ERRORED) as soon as the provider is asked about it. */
export const BOUNCING_SIGNER_DOMAIN = 'bounce.test';
/** Signers whose e-mail's local part ends in this open the envelope but never sign: it expires. */
export const NEVER_SIGNING_SUFFIX = '+nosign';

const DEFAULTS = {
  latencyMs: 20,
  viewedAfterMs: 2 * 60_000,
  signedAfterMs: 10 * 60_000,
  expiresAfterMs: 30 * 86_400_000,
};

type Outcome = 'SIGNS' | 'BOUNCES' | 'NEVER_SIGNS';
const OUTCOME_CODES: Record<Outcome, string> = { SIGNS: 'S', BOUNCES: 'B', NEVER_SIGNS: 'N' };

function outcomeOf(email: string): Outcome {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  if (domain === BOUNCING_SIGNER_DOMAIN) return 'BOUNCES';
  if (local.endsWith(NEVER_SIGNING_SUFFIX)) return 'NEVER_SIGNS';
  return 'SIGNS';
}

/**
 * A stand-in for the e-signature provider. It keeps no state: the envelope id carries when it was sent and how
 * its signer behaves, so every api instance (and the sweep) reads the same progress from it: SENDED, VIEWED after
 * a while, COMPLETED later; a bouncing signer makes it ERRORED, a signer who never signs makes it EXPIRED.
 */
export function createEmbeddedESignature(options: EmbeddedESignatureOptions = {}): ESignature {
  const settings = { ...DEFAULTS, ...options };
  const wait = () =>
    settings.latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, settings.latencyMs)) : undefined;
  return {
    async sendEnvelope(request: EnvelopeRequest, now: Date) {
      await wait();
      const outcome = OUTCOME_CODES[outcomeOf(request.signer.email)];
      return {
        envelopeId: `ESIG-${now.getTime().toString(36)}-${outcome}-${randomBytes(6).toString('hex')}`,
      };
    },
    async envelopeStatus(envelopeId: string, now: Date): Promise<EnvelopeStatus> {
      await wait();
      const match = /^ESIG-([0-9a-z]+)-([SBN])-[0-9a-f]{12}$/.exec(envelopeId);
      if (!match) throw new Error(`unknown envelope ${envelopeId}`);
      const elapsed = now.getTime() - Number.parseInt(match[1] ?? '0', 36);
      if (match[2] === 'B') return 'ERRORED';
      if (elapsed < settings.viewedAfterMs) return 'SENDED';
      if (match[2] === 'N') return elapsed < settings.expiresAfterMs ? 'VIEWED' : 'EXPIRED';
      return elapsed < settings.signedAfterMs ? 'VIEWED' : 'COMPLETED';
    },
    async voidEnvelope() {
      await wait();
    },
  };
}
