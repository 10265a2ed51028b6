/** A stored document's bytes and what they are, for the viewer and the download. */
export type DocumentContent = { mimeType: string; base64: string; bytes: Uint8Array<ArrayBuffer> };

/** What the console shows inline: raster images in an <img>, a PDF in the browser's viewer. Anything else downloads. */
export type DocumentPreview = 'image' | 'pdf' | null;

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** The type the bytes themselves say (their magic number). */
function sniffedType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(bytes, 0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (startsWith(bytes, 0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/**
 * A custom document's content as the api keeps it (base64, or a data URL, as uploaded): its bytes and the type
 * their magic number says. A data URL's declared type and the file's name are not trusted: a file that says it is
 * a PDF or an image but holds HTML is only ever downloaded (as octet-stream), never shown.
 */
export function documentContentOf(content: string): DocumentContent {
  const base64 = content.replace(DATA_URL, '').replace(/\s/g, '');
  const bytes = bytesOf(base64);
  return { mimeType: sniffedType(bytes) ?? 'application/octet-stream', base64, bytes };
}

export function previewOf(mimeType: string): DocumentPreview {
  if (mimeType === 'application/pdf') return 'pdf';
  return mimeType.startsWith('image/') ? 'image' : null;
}
