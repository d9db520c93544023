import { fieldForImagery } from '../core/imagery/field-shape';
import { radarPassOn, signedTileUrl } from '../core/imagery/tiles';
import { isRadarLayerId } from '../../shared/domain/radar';
import { shareTileHolder } from '../core/sharing/share-token';
import { route } from '../lib/http';

/** A signed tile URL for a shared field's layer on a day, held by the link (its tiles are the app's tile route). */
export const getSharedTileUrl = route('getSharedTileUrl', async ({ query, share }) => {
  const field = await fieldForImagery(share.teamId, query.field);
  if (isRadarLayerId(query.index)) await radarPassOn(field.shape, query.date);
  return signedTileUrl(field, query.index, query.date, shareTileHolder(share.link.linkId));
});
