import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { samplingPoints, type SamplingPoint } from '../../../../../shared/exports/sampling-points';
import { useGetFieldZonesQuery } from '../../../api/zones';
import type { ZoneLayerState } from '../components/zone-legend';
import type { ZoneSettings } from '../zone-settings';

const NO_POINTS: readonly SamplingPoint[] = [];

/** A field's zone layer for the chosen settings (none while `field` is null), and its soil-sampling points. */
export function useZoneLayer(field: string | null, settings: Pick<ZoneSettings, 'classes' | 'method'>): ZoneLayerState & { points: readonly SamplingPoint[] } {
  const query = useGetFieldZonesQuery(field ? { field, classes: settings.classes, method: settings.method } : skipToken);
  const layer = query.data;
  const points = useMemo(() => (layer?.status === 'ready' ? samplingPoints(layer.zones) : NO_POINTS), [layer]);
  return { layer, loading: query.isFetching, failed: query.isError, retry: () => void query.refetch(), points };
}
