import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LayersIcon from '@mui/icons-material/Layers';
import { useAppSelector } from '../../../lib/hooks';
import { useText } from '../../../lib/i18n/use-text';
import { useCan } from '../../../lib/team-access';
import { useZoneLayer } from '../hooks/use-zone-layer';
import { useZoneSettings, type ZoneSettings } from '../zone-settings';
import { ZoneControls } from './zone-controls';
import { ZoneLegend } from './zone-legend';
import { ZoneShapes } from './zone-shapes';
import { ZonesTexts } from './zones-texts';

export interface DashboardZonesState {
  shown: boolean;
  setShown: (shown: boolean) => void;
  settings: ZoneSettings;
}

/** Whether the dashboard shows the zones layer, and its settings: held by the dashboard for its layer and panel. */
export function useDashboardZones(): DashboardZonesState {
  const [shown, setShown] = useState(false);
  const settings = useZoneSettings();
  return { shown, setShown, settings };
}

function useSelectedLayer(state: DashboardZonesState) {
  const selected = useAppSelector((store) => store.sessionContext.selectedFieldId);
  const mayView = useCan()('monitoring.view_index');
  return { selected, mayView, zones: useZoneLayer(state.shown && mayView ? selected : null, state.settings) };
}

/** Inside the dashboard map: the selected field's zones and sampling points, when the zones layer is on. */
export function DashboardZonesLayer({ state }: { state: DashboardZonesState }) {
  const { zones } = useSelectedLayer(state);
  if (!state.shown || !zones.layer) return null;
  return (
    <ZonesTexts>
      <ZoneShapes layer={zones.layer} points={zones.points} />
    </ZonesTexts>
  );
}

const BOX = { bgcolor: 'background.paper', borderRadius: 1, boxShadow: 2 } as const;

function Panel({ state }: { state: DashboardZonesState }) {
  const { t } = useText();
  const { selected, zones } = useSelectedLayer(state);
  if (!state.shown)
    return (
      <Button size="small" variant="contained" color="inherit" startIcon={<LayersIcon />} onClick={() => state.setShown(true)} sx={{ ...BOX, textTransform: 'none' }}>
        {t('zones.layer')}
      </Button>
    );
  return (
    <Box component="section" aria-label={t('zones.title')} sx={{ ...BOX, p: 1.25, pr: 4.5, position: 'relative', maxHeight: { xs: 260, sm: 420 }, overflowY: 'auto' }}>
      <IconButton size="small" aria-label={t('zones.hide')} onClick={() => state.setShown(false)} sx={{ position: 'absolute', top: 4, right: 4 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('zones.title')}
      </Typography>
      <ZoneControls settings={state.settings} compact />
      <Box sx={{ mt: 1 }}>{selected ? <ZoneLegend state={zones} dense /> : <Typography variant="body2">{t('zones.selectField')}</Typography>}</Box>
    </Box>
  );
}

/**
 * Over the dashboard map, at the top beside the zoom buttons: a "Zones" button that switches the selected field's
 * productivity zones on, then their settings and legend (small on a phone, where the map keeps most of the screen).
 * Opened, it lies over the map's basemap notice (same corner, drawn later at z-index 1000), which it would otherwise
 * show through.
 */
export function DashboardZonesPanel({ state }: { state: DashboardZonesState }) {
  const mayView = useCan()('monitoring.view_index');
  if (!mayView) return null;
  return (
    <ZonesTexts>
      <Box sx={{ position: 'absolute', top: 10, left: 56, zIndex: 1001, maxWidth: { xs: 'calc(100% - 120px)', sm: 340 } }}>
        <Panel state={state} />
      </Box>
    </ZonesTexts>
  );
}
