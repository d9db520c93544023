import type { ZoneLayer, ZonesQuery } from '../../../shared/api/schemas/zones';
import { projectField } from '../../imagery/geometry/field-grid';
import { zonesOfSurface } from '../../imagery/zones/zone-layer';
import { fieldForImagery } from './field-shape';
import { storedZoneSurface, ZONE_ENGINE_VERSION } from './zone-store';

/**
 * GET /zones/: a field's productivity zones, cut from its stored surface with the classes and method asked for.
 * Nothing is read from the imagery here: a field whose surface the worker has not built yet (or built for an
 * older outline) is pending; one with too few clear days is insufficient.
 */
export async function fieldZones(teamId: string, query: ZonesQuery): Promise<ZoneLayer> {
  const [field, stored] = await Promise.all([fieldForImagery(teamId, query.field), storedZoneSurface(teamId, query.field)]);
  const base = { field: field.fieldId, index: 'NDVI' as const, method: query.method, classes: query.classes };
  const current = stored && stored.boundaryHash === field.boundaryHash && stored.engineVersion === ZONE_ENGINE_VERSION ? stored : null;
  if (!current) return { ...base, status: 'pending', seasons: [], sceneCount: 0, computedAt: null, zones: [] };
  // The seasons the layer's days really came from (those looked at, while it has none).
  const years = [...new Set((current.surface?.dates ?? []).map((date) => Number(date.slice(0, 4))))].sort((a, b) => a - b);
  const layer = { ...base, seasons: years.length > 0 ? years : current.seasons, sceneCount: current.sceneCount, computedAt: current.computedAt };
  if (current.status === 'insufficient' || !current.surface) return { ...layer, status: 'insufficient', zones: [] };
  const zones = zonesOfSurface(current.surface, projectField(field.shape, current.surface.grid.epsg), { classes: query.classes, method: query.method });
  return { ...layer, status: 'ready', zones };
}
