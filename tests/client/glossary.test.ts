import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, '../../locales');
const LANGUAGES = ['es', 'ca', 'en', 'br'] as const;
type Language = (typeof LANGUAGES)[number];

type Glossary = {
  terms: Array<{ concept: string; banned: Partial<Record<Language, string[]>> } & Record<Language, string>>;
  commands: Partial<Record<Language, { mood: string; bannedInfinitives: string[] }>>;
};
const glossary = JSON.parse(readFileSync(join(LOCALES_DIR, 'glossary.json'), 'utf8')) as Glossary;

function values(language: Language): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.push([key, value]);
    else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) walk(child, `${key}.${name}`);
    }
  };
  for (const file of readdirSync(join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return found;
}

// Placeholders are code (`{{email}}`), not words of the text.
const wordsOf = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ');
// \b does not know accented letters or the Catalan middle dot: a word is bounded by anything but those.
const wordPattern = (word: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}·'’-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{M}\\p{N}·-])`,
    'iu',
  );

describe('the glossary (docs/glossary.md, locales/glossary.json)', () => {
  it('names every concept in all four languages', () => {
    expect(glossary.terms.length).toBeGreaterThan(0);
    for (const term of glossary.terms) {
      for (const language of LANGUAGES) expect(term[language], `${term.concept} ${language}`).toBeTruthy();
    }
  });

  for (const language of LANGUAGES) {
    it(`keeps banned variants out of the ${language} catalogue`, () => {
      const banned = glossary.terms.flatMap((term) =>
        (term.banned[language] ?? []).map((word) => ({ word, pattern: wordPattern(word), term })),
      );
      const offences = values(language).flatMap(([key, text]) =>
        banned
          .filter(({ pattern }) => pattern.test(wordsOf(text)))
          .map(
            ({ word, term }) =>
              `${key}: "${text}" says "${word}", the glossary's ${language} term is "${term[language]}"`,
          ),
      );
      expect(offences).toEqual([]);
    });
  }

  it('gives Catalan commands and buttons in the imperative (a question may keep the infinitive)', () => {
    const infinitives = new Set(glossary.commands.ca?.bannedInfinitives ?? []);
    expect(infinitives.size).toBeGreaterThan(0);
    const offences = values('ca')
      .filter(([, text]) => !text.trim().endsWith('?') && infinitives.has(text.split(' ', 1)[0] ?? ''))
      .map(([key, text]) => `${key}: "${text}"`);
    expect(offences).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(wordPattern('client').test('Client')).toBe(true);
    expect(wordPattern('client').test('clientela')).toBe(false);
    expect(wordPattern('email').test(wordsOf('Hem enviat un codi a {{email}}.'))).toBe(false);
    expect(wordPattern('fiber').test('Fiber check')).toBe(true);
  });
});
