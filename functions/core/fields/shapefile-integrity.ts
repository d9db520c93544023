import { FIELD_MESSAGES, SHAPEFILE_DAMAGE as DAMAGE } from '../../../shared/domain/fields';
import { FileRefused } from './file-refused';

/**
 * A shapefile's own bookkeeping checked before any record is read: the .shp header's file length, each record's
 * length, the .shx index's record count and the .dbf's record count must agree with the bytes. A file cut short
 * (an interrupted copy or download) otherwise parses as its first few fields and is taken for the whole farm.
 */
const SHP_FILE_CODE = 9994;
const HEADER_BYTES = 100;
const RECORD_HEADER_BYTES = 8;
const SHX_ENTRY_BYTES = 8;
const DBF_HEADER_MIN_BYTES = 32;

export interface ShapefileParts {
  /** The name the user knows it by (the .shp's name in the zip). */
  name: string;
  shp: Buffer;
  shx?: Buffer;
  dbf?: Buffer;
}

const refuse = (name: string, reason: string) => new FileRefused(FIELD_MESSAGES.damagedShapefile(name, reason));

/** The .shp's records as its header and record headers declare them; refuses a .shp shorter than declared. */
function shpRecordCount(name: string, shp: Buffer): number {
  if (shp.length < HEADER_BYTES || shp.readInt32BE(0) !== SHP_FILE_CODE) throw refuse(name, DAMAGE.shpNoHeader);
  const declared = shp.readInt32BE(24) * 2;
  if (declared < HEADER_BYTES) throw refuse(name, DAMAGE.shpImpossibleLength);
  if (shp.length < declared) {
    throw refuse(name, DAMAGE.shpCutShort(shp.length, declared));
  }
  let count = 0;
  let offset = HEADER_BYTES;
  while (offset < declared) {
    if (offset + RECORD_HEADER_BYTES > declared) throw refuse(name, DAMAGE.shpRecordCutShort(count + 1));
    const length = shp.readInt32BE(offset + 4) * 2;
    if (length < 4 || offset + RECORD_HEADER_BYTES + length > declared) throw refuse(name, DAMAGE.shpRecordCutShort(count + 1));
    offset += RECORD_HEADER_BYTES + length;
    count += 1;
  }
  return count;
}

function shxRecordCount(name: string, shx: Buffer): number {
  if (shx.length < HEADER_BYTES || shx.readInt32BE(0) !== SHP_FILE_CODE) throw refuse(name, DAMAGE.shxNoHeader);
  const declared = shx.readInt32BE(24) * 2;
  if (shx.length < declared) throw refuse(name, DAMAGE.shxCutShort(shx.length, declared));
  if ((declared - HEADER_BYTES) % SHX_ENTRY_BYTES !== 0 || declared < HEADER_BYTES) throw refuse(name, DAMAGE.shxImpossibleLength);
  return (declared - HEADER_BYTES) / SHX_ENTRY_BYTES;
}

function dbfRecordCount(name: string, dbf: Buffer): number {
  if (dbf.length < DBF_HEADER_MIN_BYTES) throw refuse(name, DAMAGE.dbfNoHeader);
  const count = dbf.readUInt32LE(4);
  const headerLength = dbf.readUInt16LE(8);
  const recordLength = dbf.readUInt16LE(10);
  const needed = headerLength + count * recordLength;
  if (dbf.length < needed) {
    throw refuse(name, DAMAGE.dbfCutShort(dbf.length, needed, count));
  }
  return count;
}

/** Refuses a damaged shapefile with the reason; returns the number of records it holds. */
export function checkShapefile(parts: ShapefileParts): number {
  const count = shpRecordCount(parts.name, parts.shp);
  if (parts.shx) {
    const indexed = shxRecordCount(parts.name, parts.shx);
    if (indexed !== count) throw refuse(parts.name, DAMAGE.shxCountDiffers(count, indexed));
  }
  if (parts.dbf) {
    const rows = dbfRecordCount(parts.name, parts.dbf);
    if (rows !== count) throw refuse(parts.name, DAMAGE.dbfCountDiffers(count, rows));
  }
  return count;
}
