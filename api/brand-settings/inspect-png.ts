const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export type PngInfo = { width: number; height: number };

/**
 * The dimensions of a whole, well-formed PNG file, or null when the bytes are anything else: the signature, an IHDR
 * chunk first, image data, every chunk's length and CRC, and an IEND chunk at the very end. A file renamed .png, a JPEG, an SVG
 * or a truncated download all answer null, whatever name or type the browser gave them.
 */
export function inspectPng(bytes: Buffer): PngInfo | null {
  if (bytes.length < SIGNATURE.length + 12 + 13 + 12 || !bytes.subarray(0, 8).equals(SIGNATURE)) return null;
  let offset = SIGNATURE.length;
  let info: PngInfo | null = null;
  let imageData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== bytes.readUInt32BE(offset + 8 + length)) return null;
    if (info === null) {
      // IHDR first: width, height (each 1 to 2^31-1), bit depth, colour type...
      if (type !== 'IHDR' || length !== 13) return null;
      info = { width: bytes.readUInt32BE(offset + 8), height: bytes.readUInt32BE(offset + 12) };
      if (info.width === 0 || info.height === 0) return null;
    } else if (type === 'IDAT') {
      imageData = true;
    } else if (type === 'IEND') {
      return end === bytes.length && imageData ? info : null;
    }
    offset = end;
  }
  return null;
}
