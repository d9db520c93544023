import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import type L from 'leaflet';
import { MapContainer, Polygon, TileLayer, useMap } from 'react-leaflet';
import type { TileUrlResponse } from '../../../../../shared/api/schemas/monitoring';
import type { SharedField } from '../../../../../shared/api/schemas/sharing';
import { MAP_BACKGROUND, SatelliteTiles } from '../../../components/map/basemaps';
import { boundsOf, fieldRings } from '../../../lib/geometry';

const OUTLINE: L.PathOptions = { color: '#ffeb3b', weight: 2, fill: false };
const OTHER_OUTLINE: L.PathOptions = { color: '#ffffff', weight: 1, fill: false, dashArray: '4 4' };

/** The map looks at the chosen field whenever it changes. */
function FitField({ field }: { field: SharedField }) {
  const map = useMap();
  useEffect(() => {
    const bounds = boundsOf([field]);
    if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17, animate: false });
  }, [map, field]);
  return null;
}

/** The shared fields on the satellite basemap, the chosen one with the day's NDVI (its signed tiles). */
export function SharedMap({ fields, field, tiles, label }: { fields: readonly SharedField[]; field: SharedField; tiles: TileUrlResponse | null; label: string }) {
  const [lng, lat] = field.centroid;
  return (
    <div role="region" aria-label={label} style={{ height: '100%', width: '100%' }}>
      <MapContainer center={[lat, lng]} zoom={15} style={{ height: '100%', width: '100%', background: MAP_BACKGROUND }}>
        <SatelliteTiles notice={false} />
        {tiles && (
          <TileLayer
            key={tiles.url}
            url={tiles.url}
            tileSize={tiles.tileSize}
            minZoom={tiles.minZoom}
            maxNativeZoom={tiles.maxZoom}
            maxZoom={19}
            bounds={tiles.bounds}
            zIndex={400}
            opacity={0.9}
            referrerPolicy="no-referrer"
          />
        )}
        {fields.map((each) => (
          <Polygon key={each.id} positions={fieldRings(each)} pathOptions={each.id === field.id ? OUTLINE : OTHER_OUTLINE} interactive={false} />
        ))}
        <FitField field={field} />
      </MapContainer>
    </div>
  );
}
