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
import { FormattedMessage, useIntl } from 'react-intl';
import type * as z from 'zod';
import { UpdateFieldBody, type Field, type PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../../../../shared/domain/fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { readApiError } from '../../../lib/api-errors';
import { formatText } from '../../../lib/i18n/format-text';
import { useDeleteFieldMutation, useGetFieldQuery, useUpdateFieldMutation } from '../../../api/fields';
import { FIELDS_TEXTS, KEPT_SPACE } from '../messages';
import { BoundaryEditor } from './boundary-editor';
import { FieldMiniMap } from './field-mini-map';

/** The server's rules, checked before sending: a name is required, both have a length cap. */
const EditFields = UpdateFieldBody.pick({ name: true, group_name: true }).required({ name: true });
type EditFields = z.infer<typeof EditFields>;

/** A reshaped outer ring, checked as the server checks it (a closed ring, enough corners, a vertex cap). */
function boundaryError(geometry: PolygonGeometry | null): string | undefined {
  if (!geometry) return FIELDS_TEXTS.drawNotClosed;
  const parsed = UpdateFieldBody.shape.coordinates.safeParse(geometry.coordinates[0]);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
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
  const intl = useIntl();
  const text = (message: string) => formatText(intl, message);
  const titleId = useId();
  const confirmTitleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(EditFields, { defaultValues: { name: field.name, group_name: field.group_name } });
  /** The reshaped boundary's message (the server's refusal under `coordinates`, or the check before sending). */
  const [shapeError, setShapeError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  /** Edit Boundary: undefined until a corner moved, then the reshaped polygon (null if it cannot close). */
  const [editingBoundary, setEditingBoundary] = useState(false);
  const [boundary, setBoundary] = useState<PolygonGeometry | null | undefined>(undefined);
  // The list's boundaries are display outlines: Edit Boundary reshapes the whole one, read when it is asked for.
  const whole = useGetFieldQuery(field.id, { skip: !editingBoundary, refetchOnMountOrArgChange: true });
  const [updateField, update] = useUpdateFieldMutation();
  const [deleteField, remove] = useDeleteFieldMutation();
  const busy = update.isLoading || remove.isLoading;

  const save = async (values: EditFields, coordinates: { coordinates?: PolygonGeometry['coordinates'][0] }) => {
    try {
      await updateField({ id: field.id, body: { name: values.name, group_name: values.group_name ?? '', ...coordinates } }).unwrap();
      enqueueSnackbar(text(FIELD_MESSAGES.updated), { variant: 'success' });
      onClose();
    } catch (error) {
      showApiError(form, error);
      setShapeError(readApiError(error).fields.coordinates);
      enqueueSnackbar(text(FIELD_MESSAGES.updateFailed), { variant: 'error' });
    }
  };

  const onSubmit = (event: FormEvent) => {
    const reshaped = boundary !== undefined;
    const shape = reshaped ? boundaryError(boundary) : undefined;
    setShapeError(shape);
    const coordinates = reshaped && boundary ? { coordinates: boundary.coordinates[0] } : {};
    return form.handleSubmit((values) => (shape ? undefined : save(values, coordinates)))(event);
  };

  const onDelete = async () => {
    try {
      await deleteField(field.id).unwrap();
      enqueueSnackbar(text(FIELD_MESSAGES.deleted(field.name)), { variant: 'success' });
      setConfirming(false);
      onDeleted(field);
    } catch {
      enqueueSnackbar(text(FIELD_MESSAGES.deleteFailed), { variant: 'error' });
    }
  };

  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>
            <FormattedMessage id={FIELDS_TEXTS.editField} />
          </DialogTitle>
          <DialogContent>
            {editingBoundary && whole.data ? (
              <BoundaryEditor field={whole.data} height={300} onChange={setBoundary} />
            ) : editingBoundary && !whole.isError ? (
              <Box role="status" sx={{ height: 300, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
                <CircularProgress size={20} />
                <FormattedMessage id={FIELDS_TEXTS.boundaryLoading} />
              </Box>
            ) : (
              <FieldMiniMap field={field} height={220} />
            )}
            {editingBoundary ? (
              <Box sx={{ pt: 1 }}>
                <Alert severity={shapeError || whole.isError ? 'error' : 'info'} sx={{ py: 0 }}>
                  {shapeError ? text(shapeError) : intl.formatMessage({ id: whole.isError ? FIELDS_TEXTS.boundaryNotLoaded : FIELDS_TEXTS.boundaryHint })}
                  {field.holes.length > 0 && !shapeError ? <> <FormattedMessage id={FIELDS_TEXTS.boundaryHolesHint} /></> : null}
                </Alert>
                <Button
                  size="small"
                  sx={{ mt: 0.5 }}
                  disabled={busy}
                  onClick={() => {
                    setEditingBoundary(false);
                    setBoundary(undefined);
                    setShapeError(undefined);
                  }}
                >
                  <FormattedMessage id={FIELDS_TEXTS.undoBoundary} />
                </Button>
              </Box>
            ) : (
              <>
                {field.imagery_problem ? (
                  <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
                    <FormattedMessage id="fields.imageryProblemNotice" values={{ reason: text(field.imagery_problem) }} />
                  </Alert>
                ) : null}
                <Button size="small" sx={{ mt: 1 }} startIcon={<EditLocationAltIcon />} onClick={() => setEditingBoundary(true)} disabled={busy}>
                  <FormattedMessage id={FIELDS_TEXTS.editBoundary} />
                </Button>
              </>
            )}
            <Box sx={{ display: 'grid', pt: 1 }}>
              <FormTextField
                control={form.control}
                name="name"
                keepSpace
                margin="dense"
                id="edit-field-name"
                label={intl.formatMessage({ id: FIELDS_TEXTS.fieldName })}
                slotProps={{ htmlInput: { 'aria-required': true, maxLength: FIELD_LIMITS.nameMaxLength } }}
              />
              <FormTextField
                control={form.control}
                name="group_name"
                keepSpace
                margin="dense"
                id="edit-field-group"
                label={intl.formatMessage({ id: FIELDS_TEXTS.groupName })}
                slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.groupNameMaxLength } }}
              />
              <TextField
                margin="dense"
                id="edit-field-size"
                label={intl.formatMessage({ id: FIELDS_TEXTS.fieldArea })}
                value={intl.formatNumber(field.size, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                helperText={KEPT_SPACE}
                slotProps={{
                  htmlInput: { readOnly: true },
                  input: { endAdornment: <InputAdornment position="end">{intl.formatMessage({ id: 'fields.hectareUnit' })}</InputAdornment> },
                }}
              />
            </Box>
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={`/dashboard/crop-plan/config/farm/${field.id}`}>
                <FormattedMessage id={FIELDS_TEXTS.configureCrop} />
              </Link>
              <Link component={RouterLink} to={`/dashboard/farmsummary/info/${field.id}`}>
                <FormattedMessage id={FIELDS_TEXTS.viewFieldInfo} />
              </Link>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={busy}>
              <FormattedMessage id={FIELDS_TEXTS.deleteField} />
            </Button>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button onClick={onClose} disabled={busy}>
                <FormattedMessage id={FIELDS_TEXTS.cancel} />
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={busy}
                aria-busy={update.isLoading}
                startIcon={update.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                <FormattedMessage id={update.isLoading ? FIELDS_TEXTS.processing : FIELDS_TEXTS.save} />
              </Button>
            </Box>
          </DialogActions>
        </Box>
      </Dialog>
      <Dialog open={confirming} onClose={remove.isLoading ? undefined : () => setConfirming(false)} aria-labelledby={confirmTitleId} maxWidth="xs" fullWidth>
        <DialogTitle id={confirmTitleId}>{text(FIELD_MESSAGES.deleteConfirm)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            <FormattedMessage id={FIELDS_TEXTS.deleteQuestion} values={{ name: field.name }} />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={remove.isLoading}>
            <FormattedMessage id={FIELDS_TEXTS.cancel} />
          </Button>
          <Button variant="contained" color="error" onClick={() => void onDelete()} disabled={remove.isLoading} aria-busy={remove.isLoading}>
            {remove.isLoading ? intl.formatMessage({ id: FIELDS_TEXTS.pleaseWait }) : text(FIELD_MESSAGES.deleteConfirmButton)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
