import { fieldForImagery } from '../core/imagery/field-shape';
import { radarPassOn, signedTileUrl } from '../core/imagery/tiles';
import { isRadarLayerId } from '../../shared/domain/radar';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

/**
 * A signed XYZ URL template for a field's layer on a day (the tile route itself takes no token), made for the
 * caller: their access is checked again when its tiles are served. A radar layer is signed only on a day the
 * field has a Sentinel-1 pass (404 otherwise, or on a stage without radar).
 */
export const getTileUrl = route('getTileUrl', { ownerTeam: ownerOfField }, async ({ query, team }) => {
  const field = await fieldForImagery(team.teamId, query.field);
  if (isRadarLayerId(query.index)) await radarPassOn(field.shape, query.date);
  return signedTileUrl(field, query.index, query.date, team.userId);
});
