/** An identity document as the console and the public pages send it: base64 content and its type. */
export type DocumentUpload = { fileName: string; mimeType: string; content: string };

/** The api's limit on one document, decoded. */
export const MAX_DOCUMENT_BYTES = 512 * 1024;
/** Longest side of a photo after scaling: a document stays legible and well under the limit. */
const MAX_SIDE = 1600;
/** Each try that is still too large re-encodes at a lower quality, then at a smaller size. */
const JPEG_QUALITIES = [0.85, 0.72, 0.6, 0.5];
const SHRINK_STEP = 0.75;

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A picture (a camera frame, a decoded photo) as a JPEG under the api's limit: its longest side at most 1,600 px,
 * then lower qualities, then smaller sizes until it fits. Null when the browser cannot encode it.
 */
export async function downsizeToJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
  maxBytes = MAX_DOCUMENT_BYTES,
): Promise<Blob | null> {
  let scale = Math.min(1, MAX_SIDE / Math.max(width, height, 1));
  const canvas = document.createElement('canvas');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG would turn black without a white ground.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    for (const quality of JPEG_QUALITIES) {
      const blob = await canvasBlob(canvas, quality);
      if (!blob) return null;
      if (blob.size <= maxBytes) return blob;
    }
    scale *= SHRINK_STEP;
  }
  return null;
}

async function scaledJpeg(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  try {
    return await downsizeToJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** A blob read as an upload. */
export async function uploadOf(blob: Blob, fileName: string, mimeType: string): Promise<DocumentUpload> {
  return { fileName, mimeType, content: base64Of(await blob.arrayBuffer()) };
}

/**
 * Reads a chosen file for upload: a photo larger than the api takes is scaled down to a JPEG first (phone photos are
 * several megabytes); a PDF or an image already small enough goes as it is. The api still checks type and size.
 */
export async function readDocumentFile(file: File): Promise<DocumentUpload> {
  if (file.size > MAX_DOCUMENT_BYTES && file.type.startsWith('image/')) {
    const scaled = await scaledJpeg(file);
    if (scaled) return uploadOf(scaled, file.name, 'image/jpeg');
  }
  return uploadOf(file, file.name, file.type);
}

/** Bytes of a base64 text once decoded. */
export function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
