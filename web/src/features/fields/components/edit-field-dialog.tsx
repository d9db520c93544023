import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
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
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import { useSnackbar } from 'notistack';
import { UpdateFieldBody, type Field, type PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../../../../shared/domain/fields';
import { isApiError } from '../../../lib/api';
import { fieldErrors } from '../../../lib/validation';
import { useDeleteFieldMutation, useGetFieldQuery, useUpdateFieldMutation } from '../api';
import { FIELDS_TEXTS } from '../messages';
import { BoundaryEditor } from './boundary-editor';
import { FieldMiniMap } from './field-mini-map';

interface EditForm {
  name: string;
  group_name: string;
}
type Errors = Partial<Record<keyof EditForm | 'coordinates', string>>;

const EditFields = UpdateFieldBody.pick({ name: true, group_name: true }).required({ name: true });

/** The server's rules, checked before sending: a name is required, both have a length cap. */
export function validateFieldEdit(form: EditForm): Errors {
  const parsed = EditFields.safeParse(form);
  return parsed.success ? {} : fieldErrors<keyof EditForm>(parsed.error);
}

/** A reshaped outer ring, checked as the server checks it (a closed ring, enough corners, a vertex cap). */
function boundaryError(geometry: PolygonGeometry | null): string | undefined {
  if (!geometry) return FIELDS_TEXTS.drawNotClosed;
  const parsed = UpdateFieldBody.shape.coordinates.safeParse(geometry.coordinates[0]);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Field name -> first message, from an error body the server sent for a form. */
function serverErrors(error: unknown): Errors {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const data = error.data as Record<string, unknown>;
  const first = (key: keyof EditForm) => (Array.isArray(data[key]) && typeof data[key][0] === 'string' ? (data[key][0] as string) : undefined);
  const result: Errors = {};
  const name = first('name');
  const group = first('group_name');
  // The polygon rules refuse a reshaped boundary under `coordinates`.
  const coordinates = Array.isArray(data.coordinates) && typeof data.coordinates[0] === 'string' ? data.coordinates[0] : undefined;
  if (name) result.name = name;
  if (group) result.group_name = group;
  if (coordinates) result.coordinates = coordinates;
  return result;
}

/**
 * Edit Field (spec 2 §2.1): map at zoom 11, Field Name, Group Name, Field Area Size (computed by the server, read
 * only; reshaping the boundary with Edit Boundary recomputes it on Save), the crop and field info links, Delete Field behind 'Are You Sure?', and Save. Spec 2 §8 toasts.
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
  /** Edit Boundary: undefined until a corner moved, then the reshaped polygon (null if it cannot close). */
  const [editingBoundary, setEditingBoundary] = useState(false);
  const [boundary, setBoundary] = useState<PolygonGeometry | null | undefined>(undefined);
  // The list's boundaries are display outlines: Edit Boundary reshapes the whole one, read when it is asked for.
  const whole = useGetFieldQuery(field.id, { skip: !editingBoundary, refetchOnMountOrArgChange: true });
  const [updateField, update] = useUpdateFieldMutation();
  const [deleteField, remove] = useDeleteFieldMutation();
  const busy = update.isLoading || remove.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = validateFieldEdit(form);
    const reshaped = boundary !== undefined;
    const shapeError = reshaped ? boundaryError(boundary) : undefined;
    if (shapeError) found.coordinates = shapeError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const coordinates = reshaped && boundary ? { coordinates: boundary.coordinates[0] } : {};
    try {
      await updateField({ id: field.id, body: { name: form.name.trim(), group_name: form.group_name.trim(), ...coordinates } }).unwrap();
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
            {editingBoundary && whole.data ? (
              <BoundaryEditor field={whole.data} height={300} onChange={setBoundary} />
            ) : editingBoundary && !whole.isError ? (
              <Box role="status" sx={{ height: 300, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
                <CircularProgress size={20} />
                {FIELDS_TEXTS.boundaryLoading}
              </Box>
            ) : (
              <FieldMiniMap field={field} height={220} />
            )}
            {editingBoundary ? (
              <Box sx={{ pt: 1 }}>
                <Alert severity={errors.coordinates || whole.isError ? 'error' : 'info'} sx={{ py: 0 }}>
                  {errors.coordinates ?? (whole.isError ? FIELDS_TEXTS.boundaryNotLoaded : FIELDS_TEXTS.boundaryHint)}
                  {field.holes.length > 0 && !errors.coordinates ? ` ${FIELDS_TEXTS.boundaryHolesHint}` : ''}
                </Alert>
                <Button
                  size="small"
                  sx={{ mt: 0.5 }}
                  disabled={busy}
                  onClick={() => {
                    setEditingBoundary(false);
                    setBoundary(undefined);
                    setErrors({ ...errors, coordinates: undefined });
                  }}
                >
                  {FIELDS_TEXTS.undoBoundary}
                </Button>
              </Box>
            ) : (
              <>
                {field.imagery_problem ? (
                  <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
                    {`${FIELDS_TEXTS.imageryProblemReason(field.imagery_problem)} ${FIELDS_TEXTS.imageryProblemFix}`}
                  </Alert>
                ) : null}
                <Button size="small" sx={{ mt: 1 }} startIcon={<EditLocationAltIcon />} onClick={() => setEditingBoundary(true)} disabled={busy}>
                  {FIELDS_TEXTS.editBoundary}
                </Button>
              </>
            )}
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
