/** An identity document as the verification step sends it. */
export type DocumentUpload = { fileName: string; mimeType: string; content: string };

/** The api's limit on one document, decoded. */
const MAX_BYTES = 512 * 1024;
/** Longest side of a photo after scaling: the document stays legible and well under the limit. */
const MAX_SIDE = 1600;

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

async function scaledJpeg(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

/**
 * Reads a chosen file for upload: a photo larger than the api takes is scaled down to a JPEG first (phone photos are
 * several megabytes); a PDF or an image already small enough goes as it is. The api still checks type and size.
 */
export async function readDocumentFile(file: File): Promise<DocumentUpload> {
  let blob: Blob = file;
  let mimeType = file.type;
  if (file.size > MAX_BYTES && file.type.startsWith('image/')) {
    const scaled = await scaledJpeg(file);
    if (scaled) {
      blob = scaled;
      mimeType = 'image/jpeg';
    }
  }
  return { fileName: file.name, mimeType, content: base64Of(await blob.arrayBuffer()) };
}
