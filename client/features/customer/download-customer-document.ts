import type { DocumentContent } from './document-content';

/** Hands a document to the browser as a download under its own file name. */
export function downloadCustomerDocument(content: DocumentContent, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content.bytes], { type: content.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
