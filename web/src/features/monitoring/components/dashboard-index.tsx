import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { isRadarLayerId } from '../../../../../shared/domain/radar';
import { useAppSelector } from '../../../lib/hooks';
import { useTeamAccess } from '../../../lib/team-access';
import { asMapLayer, type MapLayer } from '../map-layer';
import { useOverlayStatus, type OverlayStatusStore } from '../overlay-status';
import { useMonitoringTexts, type MonitoringTexts } from '../messages';
import { FieldsIndexOverlay, type OverlayStatus } from './fields-index-overlay';
import { IndexLegend } from './index-legend';
import { RadarAttribution } from './radar-attribution';
import { SimulatedImageryNote } from './simulated-imagery-note';

/** The controls bar's layer, none for a role without monitoring.view_index (its lookups would all be refused). */
function useDashboardIndex(): MapLayer | null {
  const index = useAppSelector((state) => state.sessionContext.index);
  const mayView = useTeamAccess().can('monitoring.view_index');
  return mayView ? asMapLayer(index) : null;
}

/** Inside the dashboard map: the controls bar's index, window and cloud limit drawn over the fields. */
export function DashboardIndexLayer({ fields, status }: { fields: readonly Field[]; status: OverlayStatusStore }) {
  const index = useDashboardIndex();
  const { start, end, cloud } = useAppSelector((state) => state.sessionContext);
  return <FieldsIndexOverlay fields={fields} index={index} start={start} end={end} cloud={cloud} onStatus={status.set} />;
}

function panelText(status: OverlayStatus | null, radar: boolean, texts: MonitoringTexts): string {
  if (status && status.loading > 0) return texts.pleaseWait;
  // A failed lookup is said as such, never as "no image" (spec 2 §8).
  if (status && status.failed > 0) return texts.overlayFailed(status.failed);
  if (status && status.shown === 0 && status.empty > 0) return radar ? texts.noRadarDates : texts.noImageInWindow;
  // Radar layers are pictures of the pass: click-to-read is the optical indices'.
  return radar ? texts.radarLayerLatest : texts.clickToRead;
}

const BOX = { bgcolor: 'rgba(255,255,255,.92)', borderRadius: 1, boxShadow: 1 } as const;

/**
 * Over the dashboard map: the legend, the click hint, and what the layer is doing. On a phone the panel is one
 * small "Legend" button (the map stays visible) that opens the legend, the hint and the imagery note; a failure
 * or a load in progress is still said while it is closed.
 */
export function DashboardIndexPanel({ status }: { status: OverlayStatus | null }) {
  const index = useDashboardIndex();
  const texts = useMonitoringTexts();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  if (!index) return null;
  const busyOrFailed = Boolean(status && (status.loading > 0 || status.failed > 0));
  const radar = isRadarLayerId(index);
  const expanded = !phone || open;
  return (
    <Box sx={{ position: 'absolute', left: phone ? 8 : 12, bottom: phone ? 20 : 28, zIndex: 1000, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, maxWidth: phone ? 200 : 260, pointerEvents: 'none' }}>
      {(expanded || busyOrFailed) && (
        <Box role="status" sx={{ ...BOX, px: 1, py: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
          {status && status.loading > 0 && <CircularProgress size={14} aria-hidden />}
          <Typography variant="caption" color={status && status.failed > 0 && status.loading === 0 ? 'error' : undefined}>
            {panelText(status, radar, texts)}
          </Typography>
        </Box>
      )}
      {expanded && <IndexLegend index={index} />}
      {expanded && radar && <RadarAttribution date={status?.latestDate ?? null} />}
      {expanded && <SimulatedImageryNote compact />}
      {phone && (
        <Button
          size="small"
          variant="contained"
          color="inherit"
          aria-expanded={open}
          onClick={() => setOpen((now) => !now)}
          endIcon={open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
          sx={{ ...BOX, pointerEvents: 'auto', minWidth: 0, py: 0, px: 1, textTransform: 'none', fontSize: 12 }}
        >
          {open ? texts.hideLegend : texts.legendButton(index)}
        </Button>
      )}
    </Box>
  );
}

/** The panel, kept in step with the overlay's status (it alone redraws as the fields' dates come in). */
export function DashboardIndexStatusPanel({ status }: { status: OverlayStatusStore }) {
  return <DashboardIndexPanel status={useOverlayStatus(status)} />;
}
