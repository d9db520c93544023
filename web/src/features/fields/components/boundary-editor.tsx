import { useEffect, useRef } from 'react';
import L from 'leaflet';
import Box from '@mui/material/Box';
import { MapContainer, useMap } from 'react-leaflet';
import { useIntl } from 'react-intl';
import type { Field, PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import { boundsOf } from '../../../lib/geometry';
import { drawnPolygon } from '../geometry';
import { FIELDS_TEXTS } from '../messages';
import { MAP_BACKGROUND, SatelliteTiles } from '../../../components/map/basemaps';
import { loadGeoman } from './draw-tool';

const EDITED_STYLE: L.PathOptions = { color: '#ff9800', weight: 3, fillOpacity: 0.2, className: 'edited-field-polygon' };

/** The field's outer ring with draggable corners (Geoman, loaded now); every change reports the new polygon. */
function EditablePolygon({ field, onChange }: { field: Field; onChange: (geometry: PolygonGeometry | null) => void }) {
  const map = useMap();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The handles' labels in the language on screen, without rebuilding the layer when it changes.
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;

  useEffect(() => {
    let cancelled = false;
    const layer = L.polygon(
      field.coordinates.map(([lon, lat]) => [lat, lon] as [number, number]),
      EDITED_STYLE,
    );
    // Geoman's corner handles are buttons without a name: say what each does.
    const labelHandles = () => {
      let corner = 0;
      map.getContainer().querySelectorAll('.marker-icon').forEach((handle) => {
        const middle = handle.classList.contains('marker-icon-middle');
        if (!middle) corner += 1;
        const label = middle
          ? intlRef.current.formatMessage({ id: FIELDS_TEXTS.addCorner })
          : intlRef.current.formatMessage({ id: FIELDS_TEXTS.moveCorner }, { n: corner });
        handle.setAttribute('aria-label', label);
      });
    };
    const report = () => {
      labelHandles();
      const latLngs = layer.getLatLngs();
      const outer = (Array.isArray(latLngs[0]) ? latLngs[0] : latLngs) as L.LatLng[];
      onChangeRef.current(drawnPolygon(outer));
    };
    void loadGeoman().then(() => {
      if (cancelled) return;
      // A map and a layer created before Geoman loaded have no `pm` yet.
      if (!map.pm) L.PM.reInitLayer(map as unknown as L.Layer);
      L.PM.reInitLayer(layer);
      layer.addTo(map);
      layer.pm.enable({ allowSelfIntersection: false, snappable: false });
      layer.on('pm:edit', report);
      layer.on('pm:vertexadded pm:vertexremoved', labelHandles);
      labelHandles();
    });
    return () => {
      cancelled = true;
      layer.off('pm:edit', report);
      layer.off('pm:vertexadded pm:vertexremoved', labelHandles);
      layer.pm?.disable();
      layer.remove();
    };
  }, [field, map]);
  return null;
}

/** Measures again once the dialog has grown around the map, and fits the field. */
function FitOnOpen({ field }: { field: Field }) {
  const map = useMap();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      map.invalidateSize();
      const bounds = boundsOf([field]);
      if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18, animate: false });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [map, field]);
  return null;
}

/**
 * Edit Field's boundary editing (issue 17 item 11): the saved outline with draggable corners, as the draw tool
 * gives a new field; outlines that cross themselves are refused while dragging, the server checks the rest.
 */
export function BoundaryEditor({ field, height, onChange }: { field: Field; height: number; onChange: (geometry: PolygonGeometry | null) => void }) {
  const intl = useIntl();
  const bounds = boundsOf([field]);
  const [lon, lat] = field.centroid;
  return (
    <Box
      role="region"
      aria-label={intl.formatMessage({ id: FIELDS_TEXTS.boundaryMap }, { name: field.name })} sx={{ height, width: '100%', '& .leaflet-container': { height: '100%', width: '100%', background: MAP_BACKGROUND } }}>
      <MapContainer {...(bounds ? { bounds, boundsOptions: { padding: [24, 24] as [number, number], maxZoom: 18 } } : { center: [lat, lon] as [number, number], zoom: 15 })} scrollWheelZoom={false}>
        <SatelliteTiles notice={false} />
        <EditablePolygon field={field} onChange={onChange} />
        <FitOnOpen field={field} />
      </MapContainer>
    </Box>
  );
}
