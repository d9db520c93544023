import { checkFieldFile, FIELD_MESSAGES } from '../../../shared/domain/fields';
import { FileRefused } from './file-refused';
import { readGeoJson } from './read-geojson';
import { decodeText, readKml, readKmz } from './read-kml';
import { readLoneShapefile, readZippedShapefile } from './read-shapefile';
import type { RawFile } from './raw-file';
import { looksLikeZip, readZip } from './zip-archive';

/** Reads one field file by its extension: the formats the upload accepts (issue 5), bytes capped at 10 MB. */
export function readFieldFile(bytes: Buffer, fileName: string): RawFile {
  const check = checkFieldFile({ fileName, fileSize: bytes.length });
  if (!check.ok) throw new FileRefused(check.message);
  switch (check.type) {
    case 'zip':
    case 'kmz': {
      if (!looksLikeZip(bytes)) throw new FileRefused(FIELD_MESSAGES.corruptZip);
      const entries = readZip(bytes);
      return check.type === 'zip' ? readZippedShapefile(entries) : readKmz(entries);
    }
    case 'shp':
      return readLoneShapefile(bytes, fileName);
    case 'kml':
      return readKml(decodeText(bytes));
    case 'json':
    case 'geojson':
      return readGeoJson(decodeText(bytes));
  }
}
