import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rampColor } from '../../../shared/domain/indices';
import { RADAR_LAYERS } from '../../../shared/domain/radar';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { NoSceneError } from '../../../functions/imagery/errors';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { RadarPool } from '../../../functions/imagery/radar/radar-reader';
import { renderRadarTile } from '../../../functions/imagery/radar/render-radar-tile';
import { lonLatFromMercator, tileAt, tileBounds } from '../../../functions/imagery/tiles/web-mercator';
import { RADAR_NORTH, RADAR_RES, RADAR_SIZE, noData, shadow, syntheticRadarScene, vhAt, vhHole, vvAt } from './support/synthetic-radar';

/**
 * Radar map tiles on synthetic scenes of known backscatter: every painted pixel has the ramp colour of RVI (or VH
 * dB) of the source pixel under its centre, computed here independently; pixels outside the field, in shadow or
 * without data are transparent; neighbouring scenes of the pass fill in; zoomed out, overviews are read.
 */
const dir = mkdtempSync(join(tmpdir(), 'radar-tiles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const A_WEST = 8.0;
const B_WEST = A_WEST + RADAR_SIZE * RADAR_RES;
const sceneA = syntheticRadarScene(dir, 'A', A_WEST, { overviews: [2, 4] });
const sceneB = syntheticRadarScene(dir, 'B', B_WEST, { overviews: [2, 4] });
/** Over both scenes (columns 150-250 of A's grid), over the shadow and no-data blocks and the VH hole. */
const field = parseFieldGeometry({
  type: 'Polygon',
  coordinates: [[[A_WEST + 40 * RADAR_RES, RADAR_NORTH - 40 * RADAR_RES], [A_WEST + 250 * RADAR_RES, RADAR_NORTH - 50 * RADAR_RES], [A_WEST + 240 * RADAR_RES, RADAR_NORTH - 120 * RADAR_RES], [A_WEST + 45 * RADAR_RES, RADAR_NORTH - 110 * RADAR_RES], [A_WEST + 40 * RADAR_RES, RADAR_NORTH - 40 * RADAR_RES]]],
});

/** The expected colour at a lon/lat: null where nothing may be painted. */
function expectedColour(layer: 'RVI' | 'VH', lon: number, lat: number): readonly number[] | null {
  const globalCol = Math.floor((lon - A_WEST) / RADAR_RES);
  const row = Math.floor((RADAR_NORTH - lat) / RADAR_RES);
  const west = globalCol < RADAR_SIZE ? A_WEST : B_WEST;
  const col = globalCol % RADAR_SIZE;
  if (noData(col, row) || shadow(col, row) || vhHole(col, row)) return null;
  const vv = Math.fround(vvAt(west, col, row));
  const vh = Math.fround(vhAt(west, col, row));
  return rampColor(RADAR_LAYERS[layer].ramp, layer === 'RVI' ? (4 * vh) / (vv + vh) : 10 * Math.log10(vh));
}

describe('radar map tiles', () => {
  it.each(['RVI', 'VH'] as const)('paints %s by the layer ramp inside the field, transparent where invalid or outside', async (layer) => {
    const z = 14;
    const first = tileAt(field.bbox[0], field.bbox[3], z);
    const last = tileAt(field.bbox[2], field.bbox[1], z);
    const scenes = new Set<string>();
    let fieldPixels = 0;
    let compared = 0;
    let differing = 0;
    let invalidPainted = 0;
    let invalid = 0;
    let outsidePainted = 0;
    for (let x = first.x; x <= last.x; x++) {
      for (let y = first.y; y <= last.y; y++) {
        const tile = await renderRadarTile({ field, scenes: [sceneA, sceneB], layer, z, x, y });
        for (const id of tile.sceneIds) scenes.add(id);
        fieldPixels += tile.fieldPixels;
        if (tile.fieldPixels > 0) expect(tile.levels.vh).toBe(0);
        const bounds = tileBounds(z, x, y);
        let painted = 0;
        for (let j = 0; j < 256; j++) {
          for (let i = 0; i < 256; i++) {
            const at = (j * 256 + i) * 4;
            const alpha = tile.rgba[at + 3];
            if (alpha === 255) painted++;
            const [lon, lat] = lonLatFromMercator([bounds.minX + (i + 0.5) * bounds.pixelSize, bounds.maxY - (j + 0.5) * bounds.pixelSize]);
            if (lon < field.bbox[0] || lon > field.bbox[2] || lat < field.bbox[1] || lat > field.bbox[3]) {
              if (alpha !== 0) outsidePainted++;
              continue;
            }
            const colour = expectedColour(layer, lon, lat);
            if (colour === null) {
              invalid++;
              if (alpha !== 0) invalidPainted++;
              continue;
            }
            if (alpha !== 255) continue;
            compared++;
            if (colour.some((c, k) => c !== tile.rgba[at + k])) differing++;
          }
        }
        expect(painted).toBe(tile.paintedPixels);
      }
    }
    expect([...scenes].sort()).toEqual(['A', 'B']);
    expect(outsidePainted).toBe(0);
    expect(compared).toBeGreaterThan(0.9 * fieldPixels - invalid);
    expect(invalid).toBeGreaterThan(100);
    // The tile interpolates pixel centres between 16 px control points: a source-pixel edge may fall either way.
    expect(differing / compared).toBeLessThan(0.01);
    expect(invalidPainted / invalid).toBeLessThan(0.03);
  });

  it('reads overviews when zoomed out, and nothing for a tile away from the field', async () => {
    const pool = new RadarPool(new ReadMeter());
    const centre = tileAt((field.bbox[0] + field.bbox[2]) / 2, (field.bbox[1] + field.bbox[3]) / 2, 16);
    const far = await renderRadarTile({ field, scenes: [sceneA, sceneB], layer: 'RVI', z: 16, x: centre.x + 6, y: centre.y, pool });
    expect([far.fieldPixels, far.paintedPixels, pool.meter.requests]).toEqual([0, 0, 0]);
    const low = tileAt((field.bbox[0] + field.bbox[2]) / 2, (field.bbox[1] + field.bbox[3]) / 2, 11);
    const out = await renderRadarTile({ field, scenes: [sceneA, sceneB], layer: 'RVI', z: 11, ...low, pool });
    expect(out.paintedPixels).toBeGreaterThan(10);
    expect(out.levels.vv).toBeGreaterThan(0);
    expect(out.levels.vh).toBeGreaterThan(0);
    await pool.close();
  });

  it('throws NoSceneError for a field outside every scene of the pass', async () => {
    const elsewhere = parseFieldGeometry({ type: 'Polygon', coordinates: [[[7.5, 9.5], [7.51, 9.5], [7.51, 9.51], [7.5, 9.5]]] });
    const centre = tileAt(7.505, 9.502, 16);
    await expect(renderRadarTile({ field: elsewhere, scenes: [sceneA], layer: 'VH', z: 16, ...centre })).rejects.toBeInstanceOf(NoSceneError);
  });
});
