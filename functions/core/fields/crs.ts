import proj4 from 'proj4';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import { FileRefused } from './file-refused';

/**
 * Coordinate reference systems of users' files, turned into a converter to WGS 84 longitude/latitude.
 * A shapefile names its CRS by a .prj (WKT, often ESRI's dialect), which proj4 reads; a GeoJSON file may carry the
 * pre-RFC 7946 `crs` member with an EPSG code, resolved from the table below (the UTM families and the CRSs our
 * users' files come in; proj4 knows only a handful of codes by itself).
 */
export type ToWgs84 = ((position: [number, number]) => [number, number]) | null;

const GRS80 = '+ellps=GRS80 +towgs84=0,0,0,0,0,0,0';
const MINNA = '+ellps=clrk80 +towgs84=-92,-93,122,0,0,0,0';

function epsgDefinition(code: number): string | null {
  if (code >= 32601 && code <= 32660) return `+proj=utm +zone=${code - 32600} +datum=WGS84 +units=m +no_defs`;
  if (code >= 32701 && code <= 32760) return `+proj=utm +zone=${code - 32700} +south +datum=WGS84 +units=m +no_defs`;
  if (code >= 25828 && code <= 25838) return `+proj=utm +zone=${code - 25800} ${GRS80} +units=m +no_defs`;
  if (code >= 26901 && code <= 26923) return `+proj=utm +zone=${code - 26900} +datum=NAD83 +units=m +no_defs`;
  switch (code) {
    case 3006: // SWEREF99 TM
      return `+proj=utm +zone=33 ${GRS80} +units=m +no_defs`;
    case 3857:
    case 900913:
      return '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs';
    case 26331: // Minna / UTM 31N (Nigeria)
    case 26332: // Minna / UTM 32N
      return `+proj=utm +zone=${code - 26300} ${MINNA} +units=m +no_defs`;
    case 26391: // Minna / Nigeria West Belt
      return `+proj=tmerc +lat_0=4 +lon_0=4.5 +k=0.99975 +x_0=230738.26 +y_0=0 ${MINNA} +units=m +no_defs`;
    case 26392: // Minna / Nigeria Mid Belt
      return `+proj=tmerc +lat_0=4 +lon_0=8.5 +k=0.99975 +x_0=670553.98 +y_0=0 ${MINNA} +units=m +no_defs`;
    case 26393: // Minna / Nigeria East Belt
      return `+proj=tmerc +lat_0=4 +lon_0=12.5 +k=0.99975 +x_0=1110369.7 +y_0=0 ${MINNA} +units=m +no_defs`;
    default:
      return null;
  }
}

/** Geographic CRSs whose longitude/latitude are WGS 84's to well within a metre. */
const LONLAT_CODES = new Set([4326, 4258, 4269, 4617, 4674, 4283, 4167]);

function converter(definition: string): ToWgs84 {
  const transform = proj4(definition, 'WGS84');
  return (position) => transform.forward(position) as [number, number];
}

/** A GeoJSON `crs` name: 'EPSG:25833', 'urn:ogc:def:crs:EPSG::32734', '.../def/crs/EPSG/0/3006', 'urn:...:CRS84'. */
export function crsFromName(name: string): ToWgs84 {
  if (/CRS:?84$/i.test(name)) return null;
  const code = Number(/EPSG(?::[\d.]*:|:|\/\d+\/)(\d+)$/i.exec(name.trim())?.[1]);
  if (!Number.isInteger(code) || code <= 0) throw new FileRefused(FIELD_MESSAGES.unknownCrs(name));
  if (LONLAT_CODES.has(code)) return null;
  const definition = epsgDefinition(code);
  if (!definition) throw new FileRefused(FIELD_MESSAGES.unknownCrs(`EPSG:${code}`));
  return converter(definition);
}

/** A .prj's WKT; a geographic WGS 84 one needs no conversion. */
export function crsFromPrj(wkt: string): ToWgs84 {
  const text = wkt.trim();
  if (!text) return null;
  if (/^GEOGCS\[\s*"(GCS_)?WGS[ _]?(19)?84"/i.test(text)) return null;
  try {
    return converter(text);
  } catch {
    throw new FileRefused(FIELD_MESSAGES.unreadablePrj);
  }
}
