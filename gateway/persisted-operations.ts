import { existsSync, readFileSync } from 'node:fs';
import { type DocumentNode, parse } from 'graphql';
import { canonicalDocumentText } from './canonical-document';
import { LruCache } from './lru-cache';

/**
 * The operations the console was built with: `client/generated/persisted-documents.json`, which
 * graphql-codegen's client preset writes as `{ "<sha256>": "<document>" }`.
 */
export type PersistedOperations = {
  readonly size: number;
  hashes(): string[];
  /** The document of a manifest hash (`<hex>` or `sha256:<hex>`). */
  textOf(hash: string): string | undefined;
  /** Whether a document is one of the manifest's however it is spelt (see canonicalDocumentText). */
  includes(document: DocumentNode): boolean;
  /**
   * Whether a query text is one of the manifest's operations: decided before any validation, and remembered
   * per text, so that refusing an unknown document costs one parse.
   */
  allowsText(text: string, maxTokens: number): boolean;
};

// Verdicts are remembered for texts up to this length only, so that junk cannot fill the memory.
const MAX_REMEMBERED_TEXT = 20_000;

const SHA256_PREFIX = 'sha256:';

/** The hex digest alone: codegen writes `sha256:<hex>`, APQ clients send `<hex>`. */
function digestOf(hash: string): string {
  return (hash.startsWith(SHA256_PREFIX) ? hash.slice(SHA256_PREFIX.length) : hash).toLowerCase();
}

export function createPersistedOperations(manifest: Readonly<Record<string, string>>): PersistedOperations {
  const texts = new Map(Object.entries(manifest).map(([hash, text]) => [digestOf(hash), text]));
  // Built when first asked (only the persisted-only mode asks): parsing every document took a third of a second of
  // the gateway's start.
  let canonical: Set<string> | undefined;
  const verdicts = new LruCache<string, boolean>(1000);
  const includes = (document: DocumentNode) => {
    canonical ??= new Set([...texts.values()].map((text) => canonicalDocumentText(parse(text))));
    return canonical.has(canonicalDocumentText(document));
  };
  return {
    size: texts.size,
    hashes: () => [...texts.keys()].map((digest) => `${SHA256_PREFIX}${digest}`),
    textOf: (hash) => texts.get(digestOf(hash)),
    includes,
    allowsText(text, maxTokens) {
      const remembered = verdicts.get(text);
      if (remembered !== undefined) return remembered;
      let allowed: boolean;
      try {
        allowed = includes(parse(text, { maxTokens }));
      } catch {
        allowed = false;
      }
      if (text.length <= MAX_REMEMBERED_TEXT) verdicts.set(text, allowed);
      return allowed;
    },
  };
}

/** Reads the manifest file; a missing file is an empty list (then persisted-only mode refuses everything). */
export function loadPersistedOperations(file: string): PersistedOperations {
  if (!existsSync(file)) return createPersistedOperations({});
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return createPersistedOperations(manifest);
}
