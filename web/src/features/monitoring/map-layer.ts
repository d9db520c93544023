import { isScalarIndexId, type ScalarIndexId } from '../../../../shared/domain/indices';
import { isRadarLayerId, type RadarLayerId } from '../../../../shared/domain/radar';

/** A layer the monitoring maps draw over the fields: an optical index, or a radar layer (RVI, VH). */
export type MapLayer = ScalarIndexId | RadarLayerId;

export function asMapLayer(value: string | null): MapLayer | null {
  if (!value) return null;
  return isScalarIndexId(value) || isRadarLayerId(value) ? value : null;
}

/** The latest date of a list (YYYY-MM-DD sorts as text), null for none. */
export function latestOf(dates: readonly string[]): string | null {
  return dates.reduce<string | null>((latest, date) => (latest === null || date > latest ? date : latest), null);
}
