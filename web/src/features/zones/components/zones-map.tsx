import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import type L from 'leaflet';
import { MapContainer, Polygon, useMap } from 'react-leaflet';
import type { Field } from '../../../../../shared/api/schemas/fields';
import type { ZoneLayer } from '../../../../../shared/api/schemas/zones';
import type { SamplingPoint } from '../../../../../shared/exports/sampling-points';
import { Basemaps, MAP_BACKGROUND } from '../../../components/map/basemaps';
import { boundsOf, fieldRings } from '../../../lib/geometry';
import { ZoneShapes } from './zone-shapes';

const OUTLINE: L.PathOptions = { color: '#ffeb3b', weight: 2, fill: false };

function FitField({ field }: { field: Pick<Field, 'coordinates'> }) {
  const map = useMap();
  useEffect(() => {
    const bounds = boundsOf([field]);
    if (!bounds) return undefined;
    const fit = () => map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18, animate: false });
    fit();
    // The card may still be settling its size when the map first draws.
    const timer = window.setTimeout(() => {
      map.invalidateSize({ animate: false });
      fit();
    }, 250);
    return () => window.clearTimeout(timer);
  }, [field, map]);
  return null;
}

/** The field page's zones map: the field's outline on the basemap, its zones and their sampling points. */
export default function ZonesMap({ field, layer, points, height, label }: { field: Field; layer: ZoneLayer | undefined; points: readonly SamplingPoint[]; height: number; label: string }) {
  const [lng, lat] = field.centroid;
  return (
    <div role="region" aria-label={label} style={{ height, width: '100%' }}>
      <MapContainer center={[lat, lng]} zoom={15} scrollWheelZoom={false} style={{ height: '100%', width: '100%', background: MAP_BACKGROUND }}>
        <Basemaps />
        {layer && <ZoneShapes layer={layer} points={points} />}
        <Polygon positions={fieldRings(field)} pathOptions={OUTLINE} interactive={false} />
        <FitField field={field} />
      </MapContainer>
    </div>
  );
}
