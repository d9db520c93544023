/**
 * Synthetic Sentinel-1 RTC scenes on Digital Earth Africa's grid (EPSG:4326, 0.0002° pixels): float32 VV and VH
 * COGs of known linear gamma0 (or VV in dB with -99 no data), a uint8 mask with a radar-shadow block (2) and a
 * no-data block (0, NaN), and NaN VH along part of one row. The value functions are the tests' oracle.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCog } from '../../../../functions/imagery/cog/cog-writer';
import type { RadarScene } from '../../../../functions/imagery/radar/radar-scene';

export const RADAR_RES = 0.0002;
export const RADAR_SIZE = 200;
export const RADAR_NORTH = 9.1;

export const vvAt = (west: number, col: number, row: number) => 0.04 + 0.0004 * ((col * 7 + row * 3 + Math.round(west * 100)) % 101);
export const vhAt = (west: number, col: number, row: number) => 0.004 + 0.00005 * ((col * 5 + row * 11 + Math.round(west * 100)) % 97);
export const shadow = (col: number, row: number) => col >= 60 && col < 70 && row >= 60 && row < 65;
export const noData = (col: number, row: number) => col >= 80 && col < 84 && row >= 70 && row < 80;
export const vhHole = (col: number, row: number) => row === 90 && col >= 50 && col < 100;

export interface SyntheticRadarOptions {
  db?: boolean;
  withVh?: boolean;
  withMask?: boolean;
  overviews?: number[];
}

function write(dir: string, name: string, data: Float32Array | Uint8Array, west: number, options: SyntheticRadarOptions, noDataValue?: number): string {
  const path = join(dir, name);
  const overviews = options.overviews ?? [];
  writeFileSync(path, writeCog({
    width: RADAR_SIZE, height: RADAR_SIZE, data, originX: west, originY: RADAR_NORTH, resolution: RADAR_RES, epsg: 4326, blockSize: 64,
    overviews, overviewResampling: data instanceof Uint8Array ? 'nearest' : 'average', ...(noDataValue !== undefined ? { noData: noDataValue } : {}),
  }));
  return path;
}

export function syntheticRadarScene(dir: string, id: string, west: number, options: SyntheticRadarOptions = {}): RadarScene {
  const size = RADAR_SIZE;
  const vv = new Float32Array(size * size);
  const vh = new Float32Array(size * size);
  const mask = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const i = row * size + col;
      const empty = noData(col, row);
      mask[i] = empty ? 0 : shadow(col, row) ? 2 : 1;
      const v = empty ? Number.NaN : vvAt(west, col, row);
      vv[i] = options.db ? (empty ? -99 : 10 * Math.log10(v)) : v;
      vh[i] = empty || vhHole(col, row) ? Number.NaN : vhAt(west, col, row);
    }
  }
  const asset = (href: string, db = false, nodata: number | null = null) => ({ href, units: db ? ('db' as const) : ('linear' as const), nodata });
  return {
    id, collection: 's1_rtc', datetime: '2024-07-14T05:31:02.000Z', date: '2024-07-14', epsg: 4326,
    bbox: [west, RADAR_NORTH - size * RADAR_RES, west + size * RADAR_RES, RADAR_NORTH], footprint: null,
    platform: 'sentinel-1a', orbitState: 'descending', relativeOrbit: 22, tile: 'N09E008',
    vv: options.db ? asset(write(dir, `${id}-vv.tif`, vv, west, options, -99), true, -99) : asset(write(dir, `${id}-vv.tif`, vv, west, options)),
    vh: options.withVh === false ? null : asset(write(dir, `${id}-vh.tif`, vh, west, options)),
    mask: options.withMask === false ? null : asset(write(dir, `${id}-mask.tif`, mask, west, options)),
  };
}
