import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { isScalarIndexId, type ScalarIndexId } from '../../../../../shared/domain/indices';
import { useAppSelector } from '../../../lib/hooks';
import { MONITORING_TEXTS } from '../messages';
import { FieldsIndexOverlay, type OverlayStatus } from './fields-index-overlay';
import { IndexLegend } from './index-legend';
import { SimulatedImageryNote } from './simulated-imagery-note';

function useDashboardIndex(): ScalarIndexId | null {
  const index = useAppSelector((state) => state.sessionContext.index);
  return index && isScalarIndexId(index) ? index : null;
}

/** Inside the dashboard map: the controls bar's index, window and cloud limit drawn over the fields. */
export function DashboardIndexLayer({ fields, onStatus }: { fields: readonly Field[]; onStatus: (status: OverlayStatus) => void }) {
  const index = useDashboardIndex();
  const { start, end, cloud } = useAppSelector((state) => state.sessionContext);
  return <FieldsIndexOverlay fields={fields} index={index} start={start} end={end} cloud={cloud} onStatus={onStatus} />;
}

function panelText(status: OverlayStatus | null): string {
  if (status && status.loading > 0) return MONITORING_TEXTS.pleaseWait;
  // A failed lookup is said as such, never as "no image" (spec 2 §8).
  if (status && status.failed > 0) return MONITORING_TEXTS.overlayFailed(status.failed);
  if (status && status.shown === 0 && status.empty > 0) return MONITORING_TEXTS.noImageInWindow;
  return MONITORING_TEXTS.clickToRead;
}

/** Over the dashboard map: the legend, the click hint, and what the layer is doing. */
export function DashboardIndexPanel({ status }: { status: OverlayStatus | null }) {
  const index = useDashboardIndex();
  if (!index) return null;
  return (
    <Box sx={{ position: 'absolute', left: 12, bottom: 28, zIndex: 1000, display: 'flex', flexDirection: 'column', gap: 0.5, maxWidth: 260, pointerEvents: 'none' }}>
      <Box role="status" sx={{ bgcolor: 'rgba(255,255,255,.92)', borderRadius: 1, px: 1, py: 0.5, boxShadow: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        {status && status.loading > 0 && <CircularProgress size={14} aria-hidden />}
        <Typography variant="caption" color={status && status.failed > 0 && status.loading === 0 ? 'error' : undefined}>
          {panelText(status)}
        </Typography>
      </Box>
      <IndexLegend index={index} />
      <SimulatedImageryNote compact />
    </Box>
  );
}
