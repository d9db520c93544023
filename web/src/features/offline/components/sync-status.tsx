import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueuedWrites, useSyncRunner } from '../../../lib/offline/sync-hooks';
import { SyncWriteItem } from './sync-write-item';

/**
 * The writes made on this phone and not yet on the server, in the app bar: an icon with their number (none shown
 * while nothing waits), opening the list of each with its state; a refused one (a conflict, a failure) says why
 * and can be tried again or dismissed. Mounting it runs the sync.
 */
export function SyncStatus() {
  useSyncRunner();
  const writes = useQueuedWrites();
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (writes.length === 0) return null;
  const refused = writes.some((write) => write.state === 'conflict' || write.state === 'failed');
  const label = intl.formatMessage({ id: 'field-app.sync.label' }, { count: writes.length });
  return (
    <>
      <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
        <Badge badgeContent={writes.length} color={refused ? 'error' : 'warning'}>
          {refused ? <SyncProblemIcon /> : <CloudSyncIcon />}
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'sync-status-title', sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } } }}
      >
        <Typography id="sync-status-title" variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          <FormattedMessage id="field-app.sync.title" />
        </Typography>
        <List dense aria-labelledby="sync-status-title">
          {writes.map((write) => (
            <SyncWriteItem key={write.id} write={write} />
          ))}
        </List>
      </Popover>
    </>
  );
}
