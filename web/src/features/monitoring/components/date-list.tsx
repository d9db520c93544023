import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloudIcon from '@mui/icons-material/Cloud';
import type { DatesResponse } from '../../../../../shared/api/schemas/monitoring';
import { CLOUD_LIMIT } from '../../../../../shared/domain/monitoring';
import { cloudOf } from '../analysis-data';
import { useMonitoringTexts } from '../messages';

type DateEntry = DatesResponse['dates'][number];

interface DateListProps {
  label: string;
  dates: readonly DateEntry[];
  loading: boolean;
  /** Why the dates could not be loaded: shown with a retry, never as "no image dates". */
  failed?: string;
  onRetry?: () => void;
  selected: string | null;
  onSelect: (date: DateEntry) => void;
}

/**
 * The image dates of the range, newest first, each with the cloud over the field (spec 2 §2.2); a date above the
 * cloud limit carries the product's tooltip icon ('This date has no cloud', wording as the product has it).
 */
export function DateList({ label, dates, loading, failed, onRetry, selected, onSelect }: DateListProps) {
  const texts = useMonitoringTexts();
  if (loading) {
    return (
      <Box role="status" aria-label={label} aria-busy>
        {[0, 1, 2, 3].map((k) => (
          <Skeleton key={k} height={40} />
        ))}
      </Box>
    );
  }
  if (failed !== undefined) {
    return (
      <Alert
        severity="error"
        sx={{ m: 1 }}
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {texts.tryAgain}
            </Button>
          )
        }
      >
        {texts.datesFailed} {failed}
      </Alert>
    );
  }
  if (dates.length === 0) return <Typography variant="body2" sx={{ p: 1 }}>{texts.noDates}</Typography>;
  return (
    <List dense aria-label={label} sx={{ maxHeight: '100%', overflowY: 'auto' }}>
      {[...dates].reverse().map((date) => {
        const cloud = cloudOf(date);
        const cloudy = cloud !== null && cloud > CLOUD_LIMIT;
        return (
          // Each date is a list item holding its button: a list holds only items (axe's list and listitem rules).
          <ListItem key={date.date} disablePadding>
            <ListItemButton selected={date.date === selected} onClick={() => onSelect(date)} data-date={date.date}>
              <ListItemText
                primary={dayjs(date.date).format('DD MMM YYYY')}
                secondary={texts.cloudOf(cloud)}
              />
              {date.lowConfidence && date.computed && (
                <Tooltip title={texts.lowConfidenceWhy(date.validPixelCount)}>
                  <Chip size="small" color="warning" label={texts.pixels(date.validPixelCount)} sx={{ mr: 0.5 }} />
                </Tooltip>
              )}
              {cloudy && (
                <Tooltip title={texts.cloudyDate}>
                  <CloudIcon fontSize="small" color="action" aria-label={texts.cloudyDateLabel} />
                </Tooltip>
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
