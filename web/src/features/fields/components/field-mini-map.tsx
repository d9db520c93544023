import Box from '@mui/material/Box';
import { AttributionControl, MapContainer, Polygon } from 'react-leaflet';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { fieldRings } from '../geometry';
import { InvalidateSizeOnMount, MAP_BACKGROUND, SatelliteTiles } from './basemaps';

/**
 * A still map of one field (Field List cards at zoom 9, Edit Field at zoom 11; spec 2 §9): centred on the
 * centroid, no dragging or zooming, so it never steals the card's click or the dialog's scroll.
 */
export function FieldMiniMap({ field, zoom, height = 140 }: { field: Field; zoom: number; height?: number }) {
  const [lon, lat] = field.centroid;
  return (
    <Box
      role="img"
      aria-label={`Map of ${field.name}`}
      sx={{
        height,
        width: '100%',
        '& .leaflet-container': { height: '100%', width: '100%', background: MAP_BACKGROUND },
        '& .leaflet-control-attribution': { fontSize: 8, lineHeight: 1.2, maxWidth: '100%', whiteSpace: 'normal' },
      }}
    >
      <MapContainer
        center={[lat, lon]}
        zoom={zoom}
        zoomControl={false}
        dragging={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        touchZoom={false}
        boxZoom={false}
        keyboard={false}
        attributionControl={false}
      >
        <AttributionControl position="bottomright" prefix={false} />
        <SatelliteTiles />
        <Polygon positions={fieldRings(field)} interactive={false} pathOptions={{ color: '#ffd54f', weight: 2, fillOpacity: 0.25 }} />
        <InvalidateSizeOnMount />
      </MapContainer>
    </Box>
  );
}
