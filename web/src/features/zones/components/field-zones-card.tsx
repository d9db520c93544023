import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { useText } from '../../../lib/i18n/use-text';
import { useCan } from '../../../lib/team-access';
import { useZoneLayer } from '../hooks/use-zone-layer';
import { useZoneSettings } from '../zone-settings';
import { LazyPart } from '../../../components/lazy-part';
import { PrescriptionPanel } from './prescription-panel';
import { SamplingDownloads } from './sampling-downloads';
import { ZoneControls } from './zone-controls';
import { ZoneLegend } from './zone-legend';
import { ZonesTexts } from './zones-texts';
import { lazyComponent } from '../../../lib/lazy-component';

const ZonesMap = lazyComponent(() => import('./zones-map'));

const NO_POINTS: never[] = [];

function ZonesCard({ field }: { field: Field }) {
  const { t } = useText();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const settings = useZoneSettings();
  const state = useZoneLayer(field.id, settings);
  const [showPoints, setShowPoints] = useState(true);
  const [prescribing, setPrescribing] = useState(false);
  const ready = state.layer?.status === 'ready' ? state.layer : null;
  return (
    <Paper component="section" aria-label={t('zones.title')} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('zones.title')}
        </Typography>
        <ZoneControls settings={settings} compact={phone} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <LazyPart fallback={<Box sx={{ height: phone ? 260 : 340 }} />}>
          <ZonesMap field={field} layer={state.layer} points={showPoints ? state.points : NO_POINTS} height={phone ? 260 : 340} label={t('zones.mapOf', { field: field.name })} />
        </LazyPart>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <ZoneLegend state={state} />
          {ready && (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('zones.sampling')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('zones.sampling.hint')}
              </Typography>
              <FormControlLabel control={<Switch size="small" checked={showPoints} onChange={(event) => setShowPoints(event.target.checked)} />} label={t('zones.sampling.show')} />
              <SamplingDownloads fieldName={field.name} points={state.points} />
            </Box>
          )}
          {ready && (
            <Box>
              <Button variant={prescribing ? 'outlined' : 'contained'} aria-expanded={prescribing} onClick={() => setPrescribing((open) => !open)}>
                {prescribing ? t('zones.close') : t('zones.prescription.open')}
              </Button>
            </Box>
          )}
        </Box>
      </Box>
      {ready && (
        <Collapse in={prescribing} unmountOnExit>
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('zones.prescription')}
            </Typography>
            <PrescriptionPanel key={`${ready.classes}:${ready.method}`} field={field} layer={ready} />
          </Box>
        </Collapse>
      )}
    </Paper>
  );
}

/**
 * The field page's productivity zones: the zone map with its legend and settings, the soil-sampling points and the
 * prescription made from the zones. For roles that may view the index (the zones come from it).
 */
export function FieldZonesCard({ field }: { field: Field }) {
  const can = useCan();
  if (!can('monitoring.view_index')) return null;
  return (
    <ZonesTexts>
      <ZonesCard field={field} />
    </ZonesTexts>
  );
}
