import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MapLayerId } from '../../../../../shared/api/schemas/monitoring';
import { useGetIndexLegendQuery } from '../../../api/monitoring';
import { useMonitoringTexts } from '../messages';

/** The legend of the chosen index (spec 2 §2.2): 'Please select an Index' without one, 'Legend Not Found' on failure. */
export function IndexLegend({ index }: { index: MapLayerId | null }) {
  const texts = useMonitoringTexts();
  const legend = useGetIndexLegendQuery(index ?? 'NDVI', { skip: !index || index === 'TRUE_COLOR' });
  let body;
  if (!index || index === 'TRUE_COLOR') body = <Typography variant="caption">{texts.selectIndex}</Typography>;
  else if (legend.isError) body = <Typography variant="caption">{texts.legendNotFound}</Typography>;
  else if (!legend.data) body = <Typography variant="caption">{texts.pleaseWait}</Typography>;
  else {
    const { stops, min, max, name, unit } = legend.data;
    const span = max - min || 1;
    const gradient = stops.map((stop) => `${stop.color} ${Math.max(0, Math.min(100, ((stop.value - min) / span) * 100)).toFixed(1)}%`).join(', ');
    body = (
      <>
        <Typography variant="caption" component="p" title={name} sx={{ fontWeight: 600 }}>
          {unit ? texts.legendUnit(index, unit) : index}
        </Typography>
        <Box data-testid="legend-ramp" sx={{ height: 12, width: 160, borderRadius: 0.5, background: `linear-gradient(to right, ${gradient})`, border: '1px solid rgba(0,0,0,.3)' }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', width: 160 }}>
          <Typography variant="caption">{min}</Typography>
          <Typography variant="caption">{(min + max) / 2}</Typography>
          <Typography variant="caption">{max}</Typography>
        </Box>
      </>
    );
  }
  return (
    <Box role="figure" aria-label={texts.legend} sx={{ bgcolor: 'rgba(255,255,255,.92)', borderRadius: 1, px: 1, py: 0.5, boxShadow: 1 }}>
      {body}
    </Box>
  );
}
