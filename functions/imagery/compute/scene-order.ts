/**
 * Which of a day's scenes to use for a field, in which order: scenes whose bounding box misses the field are
 * dropped; the rest are ranked by the share of the field's pixels inside their data footprint (then by lower
 * cloud cover), and only scenes in the best one's CRS are kept so that all share one pixel grid.
 */
import { NoSceneError } from '../errors';
import { fieldOnGrid, projectField, type Grid } from '../geometry/field-grid';
import type { FieldShape } from '../geometry/field-geometry';
import type { Scene } from '../scene';

export interface RankedScene {
  scene: Scene;
  /** Share (0–1) of the field's pixels inside the scene's footprint. */
  coverage: number;
}

const bboxesIntersect = (a: readonly number[], b: readonly number[]) =>
  (a[0] as number) <= (b[2] as number) && (b[0] as number) <= (a[2] as number) && (a[1] as number) <= (b[3] as number) && (b[1] as number) <= (a[3] as number);

function footprintOf(scene: Scene): FieldShape {
  const [w, s, e, n] = scene.bbox;
  const geometry = scene.footprint;
  if (!geometry) return { polygons: [[[[w, s], [e, s], [e, n], [w, n], [w, s]]]], bbox: scene.bbox };
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return { polygons: polygons.map((p) => p.map((ring) => ring.map(([x, y]) => [x as number, y as number] as [number, number]))), bbox: scene.bbox };
}

/** Share of the field's pixel centres (on a 10 m grid in the scene's CRS) that lie inside the footprint. */
export function footprintCoverage(field: FieldShape, scene: Scene): number {
  const grid: Grid = { epsg: scene.epsg, originX: 0, originY: 0, res: 10 };
  const projected = projectField(field, scene.epsg);
  const inField = fieldOnGrid(grid, projected);
  if (inField.pixelCount === 0) return bboxesIntersect(field.bbox, scene.bbox) ? 1 : 0;
  const inFootprint = fieldOnGrid(grid, projectField(footprintOf(scene), scene.epsg), inField.window);
  let both = 0;
  for (let i = 0; i < inField.mask.length; i++) both += (inField.mask[i] as number) & (inFootprint.mask[i] as number);
  return both / inField.pixelCount;
}

export function rankScenes(field: FieldShape, scenes: readonly Scene[]): RankedScene[] {
  if (scenes.length === 0) throw new NoSceneError('No scene was given for this date.');
  const candidates = scenes.filter((scene) => bboxesIntersect(field.bbox, scene.bbox));
  if (candidates.length === 0) {
    throw new NoSceneError('The field lies outside every scene.', { scenes: scenes.map((s) => s.id) });
  }
  if (candidates.length === 1) {
    // Nothing to rank: the coverage (two rasterisations of the field) is worked out only if someone asks.
    const scene = candidates[0] as Scene;
    return [{ scene, get coverage() { return footprintCoverage(field, scene); } }];
  }
  const ranked = candidates
    .map((scene) => ({ scene, coverage: footprintCoverage(field, scene) }))
    .sort((a, b) => b.coverage - a.coverage || (a.scene.cloudCover ?? 100) - (b.scene.cloudCover ?? 100) || a.scene.id.localeCompare(b.scene.id));
  const epsg = (ranked[0] as RankedScene).scene.epsg;
  return ranked.filter((r) => r.scene.epsg === epsg);
}
