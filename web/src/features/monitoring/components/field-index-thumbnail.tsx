import { ImageOverlay } from 'react-leaflet';
import type { MapLayerId } from '../../../../../shared/api/schemas/monitoring';
import { useGetTileUrlQuery } from '../../../api/monitoring';
import { thumbnailTile, tileBounds, tileUrl } from '../../../lib/low-data/thumbnail-tile';

/**
 * Low-data mode's index layer for one field: the small precomputed thumbnail (the one tile holding the whole
 * outline, as Farm Summary shows) laid as a single image over the ground it covers, instead of tiles at every zoom.
 * One request a field, whatever the user pans or zooms.
 */
export function FieldIndexThumbnail({ field, index, date, opacity = 0.9, zIndex = 400 }: { field: string; index: MapLayerId; date: string; opacity?: number; zIndex?: number }) {
  const tiles = useGetTileUrlQuery({ field, index, date });
  if (!tiles.data) return null;
  const [[south, west], [north, east]] = tiles.data.bounds;
  const tile = thumbnailTile([west, south, east, north], tiles.data.minZoom, tiles.data.maxZoom);
  const url = tileUrl(tiles.data.url, tile);
  return <ImageOverlay key={url} url={url} bounds={tileBounds(tile)} opacity={opacity} zIndex={zIndex} className={`index-thumbnail index-thumbnail-${index}`} />;
}
