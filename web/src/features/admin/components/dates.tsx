import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';


const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** A time difference as the largest whole unit it reaches (seconds below a minute), for Intl's relative time. */
function relative(ms: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  for (const [unit, size] of UNITS) if (Math.abs(ms) >= size) return { value: Math.trunc(ms / size), unit };
  return { value: Math.trunc(ms / 1000), unit: 'second' };
}

/** Spec 3 §9: DD-MM-YYYY (the specification's format, in every language) with the relative time below it, in the language on screen. */
export function DayWithRelative({ iso, now }: { iso: string; now?: Date }) {
  const intl = useIntl();
  const date = dayjs(iso);
  const { value, unit } = relative(date.valueOf() - (now ?? new Date()).getTime());
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {date.format('DD-MM-YYYY')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {intl.formatRelativeTime(value, unit, { numeric: 'always' })}
      </Typography>
    </>
  );
}

export const dayText = (iso: string) => dayjs(iso).format('DD-MM-YYYY');
export const dateTimeText = (iso: string) => dayjs(iso).format('DD-MM-YYYY HH:mm');
