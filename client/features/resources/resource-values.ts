import type { ResourceKind } from '../../../schema/domain/vocabulary/resource';
import {
  normalizeResourceValue,
  RESOURCE_BULK_MAX,
  resourceValueProblem,
} from '../../../schema/rest/resources';

export type ResourceValuesCheck =
  | { ok: true; values: string[] }
  | { ok: false; error: { key: string; values?: Record<string, string | number> } };

/**
 * The add-resources text (one value per line, or separated by commas or semicolons) to the values the api takes:
 * normalised, each checked for its kind as the api does, repeats refused, at most 1,000.
 */
export function parseResourceValues(kind: ResourceKind, text: string): ResourceValuesCheck {
  const raw = text
    .split(/[\n,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);
  if (raw.length === 0) return { ok: false, error: { key: 'validation.required' } };
  if (raw.length > RESOURCE_BULK_MAX)
    return {
      ok: false,
      error: { key: 'catalogue.resources.form.tooMany', values: { max: RESOURCE_BULK_MAX } },
    };
  const seen = new Set<string>();
  const values: string[] = [];
  for (const [index, entry] of raw.entries()) {
    const value = normalizeResourceValue(kind, entry);
    const problem = resourceValueProblem(kind, value);
    if (problem) {
      return {
        ok: false,
        error: {
          key: 'catalogue.resources.form.badValue',
          values: { number: index + 1, value: entry, problem },
        },
      };
    }
    if (seen.has(value)) {
      return {
        ok: false,
        error: { key: 'catalogue.resources.form.repeated', values: { number: index + 1, value: entry } },
      };
    }
    seen.add(value);
    values.push(value);
  }
  return { ok: true, values };
}
