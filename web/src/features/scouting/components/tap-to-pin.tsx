import { useMapEvents } from 'react-leaflet';
import type { Pin } from '../pin';

/** While the note form is open, a tap on the map places (or moves) its pin. */
export function TapToPin({ onPin }: { onPin: (pin: Pin) => void }) {
  useMapEvents({ click: (event) => onPin({ lat: event.latlng.lat, lng: event.latlng.lng, source: 'tap', accuracy: null }) });
  return null;
}
