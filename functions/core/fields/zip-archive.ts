import { inflateRawSync } from 'node:zlib';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../../shared/domain/fields';
import { FileRefused } from './file-refused';

/**
 * A zip reader for untrusted uploads. The central directory is read first, so the entry count and the declared
 * inflated sizes are checked before anything is inflated; each entry is then inflated with a hard output cap
 * (a lying size header cannot make it allocate more) and must come out at its declared size.
 */
export interface ZipEntry {
  name: string;
  read(): Buffer;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= stop; offset -= 1) {
    if (zip.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw new FileRefused(FIELD_MESSAGES.corruptZip);
}

export function readZip(zip: Buffer, limits = { maxEntries: FIELD_LIMITS.maxZipEntries, maxBytes: FIELD_LIMITS.maxUnzippedBytes }): ZipEntry[] {
  if (zip.length < 22) throw new FileRefused(FIELD_MESSAGES.corruptZip);
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new FileRefused(FIELD_MESSAGES.zipTooLarge); // zip64
  if (count > limits.maxEntries) throw new FileRefused(FIELD_MESSAGES.zipTooLarge);

  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let cursor = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (cursor + 46 > zip.length || zip.readUInt32LE(cursor) !== CENTRAL_SIGNATURE) {
      throw new FileRefused(FIELD_MESSAGES.corruptZip);
    }
    const flags = zip.readUInt16LE(cursor + 8);
    const method = zip.readUInt16LE(cursor + 10);
    const compressedSize = zip.readUInt32LE(cursor + 20);
    const size = zip.readUInt32LE(cursor + 24);
    const nameLength = zip.readUInt16LE(cursor + 28);
    const extraLength = zip.readUInt16LE(cursor + 30);
    const commentLength = zip.readUInt16LE(cursor + 32);
    const localOffset = zip.readUInt32LE(cursor + 42);
    const name = zip.toString(flags & 0x800 ? 'utf8' : 'latin1', cursor + 46, cursor + 46 + nameLength);
    cursor += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) throw new FileRefused(FIELD_MESSAGES.zipEncrypted);
    if (name.endsWith('/')) continue;
    declaredTotal += size;
    if (declaredTotal > limits.maxBytes) throw new FileRefused(FIELD_MESSAGES.zipTooLarge);
    if (method !== 0 && method !== 8) throw new FileRefused(FIELD_MESSAGES.corruptZip);
    entries.push({ name, read: () => inflateEntry(zip, { localOffset, compressedSize, size, method }) });
  }
  return entries;
}

function inflateEntry(
  zip: Buffer,
  entry: { localOffset: number; compressedSize: number; size: number; method: number },
): Buffer {
  const header = entry.localOffset;
  if (header + 30 > zip.length || zip.readUInt32LE(header) !== LOCAL_SIGNATURE) throw new FileRefused(FIELD_MESSAGES.corruptZip);
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new FileRefused(FIELD_MESSAGES.corruptZip);
  const raw = zip.subarray(start, end);
  let data: Buffer;
  if (entry.method === 0) data = raw;
  else {
    try {
      // One byte more than declared: an entry that inflates past its declared size is refused, not truncated.
      data = inflateRawSync(raw, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') throw new FileRefused(FIELD_MESSAGES.zipTooLarge);
      throw new FileRefused(FIELD_MESSAGES.corruptZip);
    }
  }
  if (data.length !== entry.size) throw new FileRefused(FIELD_MESSAGES.corruptZip);
  return data;
}

/** Whether the bytes start like a zip archive (a local file header or an empty archive). */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && (bytes.readUInt32LE(0) === LOCAL_SIGNATURE || bytes.readUInt32LE(0) === EOCD_SIGNATURE);
}
