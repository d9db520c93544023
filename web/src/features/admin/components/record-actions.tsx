import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/** The Edit and Delete buttons of a configuration row, named after the record. */
export function RecordActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Delete ${name}`} onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}
