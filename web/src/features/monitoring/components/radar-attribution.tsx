import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { radarAttribution } from '../../../../../shared/domain/radar';
import { useMonitoringTexts } from '../messages';

/** Copernicus' notice on a map showing radar: the source, the year of the date shown and the processing. */
export function RadarAttribution({ date }: { date: string | null }) {
  const texts = useMonitoringTexts();
  if (!date) return null;
  return (
    <Paper role="note" aria-label={texts.radarSource} sx={{ px: 1, py: 0.25, bgcolor: 'rgba(255,255,255,.92)', maxWidth: 320 }}>
      <Typography variant="caption" component="p" sx={{ lineHeight: 1.3 }}>
        {radarAttribution(Number(date.slice(0, 4)))}
      </Typography>
    </Paper>
  );
}
