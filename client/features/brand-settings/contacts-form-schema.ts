import { z } from 'zod';
import { contactInputSchema } from '../../../schema/rest/brand-settings';
import type { BrandSettingsContactsQuery } from '../../generated/graphql';
import { fieldMessageOfIssue } from '../../ui/form/field-message-of-issue';
import { textOf } from './settings-form-values';

const contactRow = z.object({
  name: z.string(),
  surnames: z.string(),
  department: z.string(),
  jobTitle: z.string(),
  alias: z.string(),
  email: z.string(),
  phone: z.string(),
  types: z.array(z.string()),
});
export type ContactRowValues = z.infer<typeof contactRow>;
type ContactInput = z.output<typeof contactInputSchema>;

const blankAsNull = (value: string) => (value.trim() === '' ? null : value);

/** The rules over the whole table (the api's checkContactsTable): e-mails unique, one paymentsGateway contact. */
function checkTable(rows: readonly ContactRowValues[], ctx: z.core.$RefinementCtx): void {
  const seen = new Set<string>();
  let paymentsGateway = false;
  rows.forEach((row, index) => {
    const email = row.email.trim().toLowerCase();
    if (email !== '' && seen.has(email)) {
      ctx.addIssue({
        code: 'custom',
        message: 'errors.CONTACT_EMAIL_IN_USE',
        path: ['contacts', index, 'email'],
      });
    }
    seen.add(email);
    if (row.types.includes('paymentsGateway')) {
      if (paymentsGateway) {
        ctx.addIssue({
          code: 'custom',
          message: 'errors.CONTACT_PAYMENTS_GATEWAY_DUPLICATE',
          path: ['contacts', index, 'types'],
        });
      }
      paymentsGateway = true;
    }
  });
}

/**
 * The contacts table as one form: each row checked by the api's contact schema (a name, a valid e-mail, at least one
 * type, a valid phone when given), and the table's rules over all rows, every problem on its cell in one pass. The
 * api answers the same codes, which land on the same cells.
 */
export const contactsFormSchema = z.object({ contacts: z.array(contactRow) }).transform((values, ctx) => {
  const contacts: ContactInput[] = [];
  values.contacts.forEach((row, index) => {
    const parsed = contactInputSchema.safeParse({
      name: row.name,
      surnames: blankAsNull(row.surnames),
      department: blankAsNull(row.department),
      jobTitle: blankAsNull(row.jobTitle),
      alias: blankAsNull(row.alias),
      email: row.email.trim(),
      phone: blankAsNull(row.phone),
      types: row.types,
    });
    if (parsed.success) {
      contacts.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const wording = fieldMessageOfIssue(issue);
      ctx.addIssue({
        code: 'custom',
        message: wording.key,
        path: ['contacts', index, ...issue.path.slice(0, 1).map(String)],
        ...(wording.values ? { params: { ...wording.values } } : {}),
      });
    }
  });
  checkTable(values.contacts, ctx);
  return contacts.length === values.contacts.length ? { contacts } : z.NEVER;
});
export type ContactsFormValues = z.input<typeof contactsFormSchema>;

type StoredContact = BrandSettingsContactsQuery['brandContacts']['contacts'][number];

export function contactRowValues(contact: StoredContact): ContactRowValues {
  return {
    name: contact.name,
    surnames: textOf(contact.surnames),
    department: textOf(contact.department),
    jobTitle: textOf(contact.jobTitle),
    alias: textOf(contact.alias),
    email: contact.email,
    phone: textOf(contact.phone),
    types: [...contact.types],
  };
}

export const EMPTY_CONTACT: ContactRowValues = {
  name: '',
  surnames: '',
  department: '',
  jobTitle: '',
  alias: '',
  email: '',
  phone: '',
  types: [],
};
