import 'leaflet/dist/leaflet.css';
import { useEffect, type ReactNode } from 'react';
import type L from 'leaflet';
import { MapContainer, Polygon, useMap } from 'react-leaflet';
import type { Field } from '../../../../../shared/api/schemas/fields';
import type { MapLayerId } from '../../../../../shared/api/schemas/monitoring';
import { isScalarIndexId } from '../../../../../shared/domain/indices';
import { boundsOf, fieldRings } from '../../../lib/geometry';
import { MAP_BACKGROUND, SatelliteTiles } from '../../../components/map/basemaps';
import { FIT_MAX_ZOOM, fieldFitZoom, ringContains } from '../analysis-data';
import { FieldIndexLayer } from './field-index-layer';
import { PointReader, type PointTarget } from './point-reader';

const OUTLINE: L.PathOptions = { color: '#ffeb3b', weight: 2, fill: false };

const FIT_PADDING: L.PointTuple = [32, 32];

/**
 * The monitoring maps look at the field itself (a zoom-10 view makes a 30 ha field 8 px): the field fills the map
 * with padding; `zoomOut` (the specification's zoom, the split view's 10) is the widest view a fit may give.
 */
function FitField({ bounds, zoomOut }: { bounds: L.LatLngBoundsExpression; zoomOut?: number }) {
  const map = useMap();
  useEffect(() => {
    const fit = () => {
      map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
      const zoom = fieldFitZoom(map.getZoom(), zoomOut);
      if (zoom !== map.getZoom()) map.setZoom(zoom, { animate: false });
    };
    fit();
    // A map mounted in a card or dialog still being laid out measured a size it no longer has (the farm summary's
    // Field Info map, the split maps): measure again and fit once more before the user touches it.
    const timer = window.setTimeout(() => {
      map.invalidateSize({ animate: false });
      fit();
    }, 250);
    return () => window.clearTimeout(timer);
    // Once per map: later moves are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}

function MapHandle({ onMap }: { onMap?: (map: L.Map) => void }) {
  const map = useMap();
  useEffect(() => onMap?.(map), [map, onMap]);
  return null;
}

export interface FieldImageryMapProps {
  field: Field;
  date: string | null;
  /** The index layer, drawn only when `showIndex` (spec 2 §2.2: a layer, cloud within the limit, a date). */
  index: MapLayerId | null;
  showIndex: boolean;
  /** The index layer's own date when it is not the true colour's (a radar layer's pass); absent: `date`. */
  indexDate?: string | null;
  zoom?: number;
  /** Fit the field instead of the fixed zoom (`zoom` then is the widest view the fit may give). */
  fit?: boolean;
  height: string | number;
  scrollWheelZoom?: boolean;
  target: PointTarget | null;
  onMap?: (map: L.Map) => void;
  /** The index layer's opacity (the split view's comparison). */
  indexOpacity?: number;
  children?: ReactNode;
  label: string;
}

/** A field on the satellite basemap with the day's true colour under its index layer, and click-to-read. */
export default function FieldImageryMap({ field, date, index, showIndex, indexDate, zoom: zoomProp, fit = false, height, scrollWheelZoom = true, target, onMap, indexOpacity = 0.9, children, label }: FieldImageryMapProps) {
  const [lng, lat] = field.centroid;
  const zoom = zoomProp ?? 10;
  const bounds = boundsOf([field]);
  const scalar = index && isScalarIndexId(index) ? index : null;
  const layerDate = indexDate === undefined ? date : indexDate;
  return (
    <div role="region" aria-label={label} style={{ height, width: '100%', position: 'relative' }}>
      <MapContainer
        center={[lat, lng]}
        zoom={zoom}
        scrollWheelZoom={scrollWheelZoom}
        style={{ height: '100%', width: '100%', background: MAP_BACKGROUND }}
      >
        <SatelliteTiles />
        {date && <FieldIndexLayer field={field.id} index="TRUE_COLOR" date={date} opacity={1} zIndex={300} />}
        {layerDate && showIndex && index && index !== 'TRUE_COLOR' && <FieldIndexLayer field={field.id} index={index} date={layerDate} opacity={indexOpacity} zIndex={400} />}
        <Polygon positions={fieldRings(field)} pathOptions={OUTLINE} interactive={false} />
        <PointReader index={showIndex ? scalar : null} targetAt={(pointLat, pointLng) => (showIndex && ringContains(field.coordinates, pointLng, pointLat) ? target : null)} />
        {fit && bounds && <FitField bounds={bounds} zoomOut={zoomProp} />}
        <MapHandle onMap={onMap} />
        {children}
      </MapContainer>
    </div>
  );
}
