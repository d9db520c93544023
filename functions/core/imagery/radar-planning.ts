import type { RadarScene } from '../../imagery/radar/radar-scene';
import type { RadarIndexJob } from '../queues/index-messages';
import type { ImageryField } from './field-shape';
import type { SensorPlanning } from './index-jobs';
import { orbitKey, storedRadarPasses } from './radar-store';

/**
 * The planner's radar side: a field's Sentinel-1 passes (one per date and relative orbit, the scenes of the
 * neighbouring 1° cells of the pass together), one job each on the index-jobs queue. Each pass is keyed
 * `<date>#<relative orbit>` on the field's radar cursor, so two passes of one day are planned and stored apart.
 */
export interface RadarPassOfField {
  date: string;
  relativeOrbit: number | null;
  scenes: RadarScene[];
}

/** A field's radar passes between two days (inclusive), in date order; radar-scene-search.ts searches them. */
export type RadarPassSearch = (bbox: readonly [number, number, number, number], from: string, to: string) => Promise<RadarPassOfField[]>;

export const radarPassKey = (date: string, relativeOrbit: number | null) => `${date}#${orbitKey(relativeOrbit)}`;

export function radarPlanning(passes: RadarPassSearch): SensorPlanning<RadarScene, RadarIndexJob> {
  return {
    async search(field, from, to) {
      const found = await passes(field.shape.bbox, from, to);
      return found.map((pass) => ({ key: radarPassKey(pass.date, pass.relativeOrbit), date: pass.date, scenes: pass.scenes, sceneIds: pass.scenes.map((scene) => scene.id) }));
    },
    job: (field, pass) => ({
      v: 1,
      sensor: 'radar',
      teamId: field.teamId,
      fieldId: field.fieldId,
      date: pass.date,
      relativeOrbit: pass.scenes[0]?.relativeOrbit ?? null,
      boundaryHash: field.boundaryHash,
      scenes: [...pass.scenes],
    }),
  };
}

/** The field's stored passes (this boundary, this radar engine) between two days, by pass key: one Query. */
export async function storedRadarKeys(field: ImageryField, from: string, to: string): Promise<ReadonlySet<string>> {
  const items = await storedRadarPasses(field.teamId, field.fieldId, from, to, field.boundaryHash);
  return new Set(items.map((item) => `${item.date}#${item.orbit}`));
}
