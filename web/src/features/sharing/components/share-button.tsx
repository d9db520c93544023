import { useState } from 'react';
import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { useIntl } from 'react-intl';
import { useCan } from '../../../lib/team-access';
import { ShareDialog } from './share-dialog';

/** "Share" on a field's page or a selection: shown to members whose role may add share links. */
export function ShareButton({ fieldIds }: { fieldIds: readonly string[] }) {
  const can = useCan();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!can('sharing.add_sharelink') || fieldIds.length === 0) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'app.share' })}
      </Button>
      {open && <ShareDialog fieldIds={fieldIds} onClose={() => setOpen(false)} />}
    </>
  );
}
