import { tilePng } from '../core/imagery/tiles';
import { isRadarLayerId } from '../../shared/domain/radar';
import { NotFoundError } from '../core/errors';
import { raw, route } from '../lib/http';

/** One 256 px PNG tile; public, but only with a valid, unexpired signature from the tile-URL route. */
export const getTile = route('getTile', async ({ params, query, log }) => {
  const { index } = params;
  if (isRadarLayerId(index)) throw new NotFoundError('Radar layers are not served yet.');
  const tile = await tilePng({ ...params, ...query, index, fieldId: params.fieldId }, { log });
  return raw(tile.png, 'image/png', { 'cache-control': `public, max-age=${tile.maxAge}`, 'x-tile-cache': tile.cached ? 'hit' : 'miss' });
});
