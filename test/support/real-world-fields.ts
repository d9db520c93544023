import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prepareFields, type PreparedFile } from '../../functions/core/fields/prepare-fields';
import { readFieldFile } from '../../functions/core/fields/read-field-file';
import { fileBaseName } from '../../shared/domain/fields';

/** Users' real field files (sources and licences in test/fixtures/real-world/README.md). */
export const REAL_WORLD_FIELDS_DIR = path.resolve(import.meta.dirname, '../fixtures/real-world/fields');

/** The names of every real field file. */
export const realWorldFieldFiles = (): string[] => readdirSync(REAL_WORLD_FIELDS_DIR).sort();

/** One real file read and prepared as an upload of it is. */
export function prepareRealWorldFile(name: string): PreparedFile {
  const bytes = readFileSync(path.join(REAL_WORLD_FIELDS_DIR, name));
  return prepareFields(readFieldFile(bytes, name), { fallbackName: fileBaseName(name), groupName: 'All' });
}

/** The hectares of every field a file made. */
export const totalHa = (file: PreparedFile): number => file.fields.reduce((sum, field) => sum + field.areaHa, 0);
