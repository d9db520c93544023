import type { ZoneLayer, ZonesQuery } from '../../../shared/api/schemas/zones';
import { projectField } from '../../imagery/geometry/field-grid';
import { zonesOfSurface } from '../../imagery/zones/zone-layer';
import { fieldForImagery } from './field-shape';
import { storedZoneLayer, storedZoneSurface, ZONE_ENGINE_VERSION } from './zone-store';

/**
 * GET /zones/: a field's productivity zones, the layer with the classes and method asked for as the worker stored it
 * beside the surface (cut from the surface here only when the layers were too large to store). Nothing is read from
 * the imagery here: a field whose surface the worker has not built yet (or built for an
 * older outline) is pending; one with too few clear days is insufficient.
 */
export async function fieldZones(teamId: string, query: ZonesQuery): Promise<ZoneLayer> {
  const [field, stored] = await Promise.all([fieldForImagery(teamId, query.field), storedZoneLayer(teamId, query.field, query.method, query.classes)]);
  const base = { field: field.fieldId, index: 'NDVI' as const, method: query.method, classes: query.classes };
  const current = stored && stored.boundaryHash === field.boundaryHash && stored.engineVersion === ZONE_ENGINE_VERSION ? stored : null;
  if (!current) return { ...base, status: 'pending', seasons: [], sceneCount: 0, computedAt: null, zones: [] };
  // The seasons the layer's days really came from (those looked at, while it has none).
  const years = [...new Set((current.dates).map((date) => Number(date.slice(0, 4))))].sort((a, b) => a - b);
  const layer = { ...base, seasons: years.length > 0 ? years : current.seasons, sceneCount: current.sceneCount, computedAt: current.computedAt };
  if (current.status === 'insufficient') return { ...layer, status: 'insufficient', zones: [] };
  if (current.zones) return { ...layer, status: 'ready', zones: current.zones };
  const surface = (await storedZoneSurface(teamId, query.field))?.surface;
  if (!surface) return { ...layer, status: 'insufficient', zones: [] };
  const zones = zonesOfSurface(surface, projectField(field.shape, surface.grid.epsg), { classes: query.classes, method: query.method });
  return { ...layer, status: 'ready', zones };
}
