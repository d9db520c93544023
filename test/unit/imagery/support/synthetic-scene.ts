/**
 * Builds small Sentinel-2-like scenes on disk for tests: one COG per band (10 m bands at 10 m, 20 m bands and
 * SCL at 20 m on the same origin), and the STAC item (Earth Search c1 shape) that points at them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCog } from '../../../../functions/imagery/cog/cog-writer';
import { projector } from '../../../../functions/imagery/geometry/crs';
import { ASSET_KEYS, BAND_RESOLUTION, type BandId } from '../../../../functions/imagery/scene';

export interface SyntheticSceneInput {
  dir: string;
  id: string;
  datetime: string;
  epsg: number;
  originX: number;
  originY: number;
  /** Size in 10 m pixels (even). */
  width: number;
  height: number;
  /** DN of a band at a pixel of that band's own grid (col, row); 0 is nodata. */
  dn: Partial<Record<BandId, (col: number, row: number) => number>>;
  blockSize?: number;
  cloudCover?: number;
  sunElevation?: number;
  /** Leave these assets out of the item. */
  omit?: BandId[];
  /** Lon/lat footprint; defaults to the raster's extent. */
  footprint?: GeoJSON.Polygon;
}

export interface SyntheticScene {
  item: Record<string, unknown>;
  itemPath: string;
}

export function writeSyntheticScene(input: SyntheticSceneInput): SyntheticScene {
  const dir = join(input.dir, input.id);
  mkdirSync(dir, { recursive: true });
  const assets: Record<string, unknown> = {};
  for (const [band, dn] of Object.entries(input.dn) as Array<[BandId, (c: number, r: number) => number]>) {
    const res = BAND_RESOLUTION[band] === 10 ? 10 : 20;
    const width = (input.width * 10) / res;
    const height = (input.height * 10) / res;
    const data = band === 'SCL' ? new Uint8Array(width * height) : new Uint16Array(width * height);
    for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) data[r * width + c] = dn(c, r);
    const file = `${band}.tif`;
    writeFileSync(
      join(dir, file),
      writeCog({
        width, height, data, originX: input.originX, originY: input.originY, resolution: res, epsg: input.epsg, noData: 0,
        blockSize: input.blockSize ?? 256, overviews: [2], overviewResampling: band === 'SCL' ? 'nearest' : 'average',
      }),
    );
    if (input.omit?.includes(band)) continue;
    assets[ASSET_KEYS[band][0] as string] = {
      href: file,
      type: 'image/tiff; application=geotiff; profile=cloud-optimized',
      'raster:bands': [band === 'SCL' ? { nodata: 0, data_type: 'uint8' } : { nodata: 0, data_type: 'uint16', scale: 0.0001, offset: -0.1 }],
    };
  }
  const { inverse } = projector(input.epsg);
  const x1 = input.originX + input.width * 10;
  const y1 = input.originY - input.height * 10;
  const corners = [[input.originX, y1], [x1, y1], [x1, input.originY], [input.originX, input.originY]].map(([x, y]) => inverse([x as number, y as number]));
  const lons = corners.map((c) => c[0]);
  const lats = corners.map((c) => c[1]);
  const item = {
    type: 'Feature',
    stac_version: '1.0.0',
    id: input.id,
    collection: 'sentinel-2-c1-l2a',
    bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
    geometry: input.footprint ?? { type: 'Polygon', coordinates: [[...corners, corners[0]]] },
    properties: {
      datetime: input.datetime,
      'eo:cloud_cover': input.cloudCover ?? 10,
      'proj:epsg': input.epsg,
      'view:sun_elevation': input.sunElevation ?? 55,
      'view:sun_azimuth': 140,
      's2:processing_baseline': '05.10',
    },
    assets,
    links: [],
  };
  const itemPath = join(dir, 'item.json');
  writeFileSync(itemPath, JSON.stringify(item));
  return { item, itemPath };
}

/** A lon/lat polygon from rings given in the scene CRS (metres). */
export function lonLatPolygon(epsg: number, rings: Array<Array<[number, number]>>): GeoJSON.Polygon {
  const { inverse } = projector(epsg);
  return { type: 'Polygon', coordinates: rings.map((ring) => ring.map((p) => inverse(p))) };
}
