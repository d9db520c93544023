import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** Spec 3 §9: DD-MM-YYYY with the relative time below it. */
export function DayWithRelative({ iso, now }: { iso: string; now?: Date }) {
  const date = dayjs(iso);
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {date.format('DD-MM-YYYY')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {now ? date.from(now) : date.fromNow()}
      </Typography>
    </>
  );
}

export const dayText = (iso: string) => dayjs(iso).format('DD-MM-YYYY');
export const dateTimeText = (iso: string) => dayjs(iso).format('DD-MM-YYYY HH:mm');
