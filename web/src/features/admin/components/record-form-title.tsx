import Typography from '@mui/material/Typography';
import { ADMIN_TEXTS } from '../texts';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';

/** Above a configuration form: whether it makes a new record or edits one. */
export function RecordFormTitle({ what, editing }: { what: MessageId; editing: boolean }) {
  const intl = useIntl();
  return (
    <Typography variant="subtitle1" gutterBottom>
      {intl.formatMessage({ id: editing ? ADMIN_TEXTS.editingRecord : ADMIN_TEXTS.newRecord }, { what: intl.formatMessage({ id: what }) })}
    </Typography>
  );
}
