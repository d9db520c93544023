import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { isRadarLayerId, type RadarLayerId } from '../../../../../shared/domain/radar';
import { latestClearDate, ringContains } from '../analysis-data';
import { useGetIndexDatesQuery } from '../../../api/monitoring';
import { useRadarSeries } from '../hooks/use-radar-series';
import { latestOf, type MapLayer } from '../map-layer';
import { useLowData } from '../../../lib/low-data/use-low-data';
import { FieldIndexLayer } from './field-index-layer';
import { FieldIndexThumbnail } from './field-index-thumbnail';
import { PointReader, type PointTarget } from './point-reader';

export interface OverlayStatus {
  /** Fields whose dates are still being looked up. */
  loading: number;
  /** Fields shown with an index image. */
  shown: number;
  /** Visible fields without an image in the window within the cloud limit. */
  empty: number;
  /** Visible fields whose dates could not be loaded (not "no image": the request failed). */
  failed: number;
  /** The latest date drawn (a radar layer's attribution names its year). */
  latestDate?: string | null;
}

type Target = PointTarget | null | 'loading' | 'failed';

interface Window {
  start: string;
  end: string;
  cloud: number;
}

type OnTarget = (id: string, target: Target) => void;

/** Tells the overlay what a field shows (its key carries the target's value), and forgets it when it goes. */
function useReportTarget(id: string, state: Target, onTarget: OnTarget): void {
  const key = JSON.stringify(state);
  useEffect(() => {
    onTarget(id, state);
    // The key carries the target's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key, onTarget]);
  useEffect(() => () => onTarget(id, null), [id, onTarget]);
}

/**
 * One field: its dates of the window (asked even before an index is chosen, so choosing one draws at once). Memoised,
 * as the overlay redraws each time a field's dates come in.
 */
const FieldDay = memo(function FieldDay({ field, index, window, onTarget }: { field: Field; index: MapLayer | null; window: Window; onTarget: OnTarget }) {
  const lowData = useLowData();
  const dates = useGetIndexDatesQuery({ field: field.id, start: window.start, end: window.end });
  const chosen = dates.data ? latestClearDate(dates.data.dates, window.cloud) : null;
  const target: PointTarget | null = chosen ? { field: field.id, date: chosen.date, validPixelCount: chosen.validPixelCount, lowConfidence: chosen.lowConfidence } : null;
  useReportTarget(field.id, dates.isFetching ? 'loading' : dates.isError ? 'failed' : target, onTarget);
  if (!index || !chosen) return null;
  // Low-data mode: one small picture a field instead of tiles at every zoom.
  return lowData ? <FieldIndexThumbnail field={field.id} index={index} date={chosen.date} /> : <FieldIndexLayer field={field.id} index={index} date={chosen.date} />;
});

/** One field under a radar layer: the latest radar pass of the window (radar sees through cloud: no cloud limit). */
const RadarFieldDay = memo(function RadarFieldDay({ field, layer, window, onTarget }: { field: Field; layer: RadarLayerId; window: Window; onTarget: OnTarget }) {
  const lowData = useLowData();
  const radar = useRadarSeries({ field: field.id, start: window.start, end: window.end });
  const date = radar.data ? latestOf(radar.data.points.map((point) => point.date)) : null;
  const point = date ? radar.data?.points.find((candidate) => candidate.date === date) : undefined;
  const target: PointTarget | null = date ? { field: field.id, date, validPixelCount: point?.validPixelCount ?? null, lowConfidence: point?.lowConfidence ?? false } : null;
  useReportTarget(field.id, radar.isFetching ? 'loading' : radar.isError ? 'failed' : target, onTarget);
  if (!date) return null;
  return lowData ? <FieldIndexThumbnail field={field.id} index={layer} date={date} /> : <FieldIndexLayer field={field.id} index={layer} date={date} />;
});

function useVisibleFields(fields: readonly Field[]): Field[] {
  const map = useMap();
  const [bounds, setBounds] = useState(() => map.getBounds());
  useMapEvents({ moveend: () => setBounds(map.getBounds()), zoomend: () => setBounds(map.getBounds()) });
  return useMemo(
    () =>
      fields.filter((field) => {
        const lats = field.coordinates.map(([, lat]) => lat);
        const lngs = field.coordinates.map(([lng]) => lng);
        return bounds.intersects([
          [Math.min(...lats), Math.min(...lngs)],
          [Math.max(...lats), Math.max(...lngs)],
        ]);
      }),
    [fields, bounds],
  );
}

/**
 * The dashboard's index layer (spec 2 §2.1): the chosen index over every visible field, each on the latest date of
 * the window whose cloud over the field is within the limit, and the value at a clicked point. A radar layer (RVI,
 * VH) shows each field's latest radar pass of the window instead (its own dates, not Sentinel-2's).
 */
export function FieldsIndexOverlay({ fields, index, start, end, cloud, onStatus }: { fields: readonly Field[]; index: MapLayer | null } & Window & { onStatus?: (status: OverlayStatus) => void }) {
  const visible = useVisibleFields(fields);
  const [targets, setTargets] = useState<Record<string, Target>>({});
  const onTarget = useCallback((id: string, target: Target) => {
    setTargets((now) => (JSON.stringify(now[id]) === JSON.stringify(target) ? now : { ...now, [id]: target }));
  }, []);
  const window = useMemo(() => ({ start, end, cloud }), [start, end, cloud]);

  useEffect(() => {
    const states = visible.map((field) => targets[field.id]);
    onStatus?.({
      loading: states.filter((state) => state === 'loading' || state === undefined).length,
      shown: index ? states.filter((state) => state && state !== 'loading' && state !== 'failed').length : 0,
      empty: states.filter((state) => state === null).length,
      failed: states.filter((state) => state === 'failed').length,
      latestDate: latestOf(states.flatMap((state) => (state && state !== 'loading' && state !== 'failed' ? [state.date] : []))),
    });
  }, [visible, targets, index, onStatus]);

  const targetAt = useCallback(
    (lat: number, lng: number) => {
      const field = visible.find((candidate) => ringContains(candidate.coordinates, lng, lat));
      const target = field ? targets[field.id] : null;
      return target && target !== 'loading' && target !== 'failed' ? target : null;
    },
    [visible, targets],
  );

  return (
    <>
      {visible.map((field) =>
        index && isRadarLayerId(index) ? (
          <RadarFieldDay key={field.id} field={field} layer={index} window={window} onTarget={onTarget} />
        ) : (
          <FieldDay key={field.id} field={field} index={index} window={window} onTarget={onTarget} />
        ),
      )}
      <PointReader index={index && !isRadarLayerId(index) ? index : null} targetAt={targetAt} />
    </>
  );
}
