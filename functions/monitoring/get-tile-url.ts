import { fieldForImagery } from '../core/imagery/field-shape';
import { signedTileUrl } from '../core/imagery/tiles';
import { isRadarLayerId } from '../../shared/domain/radar';
import { NotFoundError } from '../core/errors';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

/**
 * A signed XYZ URL template for a field's index layer on a day (the tile route itself takes no token), made for
 * the caller: their access is checked again when its tiles are served.
 */
export const getTileUrl = route('getTileUrl', { ownerTeam: ownerOfField }, async ({ query, team }) => {
  if (isRadarLayerId(query.index)) throw new NotFoundError('Radar layers are not served yet.');
  return signedTileUrl(await fieldForImagery(team.teamId, query.field), query.index, query.date, team.userId);
});
