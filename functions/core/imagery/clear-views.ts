import type { ClearViewsQuery, ClearViewsResponse } from '../../../shared/api/schemas/radar';
import { radarSettings } from '../config';
import type { Logger } from '../logger';
import { clearViewLedger } from './clear-view-ledger';
import { fieldForImagery } from './field-shape';
import { fieldDates, type MonitoringDeps } from './monitoring';
import { radarAttributionOf } from './radar-series';
import { fieldRadarPasses, type RadarCatalog } from './radar-scene-search';

/**
 * The clear-view ledger of a field between two days: its Sentinel-2 days as the dates route gives them (the field's
 * own cloud where the day is computed, the scene's before) and, on a stage with radar, every Sentinel-1 pass the
 * catalogue has over it (computed or not: radar sees through cloud, so a pass is a view).
 */
export async function fieldClearViews(
  teamId: string,
  query: ClearViewsQuery,
  options: { log?: Logger; catalog?: RadarCatalog } & Pick<MonitoringDeps, 'budgetMs' | 'search'> = {},
): Promise<ClearViewsResponse> {
  const field = await fieldForImagery(teamId, query.field);
  const radarOn = radarSettings() !== null;
  const [optical, passes] = await Promise.all([
    fieldDates(teamId, query, { field, ...options }),
    radarOn ? fieldRadarPasses(field.shape.bbox, query.start, query.end, options.catalog) : Promise.resolve([]),
  ]);
  const radar = passes.map((pass) => ({ date: pass.date, sceneIds: pass.scenes.map((scene) => scene.id) }));
  const ledger = clearViewLedger({
    start: query.start,
    end: query.end,
    optical: optical.dates,
    radar,
    radarOn,
    attribution: radarOn ? radarAttributionOf(radar, query.end) : null,
  });
  return { field: { id: field.fieldId, name: field.name }, ...ledger };
}
