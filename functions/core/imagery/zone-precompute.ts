import { ZONE_LIMITS, ZONE_METHODS } from '../../../shared/domain/zones';
import { projectField, type ProjectedField } from '../../imagery/geometry/field-grid';
import type { ZoneSurface } from '../../imagery/zones/surface';
import { zonesOfSurface } from '../../imagery/zones/zone-layer';
import { buildZoneSurface, CLEAR_DAY_FRACTION, MIN_DAY_MEAN_NDVI } from '../../imagery/zones/relative-surface';
import type { Logger } from '../logger';
import type { ImageryField } from './field-shape';
import { tileSceneDays, type SceneSearchDeps } from './scene-search';
import { storedDays } from './stat-store';
import { encodeLayers, layerKey, MAX_LAYERS_CHARS, putZoneSurface, storedZoneSurface, ZONE_ENGINE_VERSION, type StoredZones, type ZoneLayers } from './zone-store';

/**
 * The productivity zones' precompute: after the index worker stores new days of a field, the clear days of its last
 * seasons are counted from the stored NDVI statistics (one Query, nothing read from the imagery); when they bring a
 * new season, a tenth more clear days (or the first ones enough for a layer), the surface is built again from the
 * imagery and stored. A backfill storing a field's years of days therefore builds it a few times, not once a day.
 */
/** Clear days read into one surface at most (spread evenly over the seasons): enough for a stable mean. */
export const MAX_ZONE_DAYS = 60;
/** New clear days (as a share of those behind the stored surface) that make it worth building again. */
const REBUILD_SHARE = 0.1;

export interface ZonePrecomputeDeps {
  today?: string;
  search?: SceneSearchDeps;
  log?: Logger;
}

export type ZoneRefresh = 'stored' | 'insufficient' | 'unchanged';

/** The seasons (years) a layer built today looks at, oldest first. */
export function zoneSeasons(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: ZONE_LIMITS.defaultSeasons }, (_, i) => year - ZONE_LIMITS.defaultSeasons + 1 + i);
}

/** Whether the stored layer should be built again for these clear days. */
export function zonesOutdated(stored: StoredZones | null, boundaryHash: string, seasons: readonly number[], candidates: number): boolean {
  if (!stored || stored.boundaryHash !== boundaryHash || stored.engineVersion !== ZONE_ENGINE_VERSION) return true;
  if (stored.seasons.join() !== seasons.join()) return true;
  if (stored.status === 'insufficient') return candidates !== stored.candidates && candidates >= ZONE_LIMITS.minScenes;
  return Math.abs(candidates - stored.candidates) >= Math.max(1, Math.ceil(stored.candidates * REBUILD_SHARE));
}

/** Every `n`th of the days so that at most `most` are kept, the newest always among them. */
export function spreadDays<T>(days: readonly T[], most: number): T[] {
  if (days.length <= most) return [...days];
  const step = days.length / most;
  return Array.from({ length: most }, (_, i) => days[days.length - 1 - Math.floor(i * step)] as T).reverse();
}

export async function refreshFieldZones(teamId: string, field: ImageryField, deps: ZonePrecomputeDeps = {}): Promise<ZoneRefresh> {
  const today = deps.today ?? new Date().toISOString().slice(0, 10);
  const seasons = zoneSeasons(today);
  const [items, stored] = await Promise.all([
    storedDays(teamId, field.fieldId, 'NDVI', `${seasons[0]}-01-01`, today, field.boundaryHash),
    storedZoneSurface(teamId, field.fieldId),
  ]);
  const clear = items.filter((item) => item.validFraction >= CLEAR_DAY_FRACTION && (item.mean ?? 0) >= MIN_DAY_MEAN_NDVI).map((item) => item.date);
  if (!zonesOutdated(stored, field.boundaryHash, seasons, clear.length)) return 'unchanged';
  const base = { seasons, candidates: clear.length, boundaryHash: field.boundaryHash };
  if (clear.length < ZONE_LIMITS.minScenes) {
    await putZoneSurface(teamId, field.fieldId, { ...base, surface: null, status: 'insufficient' });
    return 'insufficient';
  }
  const chosen = new Set(spreadDays(clear, MAX_ZONE_DAYS));
  const found = await tileSceneDays(field.shape.bbox, clear[0] as string, clear.at(-1) as string, deps.search);
  const days = found.filter((day) => chosen.has(day.date));
  const surface = await buildZoneSurface({ field: field.shape, days });
  const enough = surface !== null && surface.dates.length >= ZONE_LIMITS.minScenes;
  const layers = enough ? storableLayers(surface, field) : undefined;
  await putZoneSurface(teamId, field.fieldId, { ...base, surface: enough ? surface : null, status: enough ? 'ready' : 'insufficient', ...(layers === undefined ? {} : { layers }) });
  deps.log?.info('productivity zones built', { fieldId: field.fieldId, days: surface?.dates.length ?? 0, candidates: clear.length });
  return enough ? 'stored' : 'insufficient';
}

/** Every layer a farmer can ask for (each class count by each method), cut once here so that GET /zones/ only reads. */
export function allZoneLayers(surface: ZoneSurface, projected: ProjectedField): ZoneLayers {
  const layers: ZoneLayers = {};
  for (const method of ZONE_METHODS) {
    for (let classes = ZONE_LIMITS.minClasses; classes <= ZONE_LIMITS.maxClasses; classes++) {
      layers[layerKey(method, classes)] = zonesOfSurface(surface, projected, { classes, method });
    }
  }
  return layers;
}

/** The encoded layers, or undefined when too large for the item (then they are cut on request). */
function storableLayers(surface: ZoneSurface, field: ImageryField): string | undefined {
  const encoded = encodeLayers(allZoneLayers(surface, projectField(field.shape, surface.grid.epsg)));
  return encoded.length <= MAX_LAYERS_CHARS ? encoded : undefined;
}

/**
 * The fields whose days a batch of index jobs stored, refreshed once each after the batch. A refresh that fails is
 * logged, not thrown: the days are stored, and the field's next stored day tries again.
 */
export class ZoneRefreshes {
  private readonly fields = new Map<string, { teamId: string; field: ImageryField }>();

  add(teamId: string, field: ImageryField): void {
    this.fields.set(`${teamId}|${field.fieldId}|${field.boundaryHash}`, { teamId, field });
  }

  async run(deps: ZonePrecomputeDeps = {}): Promise<number> {
    const fields = [...this.fields.values()];
    this.fields.clear();
    for (const { teamId, field } of fields) {
      try {
        await refreshFieldZones(teamId, field, deps);
      } catch (error) {
        deps.log?.warn('productivity zones not built', { fieldId: field.fieldId, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return fields.length;
  }
}
