import { TileLayer } from 'react-leaflet';
import type { MapLayerId } from '../../../../../shared/api/schemas/monitoring';
import { useGetTileUrlQuery } from '../../../api/monitoring';

/** One field's index (or true-colour) tiles for a day, only over the field's bounds (the server signs the URL). */
export function FieldIndexLayer({ field, index, date, opacity = 0.9, zIndex = 400 }: { field: string; index: MapLayerId; date: string; opacity?: number; zIndex?: number }) {
  const tiles = useGetTileUrlQuery({ field, index, date });
  if (!tiles.data) return null;
  const { url, bounds, minZoom, maxZoom, tileSize } = tiles.data;
  return (
    <TileLayer
      key={url}
      url={url}
      bounds={bounds}
      minZoom={0}
      minNativeZoom={minZoom}
      maxNativeZoom={maxZoom}
      maxZoom={22}
      tileSize={tileSize}
      opacity={opacity}
      zIndex={zIndex}
      className={`index-tiles index-tiles-${index}`}
    />
  );
}
