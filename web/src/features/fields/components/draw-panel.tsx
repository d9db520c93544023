import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FormattedMessage, useIntl } from 'react-intl';
import { DrawFieldBody, type Field, type PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import { DEFAULT_GROUP_NAME, FIELD_LIMITS } from '../../../../../shared/domain/fields';
import { readApiError } from '../../../lib/api-errors';
import { apiErrorMessage, isApiError } from '../../../lib/api';
import { formatText } from '../../../lib/i18n/format-text';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useSession } from '../../../lib/hooks';
import { queueWrite } from '../../../lib/offline/write-queue';
import { useTeamId } from '../../../lib/team-access';
import { useDrawFieldMutation } from '../../../api/fields';
import { areaRefusal, formatHectares, polygonAreaHa } from '../field-area';
import { FIELDS_TEXTS, KEPT_SPACE } from '../messages';

interface DrawForm {
  name: string;
  group_name: string;
}
/** Each a catalogue key or messageRef (the browser's checks) or the server's text: shown through formatText. */
type Errors = Partial<Record<keyof DrawForm | 'geometry', string>>;

/** The server's checks of POST /field/draw/ made first in the browser: a name, length caps, a polygon. */
export function validateDrawnField(form: DrawForm, geometry: PolygonGeometry | null): Errors {
  if (!geometry) return { geometry: FIELDS_TEXTS.drawNotClosed };
  const parsed = DrawFieldBody.safeParse({ ...form, geometry });
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const target = key === 'name' || key === 'group_name' ? key : 'geometry';
    errors[target] ??= issue.message;
  }
  return errors;
}

/** The field the server found with the same boundary (`duplicate_of`), when that is why it refused. */
function duplicateOf(error: unknown): string | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const ids = (error.data as Record<string, unknown>).duplicate_of;
  return Array.isArray(ids) && typeof ids[0] === 'string' ? ids[0] : null;
}

function serverErrors(error: unknown): Errors {
  const { fields } = readApiError(error);
  const errors: Errors = {};
  if (fields.name) errors.name = fields.name;
  if (fields.group_name) errors.group_name = fields.group_name;
  // The polygon rules (area, self-intersection, range) answer in `detail`.
  if (!errors.name && !errors.group_name) errors.geometry = apiErrorMessage(error);
  return errors;
}

/**
 * The drawing's panel over the map (in the bottom sheet on a phone, `placement` 'sheet', so it hides no corner): while drawing, the hint with Finish and Cancel; once closed, the corners stay
 * draggable and a small form names the field (Name, Group Name) and saves it through POST /field/draw/.
 */
export function DrawPanel({
  drawn,
  geometry,
  onFinish,
  onCancel,
  onSaved,
  shape = null,
  note,
  placement = 'overlay',
}: {
  drawn: boolean;
  geometry: () => PolygonGeometry | null;
  onFinish: () => void;
  onCancel: () => void;
  /** The saved field, or null when it was kept on the phone to be sent once the signal returns. */
  onSaved: (field: Field | null) => void;
  /** The outline as it is now (its area is shown as the corners move). */
  shape?: PolygonGeometry | null;
  /** Said above the form (how many points of a walk were kept). */
  note?: ReactNode;
  placement?: 'overlay' | 'sheet';
}) {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const say = (message: string | undefined) => (message === undefined ? undefined : formatText(intl, message));
  const [drawField, { isLoading }] = useDrawFieldMutation();
  const team = useTeamId();
  const { claims, userDetails } = useSession();
  const user = userDetails?.id ?? claims?.userId ?? null;
  const areaHa = shape ? polygonAreaHa(shape) : null;
  const submitOnce = useSubmitKey();
  const [form, setForm] = useState<DrawForm>({ name: '', group_name: DEFAULT_GROUP_NAME });
  const [errors, setErrors] = useState<Errors>({});
  // The boundary is one the team already has: the server said which; saving again needs the member's word.
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const save = async (allowDuplicate: boolean) => {
    const shape = geometry();
    const found = validateDrawnField(form, shape);
    setErrors(found);
    if (Object.keys(found).length > 0 || !shape) return;
    // The server's area limits, said before anything is sent (a tap-drawn square can span a country).
    const refusal = areaRefusal(intl.locale, polygonAreaHa(shape));
    if (refusal) {
      setErrors({ geometry: refusal });
      return;
    }
    const drawn = { name: form.name.trim(), group_name: form.group_name.trim() || DEFAULT_GROUP_NAME, geometry: shape };
    // Without signal the field waits in the phone's queue with its Idempotency-Key, and is sent once it returns.
    if (!navigator.onLine && user) {
      try {
        await queueWrite('drawField', drawn, { team, user });
        enqueueSnackbar(intl.formatMessage({ id: 'field-app.sheet.queued' }), { variant: 'info' });
        onSaved(null);
      } catch (error) {
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      }
      return;
    }
    try {
      const field = await submitOnce((idempotencyKey) => drawField({ ...drawn, ...(allowDuplicate ? { allow_duplicate: true } : {}), idempotencyKey }).unwrap());
      setDuplicate(null);
      enqueueSnackbar(intl.formatMessage({ id: FIELDS_TEXTS.drawSaved }), { variant: 'success' });
      onSaved(field);
    } catch (error) {
      const fromServer = serverErrors(error);
      setErrors(fromServer);
      const twin = duplicateOf(error);
      setDuplicate(twin);
      // A duplicate is a question, asked in the panel, not a failure.
      if (!twin) enqueueSnackbar(formatText(intl, fromServer.geometry ?? fromServer.name ?? fromServer.group_name ?? apiErrorMessage(error)), { variant: 'error' });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await save(false);
  };

  const sheet = placement === 'sheet';
  return (
    <Paper
      elevation={sheet ? 0 : 4}
      sx={sheet ? { p: 0 } : { position: 'absolute', top: 12, left: 56, zIndex: 1000, p: 2, width: 320, maxWidth: 'calc(100% - 80px)' }}
    >
      {!drawn ? (
        <Box role="region" aria-label={intl.formatMessage({ id: FIELDS_TEXTS.drawField })}>
          <Typography variant="subtitle2" gutterBottom>
            <FormattedMessage id={FIELDS_TEXTS.drawField} />
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <FormattedMessage id={FIELDS_TEXTS.drawHint} />
          </Typography>
          {errors.geometry && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {say(errors.geometry)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>
              <FormattedMessage id={FIELDS_TEXTS.cancelDrawing} />
            </Button>
            <Button variant="contained" onClick={onFinish}>
              <FormattedMessage id={FIELDS_TEXTS.finishDrawing} />
            </Button>
          </Box>
        </Box>
      ) : (
        <Box component="form" noValidate aria-label={intl.formatMessage({ id: FIELDS_TEXTS.saveDrawnField })} onSubmit={onSubmit} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle2">
            <FormattedMessage id={FIELDS_TEXTS.saveDrawnField} />
          </Typography>
          {!sheet && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id={FIELDS_TEXTS.drawnHint} />
            </Typography>
          )}
          {note}
          {areaHa !== null && (
            <Typography variant="body2" data-testid="drawn-area">
              <FormattedMessage id="field-app.sheet.area" values={{ area: formatHectares(intl.locale, areaHa) }} />
            </Typography>
          )}
          {errors.geometry && duplicate ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" disabled={isLoading} onClick={() => void save(true)}>
                  <FormattedMessage id={FIELDS_TEXTS.saveDuplicateAnyway} />
                </Button>
              }
            >
              {say(errors.geometry)}
            </Alert>
          ) : (
            errors.geometry && <Alert severity="error">{say(errors.geometry)}</Alert>
          )}
          {/* Side by side in the phone's sheet: the form stays low, below the drawn corners. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: sheet ? '1fr 1fr' : '1fr', columnGap: 1 }}>
            <TextField
              margin="dense"
              id="draw-field-name"
              size="small"
              label={intl.formatMessage({ id: 'fields.drawName' })}
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
              error={Boolean(errors.name)}
              helperText={say(errors.name) ?? KEPT_SPACE}
              slotProps={{ htmlInput: { 'aria-required': true, maxLength: FIELD_LIMITS.nameMaxLength } }}
            />
            <TextField
              margin="dense"
              id="draw-field-group"
              size="small"
              label={intl.formatMessage({ id: FIELDS_TEXTS.groupName })}
              value={form.group_name}
              onChange={(event) => setForm({ ...form, group_name: event.target.value })}
              error={Boolean(errors.group_name)}
              helperText={say(errors.group_name) ?? KEPT_SPACE}
              slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.groupNameMaxLength } }}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={isLoading}>
              <FormattedMessage id={FIELDS_TEXTS.cancel} />
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isLoading}
              aria-busy={isLoading}
              startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              <FormattedMessage id={isLoading ? FIELDS_TEXTS.processing : FIELDS_TEXTS.save} />
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
