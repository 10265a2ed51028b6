import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/rest/endpoints';

const ROOT = join(import.meta.dirname, '..', '..');
const LANGUAGES = ['es', 'ca', 'en', 'br'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Codes the api throws literally (`new ApiError(409, 'CODE', ...)`) plus every code the contract declares. */
function codesTheApiCanAnswer(): string[] {
  const codes = new Set<string>(ENDPOINTS.flatMap((endpoint) => endpoint.errors ?? []));
  for (const file of sourceFiles(join(ROOT, 'api'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/ApiError\(\s*\d{3},\s*'([A-Z][A-Z0-9_]+)'/g)) {
      if (match[1]) codes.add(match[1]);
    }
  }
  return [...codes].sort();
}

describe('error catalogue', () => {
  const codes = codesTheApiCanAnswer();

  it('finds the codes (the scan itself works)', () => {
    expect(codes).toEqual(expect.arrayContaining(['NOT_FOUND', 'INVALID_REQUEST', 'OUTSIDE_BUSINESS_HOURS']));
  });

  it.each(LANGUAGES)('every code the api can answer has a %s translation', (language) => {
    const catalogue = JSON.parse(
      readFileSync(join(ROOT, 'locales', language, 'errors.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(codes.filter((code) => typeof catalogue[code] !== 'string' || catalogue[code] === '')).toEqual([]);
  });
});
