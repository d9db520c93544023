import { kml } from '@tmcw/togeojson';
import { DOMParser, type Document } from '@xmldom/xmldom';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import { FileRefused } from './file-refused';
import type { RawFile } from './raw-file';
import type { ZipEntry } from './zip-archive';

/** KML is always WGS 84 longitude/latitude (OGC KML 2.2); a KMZ is a zip whose main document is doc.kml. */
export function readKml(text: string): RawFile {
  let document: Document;
  try {
    document = new DOMParser({
      onError: (level) => {
        if (level !== 'warning') throw new FileRefused(FIELD_MESSAGES.invalidKml);
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    throw new FileRefused(FIELD_MESSAGES.invalidKml);
  }
  if (document.documentElement?.nodeName.toLowerCase() !== 'kml') throw new FileRefused(FIELD_MESSAGES.invalidKml);
  const collection = kml(document);
  return {
    features: collection.features.map((feature) => ({ geometry: feature.geometry, properties: feature.properties ?? {} })),
    crsDeclared: true,
  };
}

export function readKmz(entries: ZipEntry[]): RawFile {
  const documents = entries.filter((entry) => entry.name.toLowerCase().endsWith('.kml') && !entry.name.includes('__MACOSX'));
  const main = documents.find((entry) => entry.name.toLowerCase() === 'doc.kml') ?? documents[0];
  if (!main) throw new FileRefused(FIELD_MESSAGES.noKml);
  return readKml(decodeText(main.read()));
}

/** UTF-8 without its byte-order mark. */
export function decodeText(bytes: Buffer): string {
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}
