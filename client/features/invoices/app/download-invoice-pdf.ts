import { runOperation } from '../../../session/graphql-client';
import { InvoicePdfQuery } from './invoice-app-documents';

/** The bytes of a `data:application/pdf;base64,…` URL. */
function pdfBlobOf(dataUrl: string): Blob {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Asks the server for the invoice's PDF (rendered there, never in the browser) and saves it under the document's
 * number, as the queues save their CSV: a blob link clicked once. Throws the api's error (code) when refused.
 */
export async function downloadInvoicePdf(invoiceId: string): Promise<string> {
  const data = await runOperation(InvoicePdfQuery, { id: invoiceId }, 'query');
  const { fileName, content } = data.invoicePdf;
  const url = URL.createObjectURL(pdfBlobOf(content));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
