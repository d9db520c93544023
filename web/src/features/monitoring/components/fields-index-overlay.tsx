import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { Field } from '../../../../../shared/api/schemas/fields';
import type { ScalarIndexId } from '../../../../../shared/domain/indices';
import { latestClearDate, ringContains } from '../analysis-data';
import { useGetIndexDatesQuery } from '../../../api/monitoring';
import { FieldIndexLayer } from './field-index-layer';
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
}

type Target = PointTarget | null | 'loading' | 'failed';

interface Window {
  start: string;
  end: string;
  cloud: number;
}

/** One field: its dates of the window (asked even before an index is chosen, so choosing one draws at once). */
function FieldDay({ field, index, window, onTarget }: { field: Field; index: ScalarIndexId | null; window: Window; onTarget: (id: string, target: Target) => void }) {
  const dates = useGetIndexDatesQuery({ field: field.id, start: window.start, end: window.end });
  const chosen = dates.data ? latestClearDate(dates.data.dates, window.cloud) : null;
  const target: PointTarget | null = chosen ? { field: field.id, date: chosen.date, validPixelCount: chosen.validPixelCount, lowConfidence: chosen.lowConfidence } : null;
  const state: Target = dates.isFetching ? 'loading' : dates.isError ? 'failed' : target;
  const key = JSON.stringify(state);
  useEffect(() => {
    onTarget(field.id, state);
    // The key carries the target's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.id, key, onTarget]);
  useEffect(() => () => onTarget(field.id, null), [field.id, onTarget]);
  if (!index || !chosen) return null;
  return <FieldIndexLayer field={field.id} index={index} date={chosen.date} />;
}

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
 * the window whose cloud over the field is within the limit, and the value at a clicked point.
 */
export function FieldsIndexOverlay({ fields, index, start, end, cloud, onStatus }: { fields: readonly Field[]; index: ScalarIndexId | null } & Window & { onStatus?: (status: OverlayStatus) => void }) {
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
      {visible.map((field) => (
        <FieldDay key={field.id} field={field} index={index} window={window} onTarget={onTarget} />
      ))}
      <PointReader index={index} targetAt={targetAt} />
    </>
  );
}
