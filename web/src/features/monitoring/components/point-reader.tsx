import { useState } from 'react';
import type L from 'leaflet';
import { Popup, useMapEvents } from 'react-leaflet';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ScalarIndexId } from '../../../../../shared/domain/indices';
import { threeDecimals } from '../analysis-data';
import { useLazyGetIndexPointQuery } from '../../../api/monitoring';
import { useMonitoringTexts } from '../messages';

/** What a click reads: the field under it and that field's shown day (null: the click reads nothing). */
export interface PointTarget {
  field: string;
  date: string;
  validPixelCount: number | null;
  lowConfidence: boolean;
}

type Reading = { latlng: L.LatLng; target: PointTarget } & ({ state: 'pending' } | { state: 'done'; value: number } | { state: 'failed' });

/**
 * Click-to-read (spec 2 §2.2, §9): only with a scalar index within the cloud limit; 'Please wait...' while asking,
 * the value to 3 decimals, or 'Not Found'. The popup says when the field's number rests on a handful of pixels.
 */
export function PointReader({ index, targetAt }: { index: ScalarIndexId | null; targetAt: (lat: number, lng: number) => PointTarget | null }) {
  const texts = useMonitoringTexts();
  const [reading, setReading] = useState<Reading | null>(null);
  const [lookup] = useLazyGetIndexPointQuery();
  useMapEvents({
    click: (event) => {
      if (!index) return;
      const target = targetAt(event.latlng.lat, event.latlng.lng);
      if (!target) return;
      const latlng = event.latlng;
      setReading({ latlng, target, state: 'pending' });
      // 5 decimals (about 1 m) are sent so that the value is the clicked pixel's; 3 are shown (spec 2 §9).
      const round = (value: number) => Math.round(value * 1e5) / 1e5;
      lookup({ field: target.field, index, date: target.date, lat: round(latlng.lat), lng: round(latlng.lng) }, true)
        .unwrap()
        .then((answer) => setReading((now) => (now?.latlng !== latlng ? now : answer.value === null ? { latlng, target, state: 'failed' } : { latlng, target, state: 'done', value: answer.value })))
        .catch(() => setReading((now) => (now?.latlng !== latlng ? now : { latlng, target, state: 'failed' })));
    },
  });
  if (!reading || !index) return null;
  return (
    <Popup position={reading.latlng} eventHandlers={{ remove: () => setReading(null) }}>
      <div data-testid="point-value">
        {reading.state === 'pending' && texts.pleaseWait}
        {reading.state === 'failed' && texts.notFound}
        {reading.state === 'done' && (
          <>
            <Typography variant="body2" component="p" sx={{ m: 0 }}>
              <strong>{index}</strong> {threeDecimals(reading.value)}
            </Typography>
            <Typography variant="caption" component="p" sx={{ m: 0 }}>
              {texts.pointAt(reading.target.date, threeDecimals(reading.latlng.lat), threeDecimals(reading.latlng.lng))}
            </Typography>
          </>
        )}
        {reading.state !== 'pending' && reading.target.lowConfidence && (
          <Chip size="small" color="warning" label={texts.lowConfidencePixels(reading.target.validPixelCount)} title={texts.lowConfidenceWhy(reading.target.validPixelCount)} sx={{ mt: 0.5 }} />
        )}
      </div>
    </Popup>
  );
}
