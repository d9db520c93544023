import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import type { ScoutingNote } from '../../../../../shared/api/schemas/scouting';
import { SCOUTING_CATEGORIES, SCOUTING_LIMITS, SCOUTING_MESSAGES, SCOUTING_SEVERITIES } from '../../../../../shared/domain/scouting';
import { apiErrorMessage } from '../../../lib/api';
import { useText } from '../../../lib/i18n/use-text';
import { useUpdateScoutingNoteMutation } from '../../../api/scouting';
import { categoryText, severityText } from '../scouting-texts';
import { NoteSheet } from './note-sheet';

/** A note's words, category and severity put right (its pin and photos stay as taken). */
export function NoteEditDialog({ note, onClose }: { note: ScoutingNote; onClose: () => void }) {
  const { t, say } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const [update, updating] = useUpdateScoutingNoteMutation();
  const [category, setCategory] = useState(note.category);
  const [severity, setSeverity] = useState(note.severity);
  const [text, setText] = useState(note.text);
  const tooLong = text.trim().length > SCOUTING_LIMITS.textMaxLength;

  const submit = async () => {
    if (tooLong) return;
    try {
      await update({ id: note.id, body: { category, severity, text: text.trim() } }).unwrap();
      enqueueSnackbar(t('scouting.saved'), { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(say(apiErrorMessage(error, 'scouting.saveFailed')), { variant: 'error' });
    }
  };

  return (
    <NoteSheet open title={t('scouting.editNote')} overMap={false} onClose={onClose}>
      <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <TextField select margin="none" label={t('scouting.category')} value={category} onChange={(event) => setCategory(event.target.value as typeof category)}>
          {SCOUTING_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(categoryText(value))}
            </MenuItem>
          ))}
        </TextField>
        <TextField select margin="none" label={t('scouting.severity')} value={severity} onChange={(event) => setSeverity(event.target.value as typeof severity)}>
          {SCOUTING_SEVERITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(severityText(value))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          multiline
          minRows={2}
          margin="none"
          label={t('scouting.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={tooLong}
          helperText={tooLong ? say(SCOUTING_MESSAGES.textTooLong, { max: SCOUTING_LIMITS.textMaxLength }) : t('scouting.textCount', { count: text.trim().length, max: SCOUTING_LIMITS.textMaxLength })}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pb: 1 }}>
          <Button onClick={onClose}>{t('scouting.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={updating.isLoading}>
            {t('scouting.saveChanges')}
          </Button>
        </Box>
      </Box>
    </NoteSheet>
  );
}
