import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/**
 * U+0000 has no place in any text we keep: PostgreSQL cannot store it in text or jsonb (the database refuses the
 * statement), and no form or person types it. Other control characters (tabs, line breaks) are text people paste.
 */
export const NULL_CHARACTER_MESSAGE = DOMAIN_VALIDATION_MESSAGES.nullCharacter;

function containsNullCharacter(value: string): boolean {
  return value.includes('\u0000');
}

/** A value still to look at, with the way to it kept as a link to its parent (no path copied per value). */
type Pending = { value: unknown; key: string | number | undefined; parent: Pending | undefined };

function pathOf(found: Pending): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Pending | undefined = found; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where the first string holding U+0000 sits in a parsed request part (a JSON body, a query, path parameters): its
 * path of keys and indexes, `[]` for a bare string, or undefined when there is none. Object keys count too, as a
 * record's keys are stored as well. Walked with a stack of its own in linear time, so a deeply nested body neither
 * overflows the call stack nor costs more than its size.
 */
export function findNullCharacter(value: unknown): Array<string | number> | undefined {
  const stack: Pending[] = [{ value, key: undefined, parent: undefined }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (containsNullCharacter(current)) return pathOf(next);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], key: index, parent: next });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (containsNullCharacter(key)) return pathOf({ value: undefined, key, parent: next });
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        stack.push({ value: item, key, parent: next });
      }
    }
  }
  return undefined;
}
