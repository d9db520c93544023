import { useCallback, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type L from 'leaflet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SPLIT_RIGHT_CLOUD } from '../../../../../shared/domain/monitoring';
import { splitDateChanged } from '../../../lib/context-slice';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useSelectedField } from '../hooks/use-selected-field';
import { useMonitoringTexts } from '../messages';
import { SimulatedImageryNote } from './simulated-imagery-note';
import { SplitCompare } from './split-compare';
import { SplitSide } from './split-side';
import type { CompareImage } from './compare-map';

/** Spec 2 §2.3: NDWI on the left map only. */
const LEFT_INDICES = ['NDVI', 'NDMI', 'NDWI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI'] as const;
const RIGHT_INDICES = ['NDVI', 'NDMI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI'] as const;

/** Moving one map moves the other (no echo: a move caused by the other map is not sent back). */
function useSyncedMaps() {
  const maps = useRef<{ left?: L.Map; right?: L.Map }>({});
  const syncing = useRef(false);
  const attach = useCallback((side: 'left' | 'right', map: L.Map) => {
    if (maps.current[side] === map) return;
    maps.current[side] = map;
    map.on('move', () => {
      if (syncing.current) return;
      const other = maps.current[side === 'left' ? 'right' : 'left'];
      if (!other) return;
      syncing.current = true;
      other.setView(map.getCenter(), map.getZoom(), { animate: false });
      syncing.current = false;
    });
  }, []);
  return { onLeft: useCallback((map: L.Map) => attach('left', map), [attach]), onRight: useCallback((map: L.Map) => attach('right', map), [attach]) };
}

/**
 * /dashboard/split-view/ (spec 2 §2.3, spec 3 'Satellite side-by-side screen'): two synchronised maps of the
 * selected field, each with its index, date range and dates; the right map starts at 20 % cloud. Small screens
 * are asked for a bigger one.
 */
export default function SplitViewPage() {
  const texts = useMonitoringTexts();
  useDocumentTitle(texts.splitTitle);
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const context = useAppSelector((state) => state.sessionContext);
  const { field, missing } = useSelectedField();
  const sync = useSyncedMaps();
  const [views, setViews] = useState<{ left: CompareImage; right: CompareImage }>({ left: { date: null, index: null }, right: { date: null, index: null } });
  const onLeftView = useCallback((view: CompareImage) => setViews((current) => ({ ...current, left: view })), []);
  const onRightView = useCallback((view: CompareImage) => setViews((current) => ({ ...current, right: view })), []);

  if (missing) return <Navigate to="/dashboard/" replace />;
  if (small) {
    return (
      <Box component="section" sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p" sx={{ mb: 2 }}>
          {texts.biggerScreen}
        </Typography>
        <Button variant="contained" onClick={() => navigate('/dashboard/satellite-view/')}>
          {texts.toSatelliteView}
        </Button>
      </Box>
    );
  }
  const range = { start: context.start, end: context.end };
  return (
    <Box component="section" aria-label={texts.splitTitle}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h5" component="h1">
          {field ? texts.splitTitleField(field.name) : texts.splitTitle}
        </Typography>
        <Button variant="outlined" onClick={() => navigate('/dashboard/satellite-view/')}>
          {texts.satelliteTitle}
        </Button>
        <SimulatedImageryNote />
      </Box>
      {field && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <SplitSide
            side="left"
            field={field}
            indices={LEFT_INDICES}
            initialIndex={context.index}
            initialCloud={context.cloud}
            initialRange={range}
            preferredDate={context.splitDates.left}
            onDate={(date) => dispatch(splitDateChanged({ side: 'left', date }))}
            onMap={sync.onLeft}
            onView={onLeftView}
          />
          <SplitSide
            side="right"
            field={field}
            indices={RIGHT_INDICES}
            initialIndex={context.index}
            initialCloud={SPLIT_RIGHT_CLOUD}
            initialRange={range}
            preferredDate={context.splitDates.right}
            onDate={(date) => dispatch(splitDateChanged({ side: 'right', date }))}
            onMap={sync.onRight}
            onView={onRightView}
          />
        </Box>
      )}
      {field && <SplitCompare field={field} left={views.left} right={views.right} />}
    </Box>
  );
}
