import { useCallback, useEffect, useRef, useState } from 'react';
import { addFix, EMPTY_WALK, finishWalk, setPaused, undoLastPoint, type FinishedWalk, type WalkTrack } from '../walk-track';

type WalkPhase = 'idle' | 'walking' | 'walked';

/** The phone's GPS asked for its best fix, each new one at once (a cached fix would repeat the last corner). */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 60_000 };

/** Whether this browser can walk a field at all (no Geolocation: the action is not offered). */
export const canWalk = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Drawing a field by walking its edge: Geolocation's watchPosition feeds the pure track (walk-track.ts) while
 * walking; Finish closes and simplifies it, and the outline goes to the same save form as a drawn one.
 */
export function useWalk() {
  const [phase, setPhase] = useState<WalkPhase>('idle');
  const [track, setTrack] = useState<WalkTrack>(EMPTY_WALK);
  const [result, setResult] = useState<FinishedWalk | null>(null);
  const [denied, setDenied] = useState(false);
  const watch = useRef<number | null>(null);

  const unwatch = useCallback(() => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
  }, []);
  useEffect(() => unwatch, [unwatch]);

  const start = useCallback(() => {
    unwatch();
    setTrack(EMPTY_WALK);
    setResult(null);
    setDenied(false);
    setPhase('walking');
    watch.current = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setDenied(false);
        setTrack((current) => addFix(current, { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }));
      },
      // A timeout only means no fix yet: the watch goes on. Refused or off: said on screen.
      (error) => setDenied(error.code === error.PERMISSION_DENIED || error.code === error.POSITION_UNAVAILABLE),
      WATCH_OPTIONS,
    );
  }, [unwatch]);

  const stop = useCallback(() => {
    unwatch();
    setPhase('idle');
    setTrack(EMPTY_WALK);
    setResult(null);
  }, [unwatch]);

  /** Closes the walk; a refused one stays open (the walker can undo points or walk on). */
  const finish = useCallback(() => {
    const finished = finishWalk(track);
    setResult(finished);
    if (finished.ok) {
      unwatch();
      setPhase('walked');
    }
  }, [track, unwatch]);

  return {
    phase,
    walking: phase !== 'idle',
    track,
    result,
    denied,
    start,
    stop,
    finish,
    pause: () => setTrack((current) => setPaused(current, !current.paused)),
    undo: () => setTrack(undoLastPoint),
  };
}
