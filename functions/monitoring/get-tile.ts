import { tilePng } from '../core/imagery/tiles';
import { raw, route } from '../lib/http';

/** One 256 px PNG tile (optical index or radar layer); public, but only with a valid, unexpired signature from the tile-URL route. */
export const getTile = route('getTile', async ({ params, query, log }) => {
  const tile = await tilePng({ ...params, ...query, fieldId: params.fieldId }, { log });
  return raw(tile.png, 'image/png', { 'cache-control': `public, max-age=${tile.maxAge}`, 'x-tile-cache': tile.cached ? 'hit' : 'miss' });
});
