import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { useSnackbar } from 'notistack';
import { UpdateFieldBody, type Field } from '../../../../../shared/api/schemas/fields';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../../../../shared/domain/fields';
import { isApiError } from '../../../lib/api';
import { fieldErrors } from '../../../lib/validation';
import { useDeleteFieldMutation, useUpdateFieldMutation } from '../api';
import { FIELDS_TEXTS } from '../messages';
import { FieldMiniMap } from './field-mini-map';

interface EditForm {
  name: string;
  group_name: string;
}
type Errors = Partial<Record<keyof EditForm, string>>;

const EditFields = UpdateFieldBody.pick({ name: true, group_name: true }).required({ name: true });

/** The server's rules, checked before sending: a name is required, both have a length cap. */
export function validateFieldEdit(form: EditForm): Errors {
  const parsed = EditFields.safeParse(form);
  return parsed.success ? {} : fieldErrors<keyof EditForm>(parsed.error);
}

/** Field name -> first message, from an error body the server sent for a form. */
function serverErrors(error: unknown): Errors {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const data = error.data as Record<string, unknown>;
  const first = (key: keyof EditForm) => (Array.isArray(data[key]) && typeof data[key][0] === 'string' ? (data[key][0] as string) : undefined);
  const result: Errors = {};
  const name = first('name');
  const group = first('group_name');
  if (name) result.name = name;
  if (group) result.group_name = group;
  return result;
}

/**
 * Edit Field (spec 2 §2.1): map at zoom 11, Field Name, Group Name, Field Area Size (computed by the server, read
 * only), the crop and field info links, Delete Field behind 'Are You Sure?', and Save. Spec 2 §8 toasts.
 */
export function EditFieldDialog({
  field,
  onClose,
  onDeleted,
}: {
  field: Field;
  onClose: () => void;
  onDeleted: (field: Field) => void;
}) {
  const titleId = useId();
  const confirmTitleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<EditForm>({ name: field.name, group_name: field.group_name });
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [updateField, update] = useUpdateFieldMutation();
  const [deleteField, remove] = useDeleteFieldMutation();
  const busy = update.isLoading || remove.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFieldEdit(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updateField({ id: field.id, body: { name: form.name.trim(), group_name: form.group_name.trim() } }).unwrap();
      enqueueSnackbar(FIELD_MESSAGES.updated, { variant: 'success' });
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
      enqueueSnackbar(FIELD_MESSAGES.updateFailed, { variant: 'error' });
    }
  };

  const onDelete = async () => {
    try {
      await deleteField(field.id).unwrap();
      enqueueSnackbar(FIELD_MESSAGES.deleted(field.name), { variant: 'success' });
      setConfirming(false);
      onDeleted(field);
    } catch {
      enqueueSnackbar(FIELD_MESSAGES.deleteFailed, { variant: 'error' });
    }
  };

  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{FIELDS_TEXTS.editField}</DialogTitle>
          <DialogContent>
            <FieldMiniMap field={field} height={220} />
            <Box sx={{ display: 'grid', pt: 1 }}>
              <TextField
                margin="dense"
                id="edit-field-name"
                label={FIELDS_TEXTS.fieldName}
                value={form.name}
                onChange={(event) => setForm({ ...form, name: event.target.value })}
                error={Boolean(errors.name)}
                helperText={errors.name ?? ' '}
                slotProps={{ htmlInput: { 'aria-required': true, maxLength: FIELD_LIMITS.nameMaxLength } }}
              />
              <TextField
                margin="dense"
                id="edit-field-group"
                label={FIELDS_TEXTS.groupName}
                value={form.group_name}
                onChange={(event) => setForm({ ...form, group_name: event.target.value })}
                error={Boolean(errors.group_name)}
                helperText={errors.group_name ?? ' '}
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.groupNameMaxLength } }}
              />
              <TextField
                margin="dense"
                id="edit-field-size"
                label={FIELDS_TEXTS.fieldArea}
                value={field.size.toFixed(2)}
                helperText=" "
                slotProps={{
                  htmlInput: { readOnly: true },
                  input: { endAdornment: <InputAdornment position="end">ha</InputAdornment> },
                }}
              />
            </Box>
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={`/dashboard/crop-plan/config/farm/${field.id}`}>
                {FIELDS_TEXTS.configureCrop}
              </Link>
              <Link component={RouterLink} to={`/dashboard/farmsummary/info/${field.id}`}>
                {FIELDS_TEXTS.viewFieldInfo}
              </Link>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={busy}>
              {FIELDS_TEXTS.deleteField}
            </Button>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button onClick={onClose} disabled={busy}>
                {FIELDS_TEXTS.cancel}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={busy}
                aria-busy={update.isLoading}
                startIcon={update.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                {update.isLoading ? FIELDS_TEXTS.processing : FIELDS_TEXTS.save}
              </Button>
            </Box>
          </DialogActions>
        </Box>
      </Dialog>
      <Dialog open={confirming} onClose={remove.isLoading ? undefined : () => setConfirming(false)} aria-labelledby={confirmTitleId} maxWidth="xs" fullWidth>
        <DialogTitle id={confirmTitleId}>{FIELD_MESSAGES.deleteConfirm}</DialogTitle>
        <DialogContent>
          <DialogContentText>{FIELDS_TEXTS.deleteQuestion(field.name)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={remove.isLoading}>
            {FIELDS_TEXTS.cancel}
          </Button>
          <Button variant="contained" color="error" onClick={() => void onDelete()} disabled={remove.isLoading} aria-busy={remove.isLoading}>
            {remove.isLoading ? FIELDS_TEXTS.pleaseWait : FIELD_MESSAGES.deleteConfirmButton}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
