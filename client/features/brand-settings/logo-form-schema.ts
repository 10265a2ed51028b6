import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { LOGO_MAX_BYTES } from '../../../schema/rest/brand-settings';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether a file's first bytes are a PNG's: the browser's type is only the file name's guess. */
export async function startsAsPng(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  return PNG_SIGNATURE.every((byte, index) => head[index] === byte);
}

/**
 * One logo's form: a file, at most LOGO_MAX_BYTES. Its content is checked when it is sent (startsAsPng here, the
 * whole file by the api), with the api's own messages.
 */
export const logoFormSchema = z.object({
  file: z
    .custom<File | null>((value) => value === null || value instanceof Blob)
    .refine((file) => file !== null, { error: REQUIRED_MESSAGE })
    .refine((file) => file === null || file.size <= LOGO_MAX_BYTES, { error: 'errors.LOGO_TOO_LARGE' }),
});
export type LogoFormValues = z.input<typeof logoFormSchema>;
