import Typography from '@mui/material/Typography';
import { ADMIN_TEXTS } from '../texts';

/** Above a configuration form: whether it makes a new record or edits one. */
export function RecordFormTitle({ what, editing }: { what: string; editing: boolean }) {
  return (
    <Typography variant="subtitle1" gutterBottom>
      {editing ? ADMIN_TEXTS.editingRecord(what) : ADMIN_TEXTS.newRecord(what)}
    </Typography>
  );
}
