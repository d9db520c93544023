import type { RadarPoint } from '../../../shared/api/schemas/radar';
import { mapLimit } from '../../imagery/cog/concurrency';
import type { DayFailure } from '../../imagery/compute/field-series';
import { ImageryError } from '../../imagery/errors';
import { computeRadarStatistics, type RadarStatistics } from '../../imagery/radar/radar-statistics';
import type { Logger } from '../logger';
import { RADAR_ENGINE_VERSION } from './config';
import { DEFAULT_BUDGET_MS } from './field-series';
import { rangeIsSettled } from './series-memory';
import type { ImageryField } from './field-shape';
import { radarPassKey, type RadarPassOfField } from './radar-planning';
import { fieldRadarPasses, type RadarCatalog } from './radar-scene-search';
import { ofRadarBoundary, putRadarStatistics, radarPointOf, radarPointOfStatistics, storedRadarItems } from './radar-store';

/**
 * A field's radar points between two days: the stored passes (the planner and worker precompute them) and the
 * passes the table does not hold yet computed now within the request's budget and stored; passes left over are
 * `pending` (by date), a pass whose imagery cannot be read is a failure. A pass without a valid pixel is no point.
 */
export interface RadarPointsDeps {
  catalog?: RadarCatalog;
  log?: Logger;
  budgetMs?: number;
}

export interface FieldRadarPoints {
  points: RadarPoint[];
  /** Every pass the catalogue has over the field in the window, computed or not. */
  passes: RadarPassOfField[];
  failures: DayFailure[];
  pending: string[];
}

/** Passes computed at once: each waits on range requests. */
const CONCURRENT_PASSES = 6;

const byDateAndOrbit = (a: RadarPoint, b: RadarPoint) => a.date.localeCompare(b.date) || (a.relativeOrbit ?? -1) - (b.relativeOrbit ?? -1);

/** The stored points alone (one Query), for the field's current boundary. */
export async function storedRadarPoints(teamId: string, field: Pick<ImageryField, 'fieldId' | 'boundaryHash'>, from: string, to: string): Promise<RadarPoint[]> {
  const items = ofRadarBoundary(await storedRadarItems(teamId, field.fieldId, from, to), field.boundaryHash);
  return items.flatMap((item) => radarPointOf(item) ?? []).sort(byDateAndOrbit);
}

/**
 * A container's memory of complete radar series of settled ranges, as series-memory.ts keeps the optical ones: the
 * analysis chart asks the same seasons again and again, and a settled range whose every pass is stored has one
 * answer per boundary and radar engine. Anything unsettled, pending or failed is never kept.
 */
const KEEP_MS = 10 * 60_000;
const MAX_REMEMBERED = 200;
const remembered = new Map<string, { expiresAt: number; points: RadarPoint[]; passes: RadarPassOfField[] }>();

function recall(key: string): FieldRadarPoints | null {
  const entry = remembered.get(key);
  if (!entry) return null;
  if (entry.expiresAt > Date.now()) return { points: [...entry.points], passes: [...entry.passes], failures: [], pending: [] };
  remembered.delete(key);
  return null;
}

function remember(key: string, found: FieldRadarPoints): void {
  remembered.delete(key);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '');
  remembered.set(key, { expiresAt: Date.now() + KEEP_MS, points: found.points, passes: found.passes });
}

export async function fieldRadarPoints(field: ImageryField, from: string, to: string, deps: RadarPointsDeps = {}): Promise<FieldRadarPoints> {
  const key = [field.teamId, field.fieldId, field.boundaryHash, RADAR_ENGINE_VERSION, from, to].join('|');
  const known = recall(key);
  if (known) return known;
  const found = await radarPointsNow(field, from, to, deps);
  if (found.failures.length === 0 && found.pending.length === 0 && rangeIsSettled(to)) remember(key, found);
  return found;
}

async function radarPointsNow(field: ImageryField, from: string, to: string, deps: RadarPointsDeps): Promise<FieldRadarPoints> {
  const cacheWrites: Array<Promise<unknown>> = [];
  const [passes, storedAny] = await Promise.all([
    fieldRadarPasses(field.shape.bbox, from, to, deps.catalog, cacheWrites),
    storedRadarItems(field.teamId, field.fieldId, from, to),
  ]);
  const stored = ofRadarBoundary(storedAny, field.boundaryHash);
  const storedKeys = new Set(stored.map((item) => `${item.date}#${item.orbit}`));
  const missing = passes.filter((pass) => !storedKeys.has(radarPassKey(pass.date, pass.relativeOrbit)));
  const computed: RadarStatistics[] = [];
  const failures: DayFailure[] = [];
  const pending: string[] = [];
  const deadline = Date.now() + (deps.budgetMs ?? DEFAULT_BUDGET_MS);
  await mapLimit(missing, CONCURRENT_PASSES, async (pass) => {
    if (Date.now() > deadline) {
      pending.push(pass.date);
      return;
    }
    try {
      computed.push(await computeRadarStatistics({ field: field.shape, scenes: pass.scenes }));
    } catch (error) {
      if (!(error instanceof ImageryError)) throw error;
      if (error.code === 'NO_SCENE') return;
      deps.log?.warn('radar pass not computed', { fieldId: field.fieldId, date: pass.date, code: error.code, error });
      failures.push({ date: pass.date, code: error.code, message: error.message });
    }
  });
  await Promise.all([putRadarStatistics(field.teamId, field.fieldId, field.boundaryHash, computed), ...cacheWrites]);
  const points = [...stored.flatMap((item) => radarPointOf(item) ?? []), ...computed.flatMap((stats) => radarPointOfStatistics(stats) ?? [])].sort(byDateAndOrbit);
  return { points, passes, failures: failures.sort((a, b) => a.date.localeCompare(b.date)), pending: [...new Set(pending)].sort() };
}
