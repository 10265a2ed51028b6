const MAGIC: Readonly<Record<string, readonly number[]>> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** Whether base64 content decodes whole and starts with the signature of its declared type. */
export function documentIsReadable(mimeType: string, base64: string): boolean {
  const magic = MAGIC[mimeType];
  if (!magic || base64.length % 4 !== 0) return false;
  const bytes = Buffer.from(base64, 'base64');
  // Node skips characters it cannot decode; a length that does not match means the text was not whole base64.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (bytes.length !== (base64.length / 4) * 3 - padding) return false;
  return magic.every((byte, index) => bytes[index] === byte);
}
