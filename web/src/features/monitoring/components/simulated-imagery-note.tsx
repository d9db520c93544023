import Typography from '@mui/material/Typography';
import { useConfig } from '../../../lib/config';
import { useMonitoringTexts } from '../messages';

/** The local stage shows generated scenes (as its weather is simulated): the screens say so. */
export function SimulatedImageryNote({ compact = false }: { compact?: boolean }) {
  const { stage } = useConfig();
  const texts = useMonitoringTexts();
  if (stage !== 'local') return null;
  return (
    <Typography role="note" variant="caption" color="text.secondary" sx={compact ? { bgcolor: 'rgba(255,255,255,.92)', borderRadius: 1, px: 1, boxShadow: 1 } : undefined}>
      {texts.simulated}
    </Typography>
  );
}
