import { useState } from 'react';
import { DEFAULT_ZONE_METHOD, ZONE_LIMITS, type ZoneMethod } from '../../../../shared/domain/zones';

export interface ZoneSettings {
  classes: number;
  method: ZoneMethod;
  setClasses: (classes: number) => void;
  setMethod: (method: ZoneMethod) => void;
}

/** The number of zones and the method the farmer picked: held where both the map layer and its legend read it. */
export function useZoneSettings(): ZoneSettings {
  const [classes, setClasses] = useState<number>(ZONE_LIMITS.defaultClasses);
  const [method, setMethod] = useState<ZoneMethod>(DEFAULT_ZONE_METHOD);
  return { classes, method, setClasses, setMethod };
}

/** A zone's productivity as a whole percentage of the field's mean (1.16 -> 116). */
export function percentOfMean(meanRelative: number): number {
  return Math.round(meanRelative * 100);
}
