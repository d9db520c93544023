import Chip from '@mui/material/Chip';
import { ACTIVITY_STATUS_LABELS, type ActivityStatus } from '../../../../../shared/domain/activities';
import { useIntl } from 'react-intl';

/** Spec 2 §2.9: Close in magenta, Open in green. */
const COLOURS: Record<ActivityStatus, { color: string; background: string }> = {
  close: { color: '#9e1068', background: '#fff0f6' },
  open: { color: '#237804', background: '#f6ffed' },
};

export function StatusTag({ status }: { status: ActivityStatus }) {
  const intl = useIntl();
  const { color, background } = COLOURS[status];
  return <Chip size="small" label={intl.formatMessage({ id: ACTIVITY_STATUS_LABELS[status] })} variant="outlined" sx={{ color, backgroundColor: background, borderColor: color, fontWeight: 600 }} />;
}
