import { z } from 'zod';
import {
  assignableRoleSchema,
  postUserRequest,
  putChannelRequest,
} from '../../../schema/rest/channel-management';

// The channel forms validate with the api's own request schemas (PUT /channel, POST /user); the form's own stage
// only trims what was typed and words a too long text, at the length the api allows.

const TOO_LONG = 'catalogue.form.tooLong';

/** The longest text the api takes for a field (its `.max`), so the form never restates it. */
function maxLengthOf(field: z.ZodString): number {
  return field.maxLength ?? Number.POSITIVE_INFINITY;
}

export const subChannelFormSchema = z
  .object({ name: z.string().trim().max(maxLengthOf(putChannelRequest.shape.name), { error: TOO_LONG }) })
  .pipe(putChannelRequest.pick({ name: true }));

export const channelUserFormSchema = z
  .object({
    email: z.string(),
    fullName: z
      .string()
      .trim()
      .max(maxLengthOf(postUserRequest.shape.fullName.unwrap()), { error: TOO_LONG }),
    role: assignableRoleSchema,
  })
  // An empty name is no name: the api takes none rather than an empty one.
  .transform(({ fullName, ...user }) => ({ ...user, ...(fullName ? { fullName } : {}) }))
  .pipe(postUserRequest.omit({ channel: true }).required({ role: true }));

export type SubChannelFormValues = z.input<typeof subChannelFormSchema>;
export type ChannelUserFormValues = z.input<typeof channelUserFormSchema>;
