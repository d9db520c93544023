import { useEffect, useRef } from 'react';
import { Circle, CircleMarker, Polygon, Polyline, useMap } from 'react-leaflet';
import type { PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import { goodFix, type WalkTrack } from '../walk-track';

const TRACK = { color: '#ff9800', weight: 4 };
const CLOSING = { color: '#ff9800', weight: 2, dashArray: '6 6' };
const OUTLINE = { color: '#ff9800', weight: 3, fillOpacity: 0.2, className: 'walked-field-polygon' };

/**
 * The walk on the map: the kept points as a line (dashed back to the start, where Finish closes it), the phone's
 * position with its accuracy circle (red when too weak to keep), and the closed outline once finished. The map
 * follows the walker when they leave the view.
 */
export function WalkLayer({ track, outline }: { track: WalkTrack; outline: PolygonGeometry | null }) {
  const map = useMap();
  const centred = useRef(false);
  const { latest, points } = track;

  useEffect(() => {
    if (!latest || outline) return;
    const here: [number, number] = [latest.lat, latest.lng];
    if (!centred.current) {
      centred.current = true;
      map.setView(here, Math.max(map.getZoom(), 18));
    } else if (!map.getBounds().pad(-0.2).contains(here)) map.panTo(here);
  }, [latest, map, outline]);

  if (outline) return <Polygon positions={(outline.coordinates[0] ?? []).map(([lng, lat]) => [lat, lng] as [number, number])} pathOptions={OUTLINE} />;
  const line = points.map(([lng, lat]) => [lat, lng] as [number, number]);
  const first = line[0];
  const last = line.at(-1);
  const colour = latest && goodFix(latest) ? '#1976d2' : '#d32f2f';
  return (
    <>
      {line.length > 1 && <Polyline positions={line} pathOptions={{ ...TRACK, className: 'walk-track' }} />}
      {first && last && line.length > 2 && <Polyline positions={[last, first]} pathOptions={CLOSING} />}
      {latest && (
        <>
          <Circle center={[latest.lat, latest.lng]} radius={latest.accuracy} pathOptions={{ color: colour, weight: 1, fillOpacity: 0.1 }} />
          <CircleMarker center={[latest.lat, latest.lng]} radius={7} pathOptions={{ color: '#fff', weight: 2, fillColor: colour, fillOpacity: 1, className: 'walk-position' }} />
        </>
      )}
    </>
  );
}
