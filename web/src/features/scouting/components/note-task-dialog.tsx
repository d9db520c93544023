import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import type { ScoutingNote } from '../../../../../shared/api/schemas/scouting';
import { apiErrorMessage } from '../../../lib/api';
import { useText } from '../../../lib/i18n/use-text';
import { useTeamAccess } from '../../../lib/team-access';
import { useMakeScoutingTaskMutation } from '../../../api/scouting';
import { categoryText } from '../scouting-texts';
import { NoteSheet } from './note-sheet';

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
};

/**
 * "Make a task" from a note: its name (what and where), dates (today to a week on) and assignees prefilled, the
 * description the note's own words; the API links the task and the note.
 */
export function NoteTaskDialog({ note, onClose }: { note: ScoutingNote; onClose: () => void }) {
  const { t, say } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const { members } = useTeamAccess();
  const [makeTask, making] = useMakeScoutingTaskMutation();
  const [name, setName] = useState(() => t('scouting.task.defaultName', { category: t(categoryText(note.category)), field: note.field_name }));
  const [start, setStart] = useState(day(0));
  const [end, setEnd] = useState(day(7));
  const [assignees, setAssignees] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const byId = new Map((members.data ?? []).map((member) => [member.member.pk, member]));
  const nameMissing = name.trim().length === 0;

  const submit = async () => {
    setTried(true);
    if (nameMissing || !start || !end) return;
    try {
      await makeTask({ id: note.id, body: { name: name.trim(), start_date: start, end_date: end < start ? start : end, assignees, ...(note.text ? { description: note.text } : {}) } }).unwrap();
      enqueueSnackbar(t('scouting.taskMade'), { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(say(apiErrorMessage(error, 'scouting.task.failed')), { variant: 'error' });
    }
  };

  return (
    <NoteSheet open title={t('scouting.task.title')} overMap={false} onClose={onClose}>
      <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <TextField margin="none" label={t('scouting.task.name')} value={name} onChange={(event) => setName(event.target.value)} error={tried && nameMissing} helperText={tried && nameMissing ? t('scouting.nameRequired') : undefined} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField margin="none" type="date" label={t('scouting.task.start')} value={start} onChange={(event) => setStart(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          <TextField margin="none" type="date" label={t('scouting.task.end')} value={end} onChange={(event) => setEnd(event.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start } }} fullWidth />
        </Box>
        <Autocomplete
          multiple
          limitTags={3}
          loading={members.isLoading}
          options={(members.data ?? []).map((member) => member.member.pk)}
          value={assignees}
          onChange={(_event, ids) => setAssignees(ids)}
          getOptionLabel={(id) => byId.get(id)?.member.email ?? id}
          renderInput={(params) => <TextField {...params} margin="none" label={t('scouting.task.assignees')} />}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pb: 1 }}>
          <Button onClick={onClose}>{t('scouting.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={making.isLoading}>
            {t('scouting.task.create')}
          </Button>
        </Box>
      </Box>
    </NoteSheet>
  );
}
