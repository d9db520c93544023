import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';
import type { QueuedWrite, WriteState } from '../../../lib/offline/queued-write';
import { dismissWrite, retryWrite } from '../../../lib/offline/write-queue';

const STATES: Record<WriteState, MessageId> = {
  waiting: 'field-app.sync.state.waiting',
  sending: 'field-app.sync.state.sending',
  conflict: 'field-app.sync.state.conflict',
  failed: 'field-app.sync.state.failed',
};

/** What the write is, in a few words: its kind and the name of what it changes. */
function WhatItIs({ write }: { write: QueuedWrite }) {
  const payload = write.payload as { name?: unknown };
  const name = typeof payload.name === 'string' ? payload.name : '';
  return <FormattedMessage id={`field-app.sync.kind.${write.kind}`} values={{ name }} />;
}

/** One queued write in the sync list: what, when it was made, its state, the API's message, and what to do. */
export function SyncWriteItem({ write }: { write: QueuedWrite }) {
  const intl = useIntl();
  const refused = write.state === 'conflict' || write.state === 'failed';
  return (
    <ListItem divider sx={{ display: 'block', px: 2, py: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <WhatItIs write={write} />
      </Typography>
      <Typography variant="caption" color={refused ? 'error' : 'text.secondary'} component="p">
        {[intl.formatDate(write.createdAt, { dateStyle: 'medium', timeStyle: 'short' }), intl.formatMessage({ id: STATES[write.state] })].join(' · ')}
      </Typography>
      {write.error?.message && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {write.error.message}
        </Typography>
      )}
      {refused && (
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          {write.state === 'failed' && (
            <Button size="small" onClick={() => void retryWrite(write.id)}>
              <FormattedMessage id="field-app.sync.retry" />
            </Button>
          )}
          <Button size="small" color="inherit" onClick={() => void dismissWrite(write.id)}>
            <FormattedMessage id="field-app.sync.dismiss" />
          </Button>
        </Box>
      )}
    </ListItem>
  );
}
