import { useCallback, useEffect, useRef, useState } from 'react';
import type { DatesResponse } from '../../../../../shared/api/schemas/monitoring';
import { CLOUD_LIMIT } from '../../../../../shared/domain/monitoring';
import { cloudOf, latestClearDate } from '../analysis-data';

type DateEntry = DatesResponse['dates'][number];

/** A cloud slider change shows the map as loading for 3 s (spec 2 §4). */
export const CLOUD_LOADING_MS = 3000;
/** After a date above the limit, the cloud indicator resets after 0.5 s (spec 2 §4). */
export const CLOUD_INDICATOR_RESET_MS = 500;

/**
 * The chosen image date and the cloud value of a map (spec 2 §4): choosing a date above the cloud limit sets the
 * cloud to limit+1 (the index layer hides) and flags the indicator for 0.5 s; otherwise the cloud becomes the
 * date's; a slider move sets the cloud and shows the map as loading for 3 s.
 */
export function useImageDate(dates: readonly DateEntry[] | undefined, initialCloud: number, preferred: string | null) {
  const [date, setDate] = useState<string | null>(null);
  const [cloud, setCloud] = useState(initialCloud);
  const [cloudPresent, setCloudPresent] = useState(true);
  const [sliding, setSliding] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const choose = useCallback((entry: DateEntry) => {
    setDate(entry.date);
    const value = cloudOf(entry);
    if (value !== null && value > CLOUD_LIMIT) {
      setCloud(CLOUD_LIMIT + 1);
      setCloudPresent(false);
      later(CLOUD_INDICATOR_RESET_MS, () => setCloudPresent(true));
    } else {
      setCloud(Math.round(value ?? 0));
    }
  }, []);

  const slide = useCallback((value: number) => {
    setCloud(value);
    setSliding(true);
    timers.current.forEach((timer) => window.clearTimeout(timer));
    later(CLOUD_LOADING_MS, () => setSliding(false));
  }, []);

  // A new list (range or field changed): keep the date when it is still there, else the preferred, else the latest clear.
  useEffect(() => {
    if (!dates) return;
    if (date && dates.some((entry) => entry.date === date)) return;
    const next = dates.find((entry) => entry.date === preferred) ?? latestClearDate(dates, initialCloud) ?? dates.at(-1) ?? null;
    if (next) choose(next);
    else setDate(null);
    // Only when the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dates]);

  return { date, cloud, cloudPresent, sliding, choose, slide, withinLimit: cloud <= CLOUD_LIMIT };
}
