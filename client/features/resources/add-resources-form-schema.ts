import { z } from 'zod';
import { type ResourceKind, resourceKindSchema } from '../../../schema/domain/vocabulary/resource';
import { addResourcesBody } from '../../../schema/rest/resources';
import { parseResourceValues } from './resource-values';

/** What the add-resources form holds: the kind, and the values as typed (one per line, or comma separated). */
export type AddResourcesFormValues = { kind: ResourceKind; values: string };

/**
 * The add-resources form's schema: the typed text read into the api's values (normalised, each checked for its
 * kind, repeats refused, at most 1,000), then the api's own request schema (POST /resources) over them. The first
 * problem names its line; its reason is a message of its own, translated inside the line's.
 */
export const addResourcesFormSchema = z
  .object({ kind: resourceKindSchema, values: z.string() })
  .transform(({ kind, values }, ctx) => {
    const checked = parseResourceValues(kind, values);
    if (checked.ok) return { kind, values: checked.values };
    const { key, values: params } = checked.error;
    const problem = params?.problem;
    ctx.addIssue({
      code: 'custom',
      message: key,
      path: ['values'],
      ...(params
        ? { params: { ...params, ...(typeof problem === 'string' ? { problem: { key: problem } } : {}) } }
        : {}),
    });
    return z.NEVER;
  })
  .pipe(addResourcesBody);

/** The form field of an issue or api error: any of the values (`values.3`) is the values field. */
export function addResourcesFieldOf(path: string): keyof AddResourcesFormValues {
  return path.startsWith('values') ? 'values' : 'kind';
}
