/**
 * Which of a pass's scenes to read for a field, in which order: scenes whose bbox misses the field are dropped, the
 * rest ranked by the share of the field's bbox inside theirs (then by id), and only those in the best one's CRS kept
 * so that all share one pixel grid. No scene left: NoSceneError.
 */
import { NoSceneError } from '../errors';
import type { FieldShape } from '../geometry/field-geometry';
import type { RadarScene } from './radar-scene';

function overlap(a: readonly number[], b: readonly number[]): number {
  const width = Math.min(a[2] as number, b[2] as number) - Math.max(a[0] as number, b[0] as number);
  const height = Math.min(a[3] as number, b[3] as number) - Math.max(a[1] as number, b[1] as number);
  return width < 0 || height < 0 ? -1 : width * height;
}

export function rankRadarScenes(field: FieldShape, scenes: readonly RadarScene[]): RadarScene[] {
  if (scenes.length === 0) throw new NoSceneError('No radar scene was given for this pass.');
  const [w, s, e, n] = field.bbox;
  const area = Math.max((e - w) * (n - s), Number.MIN_VALUE);
  const ranked = scenes
    .map((scene) => ({ scene, share: overlap(field.bbox, scene.bbox) / area }))
    .filter((r) => r.share >= 0)
    .sort((a, b) => b.share - a.share || a.scene.id.localeCompare(b.scene.id));
  const best = ranked[0];
  if (!best) throw new NoSceneError('The field lies outside every radar scene.', { scenes: scenes.map((scene) => scene.id) });
  return ranked.filter((r) => r.scene.epsg === best.scene.epsg).map((r) => r.scene);
}
