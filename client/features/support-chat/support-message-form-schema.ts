import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { contactTypeSchema } from '../../../schema/domain/vocabulary/contact';
import { postSupportMessageRequest } from '../../../schema/rest/support';

/** The chat's message form: a topic among the brand's channels, and the text with the api's own rules. */
export const supportMessageFormSchema = z.object({
  topic: z.string().min(1, { error: REQUIRED_MESSAGE }).pipe(contactTypeSchema),
  message: postSupportMessageRequest.shape.message,
});

export type SupportMessageFormValues = z.input<typeof supportMessageFormSchema>;
