/**
 * Budget: one 256 px XYZ tile under 50 ms warm. The bench scene is Sentinel-2-like (GDAL's COG driver, 1024 px
 * internal tiles, DEFLATE + predictor, overviews); a 100 ha field is drawn as NDVI tiles at zoom 15 (field scale,
 * full resolution) and 12 (overviews), PNG encoding included. "Warm" is the tile route's steady state: the day's
 * readers are pooled (headers parsed, decoded internal tiles kept), as in a warm Lambda drawing a map.
 */
import path from 'node:path';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { ScenePool } from '../../../functions/imagery/compute/scene-reader';
import { projector } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { encodePng } from '../../../functions/imagery/output/png';
import { renderTile } from '../../../functions/imagery/tiles/render-tile';
import { tileAt } from '../../../functions/imagery/tiles/web-mercator';
import { EPSG, SCENE_DIR, X0, Y0, ensureScene, sceneWith } from './field-stats';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export interface TileFigures {
  zoom: number;
  tiles: number;
  coldMs: number;
  warmMedianMs: number;
  warmP95Ms: number;
  pngBytes: number;
  level: number;
}

export async function benchTiles(): Promise<TileFigures[]> {
  ensureScene();
  const scene = sceneWith((band) => path.join(SCENE_DIR, `${band}.tif`));
  const { inverse } = projector(EPSG);
  const [east, south] = [15_300, 15_300];
  const ring = [[-500, -500], [500, -500], [500, 500], [-500, 500], [-500, -500]].map(([dx, dy]) => inverse([X0 + east + (dx as number), Y0 - south - (dy as number)]));
  const field = parseFieldGeometry({ type: 'Polygon', coordinates: [ring] });
  const [lon, lat] = inverse([X0 + east, Y0 - south]);
  const rows: TileFigures[] = [];
  for (const zoom of [15, 12]) {
    const centre = tileAt(lon, lat, zoom);
    // The field's tiles at this zoom (a 1 km field spans 1-2 tiles a side at zoom 15).
    const tiles: Array<{ x: number; y: number }> = [];
    const a = tileAt(field.bbox[0], field.bbox[3], zoom);
    const b = tileAt(field.bbox[2], field.bbox[1], zoom);
    for (let x = a.x; x <= b.x; x++) for (let y = a.y; y <= b.y; y++) tiles.push({ x, y });
    const pool = new ScenePool(new ReadMeter());
    const draw = async (x: number, y: number) => {
      const started = performance.now();
      const tile = await renderTile({ field, scenes: [scene], index: 'NDVI', z: zoom, x, y, pool });
      const png = encodePng(tile.rgba, 256, 256);
      return { ms: performance.now() - started, bytes: png.length, level: tile.levels.B04 ?? 0 };
    };
    const cold = await draw(centre.x, centre.y);
    const warm: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 20; run++) {
      for (const { x, y } of tiles) {
        const result = await draw(x, y);
        warm.push(result.ms);
        bytes = Math.max(bytes, result.bytes);
      }
    }
    await pool.close();
    const sorted = [...warm].sort((p, q) => p - q);
    rows.push({
      zoom,
      tiles: tiles.length,
      coldMs: Math.round(cold.ms),
      warmMedianMs: Math.round(median(warm) * 10) / 10,
      warmP95Ms: Math.round((sorted[Math.floor(sorted.length * 0.95)] as number) * 10) / 10,
      pngBytes: bytes,
      level: cold.level,
    });
  }
  return rows;
}
