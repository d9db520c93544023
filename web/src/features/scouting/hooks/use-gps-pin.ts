import { useCallback, useEffect, useRef, useState } from 'react';
import { SCOUTING_LIMITS } from '../../../../../shared/domain/scouting';
import type { Pin } from '../pin';

/** The phone's position as the form shows it: none asked, waiting for a fix, a fix (good enough or not), unavailable. */
export type GpsState =
  | { phase: 'idle' }
  | { phase: 'locating' }
  | { phase: 'fix'; accuracy: number; usable: boolean }
  | { phase: 'unavailable' };

/**
 * "Use my position": watches the phone's GPS (a first fix is often coarse, later ones sharpen) and hands each fix
 * good enough (within SCOUTING_LIMITS.gpsAccuracyMaxMetres) to `onPin`; a worse one is shown with its accuracy and
 * refused. Stops watching when the form closes or the user taps the map.
 */
export function useGpsPin(onPin: (pin: Pin) => void) {
  const [state, setState] = useState<GpsState>({ phase: 'idle' });
  const watch = useRef<number | null>(null);
  const latest = useRef(onPin);
  latest.current = onPin;

  const stop = useCallback(() => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    if (!('geolocation' in navigator)) {
      setState({ phase: 'unavailable' });
      return;
    }
    setState({ phase: 'locating' });
    watch.current = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const accuracy = Math.round(coords.accuracy);
        const usable = accuracy <= SCOUTING_LIMITS.gpsAccuracyMaxMetres;
        setState({ phase: 'fix', accuracy, usable });
        if (usable) latest.current({ lat: coords.latitude, lng: coords.longitude, source: 'gps', accuracy });
      },
      () => {
        stop();
        setState({ phase: 'unavailable' });
      },
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { state, start, reset };
}
