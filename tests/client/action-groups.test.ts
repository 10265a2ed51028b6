// Every entity that registers actions has a palette group heading in the catalogues (the palette would show the
// raw key otherwise). Entities are read from the sources: `entity: '<name>'` or `<X>_ENTITY = '<name>'`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT_DIR = join(import.meta.dirname, '../../client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function actionEntities(): Set<string> {
  const entities = new Set<string>();
  for (const file of sourceFiles(CLIENT_DIR)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bentity: '([a-zA-Z]+)'|\b[A-Z_]*ENTITY = '([a-zA-Z]+)'/g))
      entities.add(match[1] ?? match[2] ?? '');
  }
  entities.delete('');
  return entities;
}

describe('palette action groups', () => {
  it('have a heading for every entity with actions, in every language', () => {
    const entities = actionEntities();
    expect(entities.size).toBeGreaterThan(5);
    for (const language of ['es', 'ca', 'en', 'br']) {
      const catalogue = JSON.parse(
        readFileSync(join(import.meta.dirname, `../../locales/${language}/actions.json`), 'utf8'),
      ) as { group?: Record<string, string> };
      const missing = [...entities].filter((entity) => !catalogue.group?.[entity]);
      expect(missing, language).toEqual([]);
    }
  });
});
