import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useSnackbar } from 'notistack';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { SCOUTING_CATEGORIES, SCOUTING_LIMITS, SCOUTING_SEVERITIES } from '../../../../../shared/domain/scouting';
import { currentTeamOf } from '../../../lib/api';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useText } from '../../../lib/i18n/use-text';
import { scoutingNotesChanged } from '../../../api/scouting';
import { checkDraft, emptyDraft, type DraftErrors, type NoteDraft } from '../note-draft';
import { fieldAt, type Pin } from '../pin';
import { saveNote } from '../save-note';
import { categoryText, severityText } from '../scouting-texts';
import { useGpsPin } from '../hooks/use-gps-pin';
import { useNotePhotos } from '../hooks/use-note-photos';
import { CategoryIcon, SEVERITY_COLOURS } from './note-look';
import { PhotoPicker } from './photo-picker';

export interface NoteFormProps {
  fields: readonly Field[];
  /** The pin (placed by a tap on the map, which the caller owns, or by the GPS here). */
  pin: Pin | null;
  onPin: (pin: Pin | null) => void;
  /** The field the note starts on (the field's page). */
  initialField?: string;
  /** Shown above the pin line: the field page's small map to tap. */
  map?: ReactNode;
  /**
   * Only the pin line until the pin is placed (the dashboard on a phone: the sheet stays low so the map shows to
   * tap), then the whole form.
   */
  pinFirst?: boolean;
  /** Called once the note is queued: `waiting` when it stays on the phone until the signal returns. */
  onQueued: (note: { pin: Pin; draft: NoteDraft; waiting: boolean }) => void;
  onCancel: () => void;
}

/**
 * The new note: where (a tap or the phone's GPS), on which field (preselected from the pin), what (category),
 * how bad (severity), a few words and up to three photos compressed in the phone. Saved to the offline write queue.
 */
export function NoteForm({ fields, pin, onPin, initialField, map, pinFirst = false, onQueued, onCancel }: NoteFormProps) {
  const { t, say } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const dispatch = useAppDispatch();
  const team = useAppSelector(currentTeamOf) ?? null;
  const user = useAppSelector((state) => state.session.claims?.userId ?? null);
  const [draft, setDraft] = useState<NoteDraft>(() => emptyDraft(initialField));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [keepLocation, setKeepLocation] = useState(false);
  const photoFailed = useCallback(() => enqueueSnackbar(t('scouting.photoFailed'), { variant: 'error' }), [enqueueSnackbar, t]);
  const photos = useNotePhotos(photoFailed);
  const gps = useGpsPin(onPin);

  // The pin's field is chosen for the user (they may change it); a pin in no field leaves the choice as it was.
  useEffect(() => {
    if (!pin) return;
    const inside = fieldAt(pin, fields);
    setDraft((current) => ({ ...current, pin, field: inside?.id ?? current.field }));
  }, [pin, fields]);

  const change = (patch: Partial<NoteDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (tried) {
      const checked = checkDraft(next, new Date());
      setErrors('errors' in checked ? checked.errors : {});
    }
  };

  const save = async () => {
    setTried(true);
    const checked = checkDraft({ ...draft, pin }, new Date());
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    if (!user || !pin) return;
    setSaving(true);
    try {
      const write = await saveNote(checked.body, photos.photos, keepLocation, { team, user });
      // Online, the queue sends it at once (and reloads the lists once sent); without signal it waits on the phone.
      if (write.made) dispatch(scoutingNotesChanged());
      const waiting = !write.made && !navigator.onLine;
      gps.reset();
      enqueueSnackbar(t(waiting ? 'scouting.queued' : 'scouting.saved'), { variant: waiting ? 'info' : 'success' });
      onQueued({ pin, draft, waiting });
    } catch {
      enqueueSnackbar(t('scouting.saveFailed'), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const errorText = (part: keyof DraftErrors) => {
    const error = errors[part];
    return error ? say(error.key, error.values) : undefined;
  };

  const placed = pin ? t('scouting.pinAt', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) }) : null;
  const pinLine = placed ? [placed, pin?.accuracy == null ? null : t('scouting.accuracy', { metres: pin.accuracy })].filter(Boolean).join(' ') : (errorText('pin') ?? t('scouting.tapMap'));

  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {map}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: '1 1 12rem' }} color={errors.pin ? 'error' : 'text.primary'} role={errors.pin ? 'alert' : undefined}>
          {pinLine}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<MyLocationIcon />} onClick={gps.start} sx={{ minHeight: 40 }}>
          {t('scouting.useMyPosition')}
        </Button>
      </Box>
      {gps.state.phase === 'locating' && <Typography variant="body2">{t('scouting.locating')}</Typography>}
      {gps.state.phase === 'fix' && !gps.state.usable && (
        <Alert severity="warning">{t('scouting.gpsTooRough', { metres: gps.state.accuracy, max: SCOUTING_LIMITS.gpsAccuracyMaxMetres })}</Alert>
      )}
      {gps.state.phase === 'fix' && gps.state.usable && <Typography variant="body2">{t('scouting.accuracy', { metres: gps.state.accuracy })}</Typography>}
      {gps.state.phase === 'unavailable' && <Alert severity="info">{t('scouting.gpsUnavailable')}</Alert>}
      {pinFirst && !pin ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pb: 1 }}>
          <Button onClick={() => { gps.reset(); onCancel(); }}>{t('scouting.cancel')}</Button>
        </Box>
      ) : (
        <>

          <TextField select size="small" margin="none" label={t('scouting.field')} value={draft.field} onChange={(event) => change({ field: event.target.value })} error={Boolean(errors.field)} helperText={errorText('field')}>
            {fields.map((field) => (
              <MenuItem key={field.id} value={field.id}>
                {field.name}
              </MenuItem>
            ))}
          </TextField>

          <Box role="group" aria-label={t('scouting.category')}>
            <Typography variant="subtitle2" component="p" color={errors.category ? 'error' : 'text.primary'}>
              {t('scouting.category')}
            </Typography>
            <ToggleButtonGroup exclusive value={draft.category} onChange={(_event, category: NoteDraft['category']) => category && change({ category })} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 } }}>
              {SCOUTING_CATEGORIES.map((category) => (
                <ToggleButton key={category} value={category} size="small" sx={{ flexDirection: 'column', textTransform: 'none', py: 0.5, minHeight: 48 }}>
                  <CategoryIcon category={category} fontSize="small" />
                  {t(categoryText(category))}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {errors.category && <Typography variant="caption" color="error">{errorText('category')}</Typography>}
          </Box>

          <Box role="group" aria-label={t('scouting.severity')}>
            <Typography variant="subtitle2" component="p" color={errors.severity ? 'error' : 'text.primary'}>
              {t('scouting.severity')}
            </Typography>
            <ToggleButtonGroup exclusive fullWidth value={draft.severity} onChange={(_event, severity: NoteDraft['severity']) => severity && change({ severity })}>
              {SCOUTING_SEVERITIES.map((severity) => (
                <ToggleButton key={severity} value={severity} size="small" sx={{ textTransform: 'none', gap: 1, minHeight: 44 }}>
                  <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: SEVERITY_COLOURS[severity].fill, border: '1px solid rgba(0,0,0,0.4)' }} />
                  {t(severityText(severity))}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {errors.severity && <Typography variant="caption" color="error">{errorText('severity')}</Typography>}
          </Box>

          <TextField
            multiline
            minRows={2}
            maxRows={5}
            margin="none"
            label={t('scouting.text')}
            value={draft.text}
            onChange={(event) => change({ text: event.target.value })}
            error={Boolean(errors.text)}
            helperText={errorText('text') ?? t('scouting.textCount', { count: draft.text.trim().length, max: SCOUTING_LIMITS.textMaxLength })}
            slotProps={{ formHelperText: { sx: { textAlign: errors.text ? 'left' : 'right' } } }}
          />

          <PhotoPicker
            photos={photos.photos}
            busy={photos.busy}
            full={photos.full}
            keepLocation={keepLocation}
            onAdd={(files) => void photos.add(files)}
            onRemove={photos.remove}
            onKeepLocation={setKeepLocation}
          />

          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}>
            <Button onClick={() => { gps.reset(); onCancel(); }}>{t('scouting.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving || photos.busy} sx={{ minHeight: 44 }}>
              {t('scouting.save')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
