/** A radar pixel value as linear power (gamma0): dB assets converted, no data (NaN, the asset's value) as NaN. */
import type { RadarAsset } from './radar-scene';

/** NaN also for a power that is not positive and finite (no backscatter can be). */
export function linearPower(value: number, asset: RadarAsset): number {
  if (value !== value || value === asset.nodata) return Number.NaN;
  const power = asset.units === 'db' ? 10 ** (value / 10) : value;
  return power > 0 && power < Number.POSITIVE_INFINITY ? power : Number.NaN;
}
