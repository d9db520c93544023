import type L from 'leaflet';
import { CircleMarker, GeoJSON, Tooltip } from 'react-leaflet';
import type { ZoneLayer } from '../../../../../shared/api/schemas/zones';
import { zoneColour } from '../../../../../shared/domain/zones';
import type { SamplingPoint } from '../../../../../shared/exports/sampling-points';
import { useText } from '../../../lib/i18n/use-text';

function zoneStyle(zone: number, classes: number): L.PathOptions {
  const colour = zoneColour(zone, classes);
  return { color: '#333333', weight: 1, fillColor: colour, fillOpacity: 0.7 };
}

const SAMPLE_STYLE: L.PathOptions = { color: '#ffffff', weight: 2, fillColor: '#1565c0', fillOpacity: 1 };

/** Inside a Leaflet map: the layer's zones as polygons in their class colours, and the sampling points on them. */
export function ZoneShapes({ layer, points }: { layer: ZoneLayer; points: readonly SamplingPoint[] }) {
  const { t } = useText();
  if (layer.status !== 'ready') return null;
  return (
    <>
      {layer.zones.map((zone) => (
        <GeoJSON
          // GeoJSON layers read their data once: a new answer makes new layers.
          key={`${layer.field}:${layer.method}:${layer.classes}:${layer.computedAt ?? ''}:${zone.zone}`}
          data={zone.geometry}
          style={zoneStyle(zone.zone, layer.classes)}
          eventHandlers={{
            add: (event) => {
              (event.target as L.GeoJSON).eachLayer((part) => {
                const element = (part as L.Path).getElement();
                element?.setAttribute('data-zone', String(zone.zone));
                element?.setAttribute('role', 'img');
                element?.setAttribute('aria-label', t('zones.zoneName', { zone: zone.zone }));
              });
            },
          }}
        >
          <Tooltip sticky>{t('zones.zoneName', { zone: zone.zone })}</Tooltip>
        </GeoJSON>
      ))}
      {points.map((point) => (
        <CircleMarker
          key={`sample-${layer.classes}-${layer.method}-${point.zone}`}
          center={[point.lat, point.lng]}
          radius={7}
          pathOptions={SAMPLE_STYLE}
          eventHandlers={{
            add: (event) => {
              const element = (event.target as L.Path).getElement();
              element?.setAttribute('data-sample-zone', String(point.zone));
              element?.setAttribute('role', 'img');
              element?.setAttribute('aria-label', t('zones.sampling.marker', { zone: point.zone }));
            },
          }}
        >
          <Tooltip>{t('zones.sampling.marker', { zone: point.zone })}</Tooltip>
        </CircleMarker>
      ))}
    </>
  );
}
