import type { DuplicateFeature, RefusedFeature } from '../../../shared/api/schemas/fields';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../../shared/domain/fields';
import { FileRefused } from './file-refused';
import { countVertices, outsideLonLat, polygonsOf, type FieldPolygon } from './geometry';
import { runAtOnce, runInTurns, type Steps } from './in-turns';
import { checkingPolygon } from './polygon-rules';
import type { RawFile } from './raw-file';

/**
 * From a read file to the fields it would create: one field per polygon (a MultiPolygon feature gives one per
 * part), named from a name-like property or else after the file, each checked by the polygon rules. Features that
 * are not polygons are skipped and listed; a file with no polygon at all, too many features or vertices is refused.
 */
export interface PreparedField {
  /** 1-based position of the feature in the file. */
  feature: number;
  name: string;
  groupName: string;
  /** The feature's anchor property, when it has one. */
  anchor?: string;
  polygon: FieldPolygon;
  areaHa: number;
  centroid: [number, number];
}

export interface PreparedFile {
  fields: PreparedField[];
  refused: RefusedFeature[];
  skipped: RefusedFeature[];
  /** Valid polygons left out as fields the team already has (filled by leaveOutDuplicates). */
  duplicates: DuplicateFeature[];
  /** Polygons found, valid or not. */
  polygonCount: number;
}

const NAME_KEYS = /^(name|field_?name|fieldname|field|title|label|parcel_?name|farm_?name|plot_?name|plot|farm)$/i;

/** The first non-empty text (or number) of a name-like property: 'name', 'Name', 'FIELD_NAME', 'title'... */
export function nameFrom(properties: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(properties)) {
    if (!NAME_KEYS.test(key.trim())) continue;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text) return text.slice(0, FIELD_LIMITS.nameMaxLength);
  }
  return null;
}

const ANCHOR_KEYS = /^(anchor|anchor_?name|off_?taker)$/i;

/** The first non-empty text of an anchor property ('anchor', 'Anchor', 'ANCHOR_NAME', 'offtaker'), or null. */
export function anchorFrom(properties: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(properties)) {
    if (!ANCHOR_KEYS.test(key.trim())) continue;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text) return text.slice(0, FIELD_LIMITS.anchorMaxLength);
  }
  return null;
}

type PrepareOptions = { fallbackName: string; groupName: string };

/** The file's fields, at once (tests, tools). */
export function prepareFields(file: RawFile, options: PrepareOptions): PreparedFile {
  return runAtOnce(preparing(file, options));
}

/** The file's fields in turns: the event loop gets a turn between the steps of each polygon. */
export function prepareFieldsInTurns(file: RawFile, options: PrepareOptions): Promise<PreparedFile> {
  return runInTurns(preparing(file, options));
}

function* preparing(file: RawFile, options: PrepareOptions): Steps<PreparedFile> {
  if (file.features.length > FIELD_LIMITS.maxFeatures) throw new FileRefused(FIELD_MESSAGES.tooManyFeatures);
  const polygonsByFeature = file.features.map((feature) => (feature.geometry ? polygonsOf(feature.geometry) : []));
  const all = polygonsByFeature.flat();
  if (all.length === 0) throw new FileRefused(FIELD_MESSAGES.noPolygons);
  // What is capped is what becomes fields: a MultiPolygon's parts each count.
  if (all.length > FIELD_LIMITS.maxFeatures) throw new FileRefused(FIELD_MESSAGES.tooManyPolygons);
  if (countVertices(all) > FIELD_LIMITS.maxVerticesPerFile) throw new FileRefused(FIELD_MESSAGES.tooManyVertices);
  if (!file.crsDeclared && all.every((polygon) => outsideLonLat([polygon]))) {
    throw new FileRefused(FIELD_MESSAGES.projectedWithoutCrs);
  }

  const polygonFeatures = polygonsByFeature.filter((polygons) => polygons.length > 0).length;
  const prepared: PreparedFile = { fields: [], refused: [], skipped: [], duplicates: [], polygonCount: all.length };
  for (const [index, feature] of file.features.entries()) {
    const number = index + 1;
    const ownName = nameFrom(feature.properties);
    const anchor = anchorFrom(feature.properties);
    const polygons = polygonsByFeature[index] ?? [];
    if (polygons.length === 0) {
      const reason = feature.geometry ? FIELD_MESSAGES.notPolygon(feature.geometry.type) : FIELD_MESSAGES.noGeometry;
      prepared.skipped.push({ feature: number, name: ownName, reason });
      continue;
    }
    const base = ownName ?? (polygonFeatures > 1 ? `${options.fallbackName} ${number}` : options.fallbackName);
    for (const [part, rings] of polygons.entries()) {
      const name = polygons.length > 1 ? `${base} ${part + 1}` : base;
      const check = yield* checkingPolygon(rings);
      yield;
      if (!check.ok) {
        const reason = polygons.length > 1 ? FIELD_MESSAGES.partRefused(part + 1, check.reason) : check.reason;
        prepared.refused.push({ feature: number, name, reason });
        continue;
      }
      const { polygon, areaHa, centroid } = check;
      prepared.fields.push({ feature: number, name, groupName: options.groupName, ...(anchor ? { anchor } : {}), polygon, areaHa, centroid });
    }
  }
  return prepared;
}
