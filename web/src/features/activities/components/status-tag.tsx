import Chip from '@mui/material/Chip';
import type { ActivityStatus } from '../../../../../shared/domain/activities';

/** Spec 2 §2.9: Close in magenta, Open in green. */
const COLOURS: Record<ActivityStatus, { label: string; color: string; background: string }> = {
  close: { label: 'Close', color: '#9e1068', background: '#fff0f6' },
  open: { label: 'Open', color: '#237804', background: '#f6ffed' },
};

export function StatusTag({ status }: { status: ActivityStatus }) {
  const { label, color, background } = COLOURS[status];
  return <Chip size="small" label={label} variant="outlined" sx={{ color, backgroundColor: background, borderColor: color, fontWeight: 600 }} />;
}
