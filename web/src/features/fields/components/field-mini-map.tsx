import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { MapContainer, Polygon, useMap } from 'react-leaflet';
import { useIntl } from 'react-intl';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { boundsOf, fieldRings, type Bounds } from '../../../lib/geometry';
import { useNearView } from '../../../lib/use-near-view';
import { useLowData } from '../../../lib/low-data/use-low-data';
import { ESRI_NAME, ESRI_POWERED_BY, ESRI_SOURCES, MAP_BACKGROUND, SatelliteTiles } from '../../../components/map/basemaps';

/** Closer than this, a small field's imagery is blurred and there is nothing around it to recognise. */
const MAX_FIT_ZOOM = 18;
/** Esri's credit as one text (Esri's own words in every language), in full where the line is cut short. */
const ESRI_CREDIT = `${ESRI_POWERED_BY}${ESRI_NAME}${ESRI_SOURCES}`;
const FIT = { padding: [12, 12] as [number, number], maxZoom: MAX_FIT_ZOOM, animate: false };

/**
 * A map mounted inside an opening dialog measures its container before the dialog is laid out: it measures again
 * and fits the field once more, so the field fills the map whatever size the map had at first.
 */
function FitFieldAfterLayout({ bounds }: { bounds: Bounds }) {
  const map = useMap();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      map.invalidateSize();
      map.fitBounds(bounds, FIT);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [map, bounds]);
  return null;
}

/**
 * A still map of one field (Field List cards and Edit Field; spec 2 §9), fitted to the field's bounds so a field
 * of any size fills it; no dragging or zooming, so it never steals the card's click or the dialog's scroll. The map
 * is built when the card comes near the screen: a list of twenty fields opens with the few a phone shows.
 */
export function FieldMiniMap({ field, height = 140 }: { field: Field; height?: number }) {
  const intl = useIntl();
  const bounds = useMemo(() => boundsOf([field]), [field]);
  const [lon, lat] = field.centroid;
  const view = useNearView<HTMLDivElement>();
  // Low-data mode shows no imagery, so no imagery's credit either.
  const lowData = useLowData();
  const [creditOpen, setCreditOpen] = useState(false);
  // The picture is an image to assistive technology, so the attribution's links sit beside it, not inside it
  // (links inside an image are nested interactive controls).
  return (
    <Box sx={{ position: 'relative', height, width: '100%' }}>
      <Box
        ref={view.ref}
        role="img"
        aria-label={intl.formatMessage({ id: 'fields.mapOf' }, { name: field.name })}
        sx={{
          height: '100%',
          width: '100%',
          background: MAP_BACKGROUND,
          '& .leaflet-container': { height: '100%', width: '100%', background: MAP_BACKGROUND },
        }}
      >
        {view.near && (
          <MapContainer
            {...(bounds ? { bounds, boundsOptions: FIT } : { center: [lat, lon] as [number, number], zoom: MAX_FIT_ZOOM - 4 })}
            zoomControl={false}
            dragging={false}
            scrollWheelZoom={false}
            doubleClickZoom={false}
            touchZoom={false}
            boxZoom={false}
            keyboard={false}
            attributionControl={false}
          >
            <SatelliteTiles notice={false} />
            <Polygon positions={fieldRings(field)} interactive={false} pathOptions={{ color: '#ffd54f', weight: 2, fillOpacity: 0.25 }} />
            {bounds && <FitFieldAfterLayout bounds={bounds} />}
          </MapContainer>
        )}
      </Box>
      {!lowData && (
        // One line over the map (Esri's credit first), the whole list of sources on a tap: in full, on a phone's
        // card it covered half the field.
        <Box
          component="small"
          title={ESRI_CREDIT}
          onClick={() => setCreditOpen((open) => !open)}
          sx={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            zIndex: 1000,
            maxWidth: '100%',
            boxSizing: 'border-box',
            px: 0.5,
            fontSize: 8,
            lineHeight: 1.2,
            bgcolor: 'rgba(255,255,255,0.85)',
            color: '#333',
            ...(creditOpen ? {} : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
          }}
        >
          {ESRI_POWERED_BY}
          <Link href="https://www.esri.com" sx={{ color: '#0b5394' }}>
            {ESRI_NAME}
          </Link>
          {ESRI_SOURCES}
        </Box>
      )}
    </Box>
  );
}
