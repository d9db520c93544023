/**
 * Sentinel-1 acquisitions as passes: one satellite pass over an area on one day is one (date, orbit direction,
 * relative orbit), which Digital Earth Africa cuts into 1° tiles; a field near a tile edge needs the neighbouring
 * tiles of the same pass, mosaicked. Scenes of different orbits are never mixed (their viewing geometry differs).
 */
import type { OrbitState } from '../../../shared/domain/radar';
import type { RadarScene } from './radar-scene';

export interface RadarPass {
  date: string;
  /** The earliest scene's instant. */
  datetime: string;
  orbitState: OrbitState | null;
  relativeOrbit: number | null;
  platform: string | null;
  /** In acquisition order. */
  scenes: RadarScene[];
}

export function radarPassKey(scene: Pick<RadarScene, 'date' | 'orbitState' | 'relativeOrbit'>): string {
  return `${scene.date}|${scene.orbitState ?? '-'}|${scene.relativeOrbit ?? '-'}`;
}

/** The scenes grouped per pass, passes in date order (then time); scenes without orbit metadata group by date alone. */
export function groupRadarPasses(scenes: readonly RadarScene[]): RadarPass[] {
  const passes = new Map<string, RadarPass>();
  const ordered = [...scenes].sort((a, b) => a.datetime.localeCompare(b.datetime) || a.id.localeCompare(b.id));
  for (const scene of ordered) {
    const key = radarPassKey(scene);
    const pass = passes.get(key);
    if (pass) {
      if (!pass.scenes.some((s) => s.id === scene.id)) pass.scenes.push(scene);
      continue;
    }
    passes.set(key, {
      date: scene.date,
      datetime: scene.datetime,
      orbitState: scene.orbitState,
      relativeOrbit: scene.relativeOrbit,
      platform: scene.platform,
      scenes: [scene],
    });
  }
  return [...passes.values()].sort((a, b) => a.date.localeCompare(b.date) || a.datetime.localeCompare(b.datetime));
}
