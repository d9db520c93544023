import { Suspense, useEffect, useMemo, useState } from 'react';
import type L from 'leaflet';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { isScalarIndexId, type ScalarIndexId } from '../../../../../shared/domain/indices';
import { apiErrorMessage } from '../../../lib/api';
import { useGetIndexDatesQuery } from '../../../api/monitoring';
import { useImageDate } from '../hooks/use-image-date';
import { useMonitoringTexts } from '../messages';
import { DateList } from './date-list';
import { DateRangeFields } from './date-range-fields';
import { IndexLegend } from './index-legend';
import { IndexSelect } from './index-select';
import { lazyComponent } from '../../../lib/lazy-component';

const FieldImageryMap = lazyComponent(() => import('./field-imagery-map'));

export interface SplitSideProps {
  side: 'left' | 'right';
  field: Field;
  indices: readonly string[];
  initialIndex: string | null;
  initialCloud: number;
  initialRange: { start: string; end: string };
  preferredDate: string | null;
  onDate: (date: string | null) => void;
  onMap: (map: L.Map) => void;
  /** What this side shows (its date, and its index when drawn), for the comparison on one map. */
  onView?: (view: { date: string | null; index: ScalarIndexId | null }) => void;
}

/** Spec 2 §2.3: the split maps' zoom 10, kept as the widest view; the map fits the field closer than that. */
const SPLIT_ZOOM = 10;

/** One side of the split view (spec 2 §2.3): its index, range, dates and map (fitted to the field, 75vh, no wheel zoom). */
export function SplitSide({ side, field, indices, initialIndex, initialCloud, initialRange, preferredDate, onDate, onMap, onView }: SplitSideProps) {
  const texts = useMonitoringTexts();
  const label = side === 'left' ? texts.leftMap : texts.rightMap;
  const [index, setIndex] = useState(initialIndex && indices.includes(initialIndex) ? initialIndex : null);
  const [range, setRange] = useState(initialRange);
  const dates = useGetIndexDatesQuery({ field: field.id, ...range });
  const image = useImageDate(dates.data?.dates, initialCloud, preferredDate);
  const scalar = index && isScalarIndexId(index) ? index : null;
  const showIndex = Boolean(scalar && image.withinLimit && image.date);
  const chosen = dates.data?.dates.find((entry) => entry.date === image.date) ?? null;
  const shownDate = image.date;
  const shownIndex = showIndex ? scalar : null;
  useEffect(() => onView?.({ date: shownDate, index: shownIndex }), [onView, shownDate, shownIndex]);
  const target = useMemo(() => (chosen ? { field: field.id, date: chosen.date, validPixelCount: chosen.validPixelCount, lowConfidence: chosen.lowConfidence } : null), [field.id, chosen]);

  return (
    <Box component="section" aria-label={label} data-side={side} data-date={image.date ?? ''} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2">
        {texts.sideHeading(label, image.date, image.cloud)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <IndexSelect id={`split-${side}-index`} value={index} options={indices} onChange={setIndex} />
        <DateRangeFields id={`split-${side}`} start={range.start} end={range.end} onChange={setRange} />
      </Box>
      <Paper variant="outlined" sx={{ maxHeight: 150, overflowY: 'auto', mb: 1 }}>
        <DateList
          label={texts.sideImageDates(label)}
          dates={dates.data?.dates ?? []}
          loading={dates.isLoading}
          failed={dates.isError ? apiErrorMessage(dates.error) : undefined}
          onRetry={() => void dates.refetch()}
          selected={image.date}
          onSelect={(entry) => {
            image.choose(entry);
            onDate(entry.date);
          }}
        />
      </Paper>
      <Box sx={{ position: 'relative' }}>
        <Suspense fallback={<Typography>{texts.loadingMap}</Typography>}>
          <FieldImageryMap label={texts.sideMap(label)} field={field} date={image.date} index={scalar} showIndex={showIndex} zoom={SPLIT_ZOOM} fit height="75vh" scrollWheelZoom={false} target={target} onMap={onMap} />
        </Suspense>
        <Box sx={{ position: 'absolute', left: 12, bottom: 28, zIndex: 1000 }}>
          <IndexLegend index={scalar} />
        </Box>
        {dates.isFetching && (
          <Paper role="status" sx={{ position: 'absolute', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 1000, px: 2 }}>
            {texts.loadingMap}
          </Paper>
        )}
      </Box>
    </Box>
  );
}

