import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { RangeArgs } from '../../../api/monitoring';
import { useGetRadarSeriesQuery } from '../../../api/radar';
import { PENDING_SERIES_RETRY_MS } from './use-year-series';

/**
 * A field's radar series of a range; an answer that left passes to the index worker (its request's time budget ran
 * out) is asked again every PENDING_SERIES_RETRY_MS until complete, its points shown meanwhile.
 */
export function useRadarSeries(args: RangeArgs | typeof skipToken) {
  const [polling, setPolling] = useState(0);
  const radar = useGetRadarSeriesQuery(args, { pollingInterval: polling });
  const pending = radar.data?.pending.length ?? 0;
  useEffect(() => setPolling(pending > 0 ? PENDING_SERIES_RETRY_MS : 0), [pending]);
  return radar;
}
