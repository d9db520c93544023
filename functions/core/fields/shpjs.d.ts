/** The part of shpjs (no bundled types) the shapefile reader uses. */
declare module 'shpjs' {
  import type { Geometry } from 'geojson';

  /** The .shp's shapes in file order; a null shape is null. With no projection the coordinates stay as stored. */
  export function parseShp(shp: ArrayBufferView | ArrayBuffer, prj?: string | false): (Geometry | null)[];
  /** The .dbf's records in file order, decoded with the .cpg's code page when given. */
  export function parseDbf(dbf: ArrayBufferView | ArrayBuffer, cpg?: string | ArrayBufferView): Record<string, unknown>[];
}
