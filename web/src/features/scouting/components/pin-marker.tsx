import { useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import { Marker } from 'react-leaflet';

const SIZE = 34;

/**
 * A map pin whose face is React (the category's icon on the severity's colour): Leaflet makes an empty element,
 * React draws into it. Keyboard and screen readers reach it as a button named `label`.
 */
export function PinMarker({ lat, lng, label, onClick, children }: { lat: number; lng: number; label: string; onClick?: () => void; children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const icon = useMemo(() => L.divIcon({ className: 'scouting-pin', html: '', iconSize: [SIZE, SIZE], iconAnchor: [SIZE / 2, SIZE / 2] }), []);
  return (
    <Marker
      position={[lat, lng]}
      icon={icon}
      keyboard
      title={label}
      alt={label}
      eventHandlers={{
        add: (event) => {
          const made = (event.target as L.Marker).getElement() ?? null;
          made?.setAttribute('role', 'button');
          made?.setAttribute('aria-label', label);
          setElement(made);
        },
        click: () => onClick?.(),
      }}
    >
      {element && createPortal(children, element)}
    </Marker>
  );
}
