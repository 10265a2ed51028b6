import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import {
  addCustomDocumentRequest,
  DOCUMENT_CONTENT_MAX_LENGTH,
} from '../../../schema/rest/customer-risk-documents';
import { checkField } from '../../ui/form/check-field';
import type { FieldMessage } from '../../ui/form/field-message';

/** Bytes of file that fit the api's body limit once base64-encoded as a data URL (4 characters per 3 bytes). */
const MAX_DOCUMENT_BYTES = Math.floor(((DOCUMENT_CONTENT_MAX_LENGTH - 100) * 3) / 4);

/** A file past the api's body limit, with the limit in kB. */
export const DOCUMENT_TOO_BIG: FieldMessage = {
  key: 'customer.documents.tooBig',
  values: { max: Math.floor(MAX_DOCUMENT_BYTES / 1000) },
};

const request = addCustomDocumentRequest.shape;

/**
 * The add-document form's schema: the type and the file's name checked with the api's POST
 * /customer/addCustomDocument rules, the file required and small enough for the api's body limit once encoded.
 * It answers the type and the file; the content is read from the file when it is sent.
 */
export const documentFormSchema = z
  .object({ documentType: z.string(), file: z.instanceof(File).nullable() })
  .transform(({ documentType, file }, ctx) => {
    const type = checkField(ctx, 'documentType', request.documentType, documentType);
    if (!file) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['file'] });
    else if (file.size > MAX_DOCUMENT_BYTES) {
      ctx.addIssue({
        code: 'custom',
        message: DOCUMENT_TOO_BIG.key,
        path: ['file'],
        params: { ...DOCUMENT_TOO_BIG.values },
      });
    }
    const name =
      file && file.size <= MAX_DOCUMENT_BYTES
        ? checkField(ctx, 'file', request.documentName, file.name, (issue) =>
            issue.code === 'too_big'
              ? { key: 'customer.documents.nameTooLong', values: { max: Number(issue.maximum) } }
              : undefined,
          )
        : null;
    if (!type || !file || !name) return z.NEVER;
    return { documentType: type.value, file, documentName: name.value };
  });
