import type { Geometry } from 'geojson';

/** What a reader makes of a field file: its features in file order, converted to WGS 84 when the file names a CRS. */
export interface RawFeature {
  geometry: Geometry | null;
  properties: Record<string, unknown>;
}

export interface RawFile {
  features: RawFeature[];
  /** Whether the file said which coordinate system it uses (a .prj, a `crs` member, or KML's fixed WGS 84). */
  crsDeclared: boolean;
}
