/**
 * One XYZ map tile (256 px, Web Mercator) of a radar layer over a field on one pass, drawn as the optical tiles
 * are (tiles/render-tile.ts: the field burnt by pixel centres, nearest source pixel from the coarsest COG level
 * still as fine as the tile, only the window under the field read): RVI = 4·VH / (VV + VH) or VH in dB per pixel
 * (linear power; dB assets converted), coloured by RADAR_LAYERS' ramp, transparent outside the field and where the
 * mask is not 1 or VV/VH have no valid value. Neighbouring tiles of the pass fill in, first valid wins.
 */
import { RADAR_LAYERS, type RadarLayerId } from '../../../shared/domain/radar';
import { ReadMeter } from '../cog/byte-source';
import type { FieldShape } from '../geometry/field-geometry';
import {
  emptyTile, fieldOnTile, rampPainter, readUnderTile, sampleUnderTile, tilePixelsInCrs, tileResolutionInCrs,
  type RenderedTile, type TileSourceWindow,
} from '../tiles/render-tile';
import { TILE_SIZE } from '../tiles/web-mercator';
import { rankRadarScenes } from './radar-order';
import { RadarReader, type RadarBand, type RadarPool, type RadarReadOptions } from './radar-reader';
import { linearPower } from './radar-power';
import type { RadarScene } from './radar-scene';
import { RADAR_BYTE_BUDGET } from './radar-statistics';

export interface RadarTileInput {
  field: FieldShape;
  /** Scenes of one pass (neighbouring tiles of the same date and orbit). */
  scenes: readonly RadarScene[];
  layer: RadarLayerId;
  z: number;
  x: number;
  y: number;
  size?: number;
  meter?: ReadMeter;
  /** Readers shared between tiles of the same pass. */
  pool?: RadarPool;
  read?: Partial<RadarReadOptions>;
}

export async function renderRadarTile(input: RadarTileInput): Promise<RenderedTile<RadarBand>> {
  const size = input.size ?? TILE_SIZE;
  const onTile = fieldOnTile(input.field, input.z, input.x, input.y, size);
  if (!onTile) return emptyTile<RadarBand>(size);
  const ranked = rankRadarScenes(input.field, input.scenes);
  const epsg = (ranked[0] as RadarScene).epsg;
  const inCrs = tilePixelsInCrs(onTile, epsg);
  const resolution = tileResolutionInCrs(input.field, onTile, epsg);
  const paint = rampPainter(RADAR_LAYERS[input.layer].ramp);
  const meter = input.meter ?? input.pool?.meter ?? new ReadMeter(RADAR_BYTE_BUDGET);
  const rgba = new Uint8Array(size * size * 4);
  const done = new Uint8Array(inCrs.count);
  const levels: Partial<Record<RadarBand, number>> = {};
  const used: string[] = [];
  let painted = 0;
  let remaining = inCrs.count;

  for (const scene of ranked) {
    if (remaining === 0) break;
    if (input.layer === 'RVI' && !scene.vh) continue;
    const reader = input.pool?.reader(scene) ?? new RadarReader(scene, meter, input.read);
    try {
      reader.openAhead();
      const read = async (band: RadarBand, fill: number): Promise<TileSourceWindow> => {
        const window = await readUnderTile(await reader.file(band), resolution, inCrs, input.read?.window ?? {}, fill);
        levels[band] = window.level.index;
        return window;
      };
      const [vv, vh, mask] = await Promise.all([
        input.layer === 'RVI' ? read('vv', Number.NaN) : null,
        scene.vh ? read('vh', Number.NaN) : null,
        scene.mask ? read('mask', 0) : null,
      ]);
      if (!vh || !scene.vh) continue;
      let contributed = false;
      for (let p = 0; p < inCrs.count; p++) {
        if (done[p]) continue;
        if (mask && sampleUnderTile(mask, inCrs, p) !== 1) continue;
        const h = linearPower(sampleUnderTile(vh, inCrs, p), scene.vh);
        if (h !== h) continue;
        let value: number;
        if (vv) {
          const v = linearPower(sampleUnderTile(vv, inCrs, p), scene.vv);
          if (v !== v) continue;
          value = (4 * h) / (v + h);
        } else {
          value = 10 * Math.log10(h);
        }
        done[p] = 1;
        remaining--;
        contributed = true;
        paint(value, rgba, (inCrs.pixelIndex[p] as number) * 4);
        painted++;
      }
      if (contributed) used.push(scene.id);
    } finally {
      if (!input.pool) await reader.close();
    }
  }
  return { size, rgba, fieldPixels: onTile.fieldPixels, paintedPixels: painted, sceneIds: used, levels };
}
