/**
 * Same-day scenes (neighbouring MGRS tiles of one pass, or the same tile twice) belong together: the engine
 * mosaics them per pixel for a field. Groups come out in date order, each holding distinct scene ids.
 */
import type { Scene } from '../scene';

export interface SceneDay {
  date: string;
  scenes: Scene[];
  /** Lowest scene cloud cover of the day (null when no scene says). */
  cloudCover: number | null;
}

export function groupScenesByDate(scenes: readonly Scene[]): SceneDay[] {
  const days = new Map<string, Map<string, Scene>>();
  for (const scene of scenes) {
    const day = days.get(scene.date) ?? new Map<string, Scene>();
    day.set(scene.id, scene);
    days.set(scene.date, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, byId]) => {
      const list = [...byId.values()];
      const covers = list.map((s) => s.cloudCover).filter((c): c is number => c !== null);
      return { date, scenes: list, cloudCover: covers.length ? Math.min(...covers) : null };
    });
}
