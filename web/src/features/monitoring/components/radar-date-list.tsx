import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RadarPoint } from '../../../../../shared/api/schemas/radar';
import { useMonitoringTexts } from '../messages';

/** The radar passes of the range, newest first, each with its orbit (a radar layer's dates, not Sentinel-2's). */
export function RadarDateList({ points, loading, failed, onRetry, selected, onSelect }: { points: readonly RadarPoint[]; loading: boolean; failed: boolean; onRetry: () => void; selected: string | null; onSelect: (date: string) => void }) {
  const texts = useMonitoringTexts();
  if (loading) {
    return (
      <Box role="status" aria-label={texts.radarDates} aria-busy>
        {[0, 1, 2].map((k) => (
          <Skeleton key={k} height={40} />
        ))}
      </Box>
    );
  }
  if (failed) {
    return (
      <Alert severity="error" sx={{ m: 1 }} action={<Button color="inherit" size="small" onClick={onRetry}>{texts.tryAgain}</Button>}>
        {texts.radarFailed}
      </Alert>
    );
  }
  if (points.length === 0) return <Typography variant="body2" sx={{ p: 1 }}>{texts.noRadarDates}</Typography>;
  return (
    <List dense aria-label={texts.radarDates} sx={{ maxHeight: '100%', overflowY: 'auto' }}>
      {[...points].reverse().map((point) => (
        <ListItem key={`${point.date}-${point.relativeOrbit ?? ''}`} disablePadding>
          <ListItemButton selected={point.date === selected} onClick={() => onSelect(point.date)} data-date={point.date}>
            <ListItemText primary={dayjs(point.date).format('DD MMM YYYY')} secondary={texts.radarPassLine(texts.orbitLabel(point.orbitState, point.relativeOrbit), point.rvi.toFixed(2))} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
