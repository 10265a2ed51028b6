import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_LISTS } from '../../schema/domain/vocabulary/domain-lists';

const ROOT = join(import.meta.dirname, '../..');

/** Generated code, and demo seeds, which spell out a believable history per status rather than decide anything. */
const SKIPPED_DIRECTORIES = new Set(['generated', 'seed']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The status lists of the vocabulary long enough that keying an object by all of them is no accident. */
const STATUS_LISTS = Object.entries(DOMAIN_LISTS).filter(
  ([name, values]) => name.endsWith('Status') && values.length >= 3,
);

/**
 * Lifecycle rules live once, in schema/domain/lifecycles (docs/lifecycles.md). A file of the api or the client that
 * has an object key for every status of a list is, in all likelihood, a second transition table. This catches the
 * shape the old copies had; arrays of statuses copied by hand are the dependency rules' and reviewers' to catch.
 */
describe('no transition table outside schema/domain/lifecycles', () => {
  it('no api or client file keys an object by a full status list', () => {
    const offenders: string[] = [];
    for (const file of [...sourceFiles(join(ROOT, 'api')), ...sourceFiles(join(ROOT, 'client'))]) {
      const text = readFileSync(file, 'utf8');
      for (const [name, values] of STATUS_LISTS) {
        const keyed = values.every((value) => new RegExp(`['"]?\\b${value}\\b['"]?\\s*:`).test(text));
        if (keyed) offenders.push(`${relative(ROOT, file)} (${name})`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
