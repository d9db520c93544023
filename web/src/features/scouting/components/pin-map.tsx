import 'leaflet/dist/leaflet.css';
import { MapContainer, Polygon } from 'react-leaflet';
import Box from '@mui/material/Box';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { Basemaps, MAP_BACKGROUND } from '../../../components/map/basemaps';
import { boundsOf, fieldRings } from '../../../lib/geometry';
import { useText } from '../../../lib/i18n/use-text';
import type { Pin } from '../pin';
import { PinFace } from './pin-face';
import { PinMarker } from './pin-marker';
import { TapToPin } from './tap-to-pin';

/** The field's page has no map to tap: the form carries a small one of the field, where a tap places the pin. */
export function PinMap({ field, pin, onPin }: { field: Field; pin: Pin | null; onPin: (pin: Pin) => void }) {
  const { t } = useText();
  const bounds = boundsOf([field]);
  return (
    <Box sx={{ height: { xs: 200, sm: 260 }, borderRadius: 1, overflow: 'hidden' }} data-testid="scouting-pin-map">
      <MapContainer bounds={bounds ?? undefined} boundsOptions={{ padding: [16, 16] }} style={{ height: '100%', width: '100%', background: MAP_BACKGROUND }}>
        <Basemaps />
        <Polygon positions={fieldRings(field)} pathOptions={{ color: '#ffeb3b', weight: 2, fillOpacity: 0.1 }} interactive={false} />
        {pin && (
          <PinMarker key={`${pin.lat}-${pin.lng}`} lat={pin.lat} lng={pin.lng} label={t('scouting.newNote')}>
            <PinFace category={null} severity={null} />
          </PinMarker>
        )}
        <TapToPin onPin={onPin} />
      </MapContainer>
    </Box>
  );
}
