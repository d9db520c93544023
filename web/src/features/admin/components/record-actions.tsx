import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useIntl } from 'react-intl';

/** The Edit and Delete buttons of a configuration row, named after the record. */
export function RecordActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const intl = useIntl();
  return (
    <>
      <IconButton aria-label={intl.formatMessage({ id: 'admin.editNamed' }, { name })} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={intl.formatMessage({ id: 'admin.deleteNamed' }, { name })} onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}
