// The ustar subset the backups need: regular files and directories, names up to 255 characters.
const BLOCK = 512;

export type TarEntry = { name: string; type: 'file' | 'directory'; mode: number; data: Uint8Array };

function writeString(header: Uint8Array, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar: "${value}" does not fit in ${length} bytes`);
  header.set(bytes, offset);
}

function writeOctal(header: Uint8Array, offset: number, length: number, value: number): void {
  writeString(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** Name and prefix fields: a name over 100 bytes is split at a slash. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  const cut = name.lastIndexOf('/', 155);
  if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
    throw new Error(`tar: name too long: ${name}`);
  return { prefix: name.slice(0, cut), name: name.slice(cut + 1) };
}

function header(entry: TarEntry, mtimeSeconds: number): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const parts = splitName(entry.type === 'directory' ? `${entry.name.replace(/\/$/, '')}/` : entry.name);
  writeString(block, 0, 100, parts.name);
  writeOctal(block, 100, 8, entry.mode);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, entry.type === 'file' ? entry.data.length : 0);
  writeOctal(block, 136, 12, mtimeSeconds);
  block.fill(0x20, 148, 156);
  block[156] = entry.type === 'file' ? 0x30 : 0x35;
  writeString(block, 257, 6, 'ustar\0');
  writeString(block, 263, 2, '00');
  writeString(block, 345, 155, parts.prefix);
  const sum = block.reduce((total, byte) => total + byte, 0);
  writeString(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** The archive's blocks, ending with the two empty blocks tar expects. */
export function* tarBlocks(entries: Iterable<TarEntry>, mtime = new Date()): Generator<Uint8Array> {
  const mtimeSeconds = Math.floor(mtime.getTime() / 1000);
  for (const entry of entries) {
    yield header(entry, mtimeSeconds);
    if (entry.type === 'file' && entry.data.length > 0) {
      yield entry.data;
      const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
      if (padding) yield new Uint8Array(padding);
    }
  }
  yield new Uint8Array(BLOCK * 2);
}

function readString(block: Uint8Array, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return Buffer.from(end < 0 ? field : field.subarray(0, end)).toString('utf8');
}

function readOctal(block: Uint8Array, offset: number, length: number, what: string): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error(`tar: unreadable ${what} "${text}"`);
  return text === '' ? 0 : Number.parseInt(text, 8);
}

/** Every entry of an uncompressed archive; a damaged header or a kind of entry other than file or directory throws. */
export function* readTar(archive: Uint8Array): Generator<TarEntry> {
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const expected = readOctal(block, 148, 8, 'checksum');
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
    if (sum !== expected) throw new Error(`tar: damaged header at byte ${offset}`);
    const prefix = readString(block, 345, 155);
    const name = prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100);
    const size = readOctal(block, 124, 12, 'size');
    const typeFlag = String.fromCharCode(block[156] ?? 0);
    const mode = readOctal(block, 100, 8, 'mode');
    offset += BLOCK;
    if (offset + size > archive.length) throw new Error(`tar: ${name} is cut short`);
    const data = archive.subarray(offset, offset + size);
    offset += Math.ceil(size / BLOCK) * BLOCK;
    if (typeFlag === '0' || typeFlag === '\0') yield { name, type: 'file', mode, data };
    else if (typeFlag === '5') yield { name, type: 'directory', mode, data };
    else throw new Error(`tar: ${name} is neither a file nor a directory (type "${typeFlag}")`);
  }
  throw new Error('tar: the archive ends without its closing blocks');
}
