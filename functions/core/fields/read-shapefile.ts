import { parseDbf, parseShp } from 'shpjs';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import { crsFromPrj } from './crs';
import { FileRefused } from './file-refused';
import { mapPositions } from './geometry';
import type { RawFeature, RawFile } from './raw-file';
import { checkShapefile } from './shapefile-integrity';
import type { ZipEntry } from './zip-archive';

/**
 * Shapefiles: every .shp layer of a zip with its .dbf (attributes, decoded per its .cpg) and .prj (CRS), or a lone
 * .shp, which has no .prj and so must be in longitude/latitude. shpjs reads the bytes; the CRS is applied here so
 * that a .prj proj4 cannot read is refused instead of silently ignored.
 */
function layer(name: string, shp: Buffer, parts: { shx?: Buffer; dbf?: Buffer; cpg?: string; prj?: string } = {}): RawFeature[] {
  const { dbf, cpg, prj } = parts;
  // A damaged file is refused whole, never read as the fields before the damage.
  checkShapefile({ name, shp, shx: parts.shx, dbf });
  const toWgs84 = prj === undefined ? null : crsFromPrj(prj);
  const shapes = parseShp(shp);
  const records = dbf ? parseDbf(dbf, cpg) : [];
  return shapes.map((geometry, index) => ({
    geometry: geometry && toWgs84 ? mapPositions(geometry, toWgs84) : geometry,
    properties: records[index] ?? {},
  }));
}

export function readLoneShapefile(shp: Buffer, name = 'file'): RawFile {
  return { features: layer(name, shp), crsDeclared: false };
}

export function readZippedShapefile(entries: ZipEntry[]): RawFile {
  const usable = entries.filter((entry) => !entry.name.includes('__MACOSX') && !/(^|\/)\._/.test(entry.name));
  const byName = new Map(usable.map((entry) => [entry.name.toLowerCase(), entry]));
  const shps = usable.filter((entry) => entry.name.toLowerCase().endsWith('.shp'));
  if (shps.length === 0) throw new FileRefused(FIELD_MESSAGES.noShapefile);
  const features: RawFeature[] = [];
  let crsDeclared = true;
  for (const shp of shps) {
    const base = shp.name.slice(0, -4).toLowerCase();
    const sibling = (ext: string) => byName.get(`${base}.${ext}`)?.read();
    const prj = sibling('prj')?.toString('utf8');
    if (prj === undefined) crsDeclared = false;
    features.push(
      ...layer(shp.name.split('/').pop() ?? shp.name, shp.read(), {
        shx: sibling('shx'),
        dbf: sibling('dbf'),
        cpg: sibling('cpg')?.toString('utf8').trim(),
        prj,
      }),
    );
  }
  return { features, crsDeclared };
}
