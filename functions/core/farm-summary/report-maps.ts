import type { FieldReport } from '../../../shared/api/schemas/farm-summary';
import type { IndexId } from '../../../shared/domain/indices';
import { ReadMeter } from '../../imagery/cog/byte-source';
import { DEFAULT_FIELD_STATISTICS_OPTIONS } from '../../imagery/compute/field-statistics';
import { ScenePool } from '../../imagery/compute/scene-reader';
import { ImageryError } from '../../imagery/errors';
import type { FieldShape } from '../../imagery/geometry/field-geometry';
import type { Scene } from '../../imagery/scene';
import { renderTile } from '../../imagery/tiles/render-tile';
import { EARTH_RADIUS, mercatorFromLonLat } from '../../imagery/tiles/web-mercator';
import { fieldForImagery } from '../imagery/field-shape';
import { sceneDays, type SceneSearchDeps } from '../imagery/scene-search';
import type { Logger } from '../logger';
import { CLEAR_FRACTION } from './report-rules';

/**
 * The report's two maps (spec 2 §2.7) for the PDF, as the preview shows them: the field in true colour and in the
 * report's index on the period's last clear scene, each a square picture of the field's box, the field filling 90 %
 * of its longer side, painted by the tile engine (outside the field, masked and empty pixels are transparent).
 */
export const MAP_PIXELS = 400;
const FIELD_SHARE = 0.9;
const WORLD = 2 * Math.PI * EARTH_RADIUS;

/** A map picture: RGBA rows top to bottom, and the field's outline in its pixel coordinates (x right, y down). */
export interface MapRaster {
  rgba: Uint8Array;
  width: number;
  height: number;
  outline: Array<Array<readonly [number, number]>>;
}

export type ReportMaps =
  | { kind: 'maps'; date: string; trueColour: MapRaster; index: MapRaster }
  | { kind: 'no-clear-scene' }
  | { kind: 'unavailable'; date: string };

/** The period's last scene with at least half the field clear and a value of the report's index (the preview's rule). */
export function reportMapDate(report: FieldReport): string | null {
  const dates = report.scenes.filter((scene) => scene.valid_fraction >= CLEAR_FRACTION && scene.index !== null).map((scene) => scene.date);
  return dates.sort().at(-1) ?? null;
}

/**
 * Where the picture lies on the Web Mercator pixel grid of zoom `z` rendered at `tileSize` px a tile: a grid where
 * the field's longer side spans FIELD_SHARE of MAP_PIXELS, so the engine's tiles are copied pixel for pixel.
 */
function mapGrid(shape: FieldShape) {
  const [west, south] = mercatorFromLonLat([shape.bbox[0], shape.bbox[1]]);
  const [east, north] = mercatorFromLonLat([shape.bbox[2], shape.bbox[3]]);
  // A field of a few metres still gets a picture of some 40 m (four Sentinel-2 pixels), not an infinite zoom.
  const side = Math.max(east - west, north - south, 40) / FIELD_SHARE;
  const wanted = side / MAP_PIXELS;
  // The zoom whose 256 px tiles are coarser than wanted, each tile then rendered at 256-511 px.
  const z = Math.max(0, Math.min(22, Math.floor(Math.log2(WORLD / (wanted * 256)))));
  const tileSize = Math.round(WORLD / 2 ** z / wanted);
  const pixelSize = WORLD / 2 ** z / tileSize;
  const left = Math.round(((west + east) / 2 + WORLD / 2) / pixelSize - MAP_PIXELS / 2);
  const top = Math.round((WORLD / 2 - (south + north) / 2) / pixelSize - MAP_PIXELS / 2);
  return { z, tileSize, pixelSize, left, top };
}

export async function fieldMap(shape: FieldShape, scenes: readonly Scene[], index: IndexId, pool: ScenePool): Promise<MapRaster> {
  const { z, tileSize, pixelSize, left, top } = mapGrid(shape);
  const rgba = new Uint8Array(MAP_PIXELS * MAP_PIXELS * 4);
  const tiles: Array<{ x: number; y: number }> = [];
  for (let y = Math.floor(top / tileSize); y <= Math.floor((top + MAP_PIXELS - 1) / tileSize); y++) {
    for (let x = Math.floor(left / tileSize); x <= Math.floor((left + MAP_PIXELS - 1) / tileSize); x++) tiles.push({ x, y });
  }
  const rendered = await Promise.all(tiles.map((tile) => renderTile({ field: shape, scenes, index, z, ...tile, size: tileSize, pool })));
  rendered.forEach((tile, t) => {
    if (tile.paintedPixels === 0) return;
    const { x, y } = tiles[t] as { x: number; y: number };
    // The tile's rows that fall in the picture, copied row by row.
    const i0 = Math.max(0, left - x * tileSize);
    const i1 = Math.min(tileSize, left + MAP_PIXELS - x * tileSize);
    for (let j = Math.max(0, top - y * tileSize); j < Math.min(tileSize, top + MAP_PIXELS - y * tileSize); j++) {
      const row = y * tileSize + j - top;
      const from = (j * tileSize + i0) * 4;
      rgba.set(tile.rgba.subarray(from, from + (i1 - i0) * 4), (row * MAP_PIXELS + x * tileSize + i0 - left) * 4);
    }
  });
  const outline = shape.polygons.flatMap((polygon) =>
    polygon.map((ring) =>
      ring.map((point) => {
        const [mx, my] = mercatorFromLonLat(point);
        return [(mx + WORLD / 2) / pixelSize - left, (WORLD / 2 - my) / pixelSize - top] as const;
      }),
    ),
  );
  return { rgba, width: MAP_PIXELS, height: MAP_PIXELS, outline };
}

/**
 * The maps of a report of the team's field. Imagery that cannot be read (the catalogue or the scene's files not
 * answering) leaves the report without its maps, saying so, rather than without the report.
 */
export async function reportMaps(teamId: string, report: FieldReport, deps: { log?: Logger; search?: SceneSearchDeps } = {}): Promise<ReportMaps> {
  const date = reportMapDate(report);
  if (!date) return { kind: 'no-clear-scene' };
  const field = await fieldForImagery(teamId, report.field.id);
  const pool = new ScenePool(new ReadMeter(DEFAULT_FIELD_STATISTICS_OPTIONS.byteBudget));
  try {
    const [day] = await sceneDays(field.shape.bbox, date, date, deps.search);
    if (!day) {
      deps.log?.warn('report map scene not found', { fieldId: field.fieldId, date });
      return { kind: 'unavailable', date };
    }
    const [trueColour, index] = await Promise.all([fieldMap(field.shape, day.scenes, 'TRUE_COLOR', pool), fieldMap(field.shape, day.scenes, report.index, pool)]);
    return { kind: 'maps', date, trueColour, index };
  } catch (error) {
    if (!(error instanceof ImageryError)) throw error;
    deps.log?.warn('report maps not drawn', { fieldId: field.fieldId, date, code: error.code, error });
    return { kind: 'unavailable', date };
  } finally {
    await pool.close();
  }
}
