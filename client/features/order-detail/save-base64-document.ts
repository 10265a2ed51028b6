import { bytesOfBase64 } from './base64-bytes';

/** Hands a document the api sent (base64) to the browser as a download under its own name. */
export function saveBase64Document({
  content,
  mimeType,
  fileName,
}: {
  content: string;
  mimeType: string;
  fileName: string;
}): void {
  const url = URL.createObjectURL(new Blob([bytesOfBase64(content)], { type: mimeType }));
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
