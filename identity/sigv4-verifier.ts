import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AdminCredentials } from './admin-credentials';
import { CognitoError } from './cognito-error';

/** What the verifier needs of an incoming request: the exact bytes and headers that were signed. */
export type SignedRequest = {
  method: string;
  /** Path as received, before the query string (e.g. `/idp/`). */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

type SignableRequest = Parameters<SignatureV4['presign']>[0];

const MAX_SKEW_MS = 5 * 60 * 1000;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9;_.-]+), ?Signature=([0-9a-f]{64})$/;
/** Headers a signature must cover, so neither the action, the host, the time nor the body can be swapped. */
const REQUIRED_SIGNED = ['host', 'x-amz-date', 'x-amz-target'];

type SourceData = string | ArrayBuffer | ArrayBufferView;

function toBuffer(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** node:crypto behind the hash interface @smithy/signature-v4 expects (HMAC when given a secret). */
class NodeSha256 {
  private hash;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.create();
  }
  private create() {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(this.secret));
  }
  update(data: SourceData) {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.create();
  }
}

function parseAmzDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

const invalidSignature = () =>
  new CognitoError(
    'NotAuthorizedException',
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
  );

/**
 * Verifies AWS Signature Version 4 on Admin* calls: the signature is recomputed with @smithy/signature-v4
 * over the received method, path, signed headers and body at the request's own date, then compared in
 * constant time.
 */
export function createSigV4Verifier({
  credentials,
  region,
  service,
  now,
}: {
  credentials: AdminCredentials;
  region: string;
  service: string;
  now: () => number;
}): (request: SignedRequest) => Promise<void> {
  const signer = new SignatureV4({ credentials, region, service, sha256: NodeSha256 });
  return async (request) => {
    const authorization = headerValue(request.headers.authorization);
    const amzDate = headerValue(request.headers['x-amz-date']);
    if (!authorization) throw new CognitoError('NotAuthorizedException', 'Missing Authentication Token');
    const parts = AUTHORIZATION.exec(authorization);
    if (!parts || !amzDate) {
      throw new CognitoError(
        'NotAuthorizedException',
        'Authorization header requires Credential, SignedHeaders and Signature.',
      );
    }
    const [, keyId, scopeDate, scopeRegion, scopeService, signedHeaderList, signature] =
      parts as unknown as string[];
    if (keyId !== credentials.accessKeyId) {
      throw new CognitoError(
        'UnrecognizedClientException',
        'The security token included in the request is invalid.',
      );
    }
    const signingDate = parseAmzDate(amzDate);
    if (
      !signingDate ||
      scopeDate !== amzDate.slice(0, 8) ||
      scopeRegion !== region ||
      scopeService !== service
    ) {
      throw new CognitoError(
        'NotAuthorizedException',
        'Credential should be scoped to a valid region and service.',
      );
    }
    if (Math.abs(now() - signingDate.getTime()) > MAX_SKEW_MS) {
      throw new CognitoError(
        'NotAuthorizedException',
        `Signature expired: ${amzDate} is now earlier or later than the allowed 5 minutes.`,
      );
    }
    const signedHeaders = (signedHeaderList ?? '').split(';');
    if (!REQUIRED_SIGNED.every((h) => signedHeaders.includes(h))) throw invalidSignature();
    const bodyHash = createHash('sha256').update(request.body).digest('hex');
    const declaredHash = headerValue(request.headers['x-amz-content-sha256']);
    // The signer trusts this header as the body's hash, so it must be the hash of the bytes received.
    if (declaredHash !== undefined && declaredHash !== bodyHash) throw invalidSignature();
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = headerValue(request.headers[name]);
      if (value === undefined) throw invalidSignature();
      headers[name] = value;
    }
    const toSign: SignableRequest = {
      method: request.method,
      protocol: 'http:',
      hostname: headers.host ?? '',
      path: request.path,
      query: request.query,
      headers,
      body: request.body,
    };
    const signed = await signer.sign(toSign, { signingDate, signingRegion: region, signingService: service });
    const expected = Buffer.from(
      /Signature=([0-9a-f]{64})$/.exec(headerValue(signed.headers.authorization) ?? '')?.[1] ?? '',
    );
    const actual = Buffer.from(signature ?? '');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalidSignature();
  };
}
