import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessageOfIssue } from '../../client/ui/form/field-message-of-issue';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { companyExtrasInput } from '../../schema/rest/customers';

function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('no issue');
  return issue;
}

describe('a zod issue as the form words it', () => {
  it('keeps a schema’s own message key and the values it interpolates', () => {
    const schema = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.outOfRange,
        params: { min: 8, max: 63 },
      });
    });
    expect(fieldMessageOfIssue(firstIssue(schema, 'x'))).toEqual({
      key: DOMAIN_VALIDATION_MESSAGES.outOfRange,
      values: { min: 8, max: 63 },
    });
  });

  it('words a bare length limit of a REST body, never zod’s English default', () => {
    const issue = firstIssue(companyExtrasInput.shape.companyName, 'x'.repeat(201));
    expect(issue.message).not.toMatch(/^[a-z]+\./);
    expect(fieldMessageOfIssue(issue)).toEqual({ key: 'domain.validation.maxLength', values: { max: 200 } });
  });

  it('words bare bounds of numbers and lists, and a missing value as required', () => {
    expect(fieldMessageOfIssue(firstIssue(z.number().max(10), 11))).toEqual({
      key: 'domain.validation.maxValue',
      values: { max: 10 },
    });
    expect(fieldMessageOfIssue(firstIssue(z.array(z.string()).min(2), ['a']))).toEqual({
      key: 'domain.validation.minItems',
      values: { min: 2 },
    });
    expect(fieldMessageOfIssue(firstIssue(z.string(), undefined))).toEqual({ key: 'validation.required' });
    expect(fieldMessageOfIssue(firstIssue(z.string().min(1), ''))).toEqual({ key: 'validation.required' });
  });
});
