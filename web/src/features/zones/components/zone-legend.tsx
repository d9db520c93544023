import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ZoneLayer } from '../../../../../shared/api/schemas/zones';
import { ZONE_LIMITS, zoneColour } from '../../../../../shared/domain/zones';
import { useText } from '../../../lib/i18n/use-text';
import { percentOfMean } from '../zone-settings';

export interface ZoneLayerState {
  layer: ZoneLayer | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The seasons of a layer in words: "2024-2026", "2025", or "the last seasons" when none were looked at. */
function useSeasons(seasons: readonly number[]): string {
  const { t } = useText();
  const first = seasons[0];
  const last = seasons.at(-1);
  if (first === undefined || last === undefined) return t('zones.noSeasons');
  return first === last ? String(first) : `${first}\u2013${last}`;
}

/**
 * The zone layer's legend: each zone's colour, area, productivity against the field's mean and the scenes behind
 * it; or, while the layer is not drawn, why (not computed yet, too few clear images, a failed load).
 */
export function ZoneLegend({ state, dense = false }: { state: ZoneLayerState; dense?: boolean }) {
  const { t, intl } = useText();
  const { layer } = state;
  const seasons = useSeasons(layer?.seasons ?? []);
  if (state.loading && !layer)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={14} aria-hidden />
        <Typography variant="body2">{t('zones.loading')}</Typography>
      </Box>
    );
  if (state.failed || !layer)
    return (
      <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error">
          {t('zones.failed')}
        </Typography>
        <Button size="small" onClick={state.retry}>
          {t('zones.retry')}
        </Button>
      </Box>
    );
  if (layer.status === 'pending')
    return (
      <Typography role="status" variant="body2">
        {t('zones.status.pending')}
      </Typography>
    );
  if (layer.status === 'insufficient')
    return (
      <Typography role="status" variant="body2">
        {t('zones.status.insufficient', { count: layer.sceneCount, seasons, min: ZONE_LIMITS.minScenes })}
      </Typography>
    );
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <Box role="figure" aria-label={t('zones.legend')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: dense ? 0.25 : 0.5 }}>
        {[...layer.zones]
          .sort((a, b) => b.zone - a.zone)
          .map((zone) => (
            <Box component="li" key={zone.zone} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box aria-hidden sx={{ width: 16, height: 16, flex: '0 0 16px', borderRadius: 0.5, border: '1px solid rgba(0,0,0,.4)', bgcolor: zoneColour(zone.zone, layer.classes) }} />
              <Typography variant={dense ? 'caption' : 'body2'} sx={{ fontWeight: 600, minWidth: dense ? 48 : 60 }}>
                {t('zones.zoneName', { zone: zone.zone })}
              </Typography>
              <Typography variant={dense ? 'caption' : 'body2'}>
                {[t('zones.area', { area: number(zone.areaHa) }), t('zones.relative', { percent: percentOfMean(zone.meanRelative) }), ...(dense ? [] : [t('zones.scenes', { count: zone.scenes })])].join(' \u00b7 ')}
              </Typography>
            </Box>
          ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('zones.basis', { count: layer.sceneCount, seasons })}
      </Typography>
    </Box>
  );
}
