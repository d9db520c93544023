import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useIntl } from 'react-intl';
import type { QueuedWrite } from '../../../lib/offline/queued-write';

/**
 * Beside a task's status: its close made on this phone is waiting to be sent, or was refused (someone else closed
 * it meanwhile): the API's message then says so. Nothing once the close is on the server.
 */
export function SyncMark({ write }: { write: QueuedWrite | undefined }) {
  const intl = useIntl();
  if (!write) return null;
  const refused = write.state === 'conflict' || write.state === 'failed';
  const label = intl.formatMessage({ id: refused ? `field-app.sync.state.${write.state}` : 'field-app.sync.state.waiting' });
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={refused ? 'error' : 'warning'}
      icon={refused ? <SyncProblemIcon /> : <CloudQueueIcon />}
      label={label}
    />
  );
  return write.error?.message ? <Tooltip title={write.error.message} describeChild>{chip}</Tooltip> : chip;
}
