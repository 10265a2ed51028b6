import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { MAX_SIGNED_CONTRACT_BYTES, uploadOrderContractBody } from '../../../schema/rest/orders';
import type { FieldMessage } from '../../ui/form/field-message';
import { base64OfBytes } from './base64-bytes';

/** A file past the api's limit for a signed contract, with the limit in KiB. */
const SIGNED_CONTRACT_TOO_BIG: FieldMessage = {
  key: 'orderDetail.upload.tooBig',
  values: { max: MAX_SIGNED_CONTRACT_BYTES / 1024 },
};
const SIGNED_CONTRACT_NOT_PDF = 'orderDetail.upload.notPdf';

const request = uploadOrderContractBody.shape;

/**
 * The signed contract's form: one PDF within the api's size limit, read and checked with the api's own rules for
 * POST /orders/:id/contract (base64 of a file that starts with %PDF-). It answers the request's body.
 */
export const contractUploadSchema = z
  .object({ file: z.instanceof(File).nullable() })
  .transform(async ({ file }, ctx) => {
    if (!file) {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['file'] });
      return z.NEVER;
    }
    if (file.size > MAX_SIGNED_CONTRACT_BYTES) {
      ctx.addIssue({
        code: 'custom',
        message: SIGNED_CONTRACT_TOO_BIG.key,
        path: ['file'],
        params: { ...SIGNED_CONTRACT_TOO_BIG.values },
      });
      return z.NEVER;
    }
    const document = request.document.safeParse(base64OfBytes(await file.arrayBuffer()));
    if (!document.success) {
      ctx.addIssue({ code: 'custom', message: SIGNED_CONTRACT_NOT_PDF, path: ['file'] });
      return z.NEVER;
    }
    const fileName = request.fileName.safeParse(file.name);
    return { document: document.data, fileName: fileName.success ? (fileName.data ?? null) : null };
  });
