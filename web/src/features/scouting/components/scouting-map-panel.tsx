import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import CloseIcon from '@mui/icons-material/Close';
import { useListFieldsQuery } from '../../../api/fields';
import { useText } from '../../../lib/i18n/use-text';
import { useCan } from '../../../lib/team-access';
import { useMapNotes, type ScoutingMapState } from '../hooks/use-scouting-map';
import { NoteCard } from './note-card';
import { NoteForm } from './note-form';
import { NoteSheet } from './note-sheet';
import { useNoteActions } from './use-note-actions';

/** The dashboard's scouting controls over the map: the add button, the new note's sheet, an opened note's card. */
export default function ScoutingMapPanel({ state }: { state: ScoutingMapState }) {
  const { t } = useText();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const anchor = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const can = useCan();
  const fields = useListFieldsQuery();
  const notes = useMapNotes();
  // The card reads the note from the list, so an edit shows at once.
  const open = notes.data?.items.find((note) => note.id === state.open) ?? null;
  const { actions, dialogs } = useNoteActions(() => state.setOpen(null));
  const close = () => {
    state.setAdding(false);
    state.setPin(null);
  };
  return (
    <>
      <div ref={anchor} hidden />
      {can('scouting.add_scoutingnote') && !state.adding && (fields.data?.length ?? 0) > 0 && (
        <Fab
          // A round button on a phone (the map is small), named like the desktop's labelled one.
          variant={phone ? 'circular' : 'extended'}
          color="primary"
          aria-label={t('scouting.add')}
          onClick={() => {
            state.setOpen(null);
            state.setAdding(true);
            // On a phone the map is brought to the top of the screen, above the sheet, ready for the tap.
            if (phone) anchor.current?.parentElement?.scrollIntoView({ block: 'start' });
          }}
          sx={{ position: 'absolute', right: 16, bottom: 112, zIndex: 1000 }}
        >
          <AddLocationAltIcon sx={{ mr: phone ? 0 : 1 }} />
          {!phone && t('scouting.add')}
        </Fab>
      )}
      {open && !state.adding && (
        <Paper
          elevation={6}
          sx={{ position: 'absolute', zIndex: 1100, p: 1.5, pr: 5, left: { xs: 8, sm: 'auto' }, right: { xs: 8, sm: 16 }, bottom: { xs: 8, sm: 'auto' }, top: { xs: 'auto', sm: 16 }, width: { sm: 360 }, maxHeight: '70%', overflow: 'auto' }}
        >
          <IconButton aria-label={t('scouting.close')} onClick={() => state.setOpen(null)} sx={{ position: 'absolute', top: 4, right: 4 }}>
            <CloseIcon />
          </IconButton>
          <NoteCard note={open} {...actions} onOpenField={(note) => navigate(`/dashboard/farmsummary/info/${note.field}`)} />
        </Paper>
      )}
      <NoteSheet open={state.adding} title={t('scouting.newNote')} overMap onClose={close}>
        {state.adding && (
          <Box>
            <NoteForm
              fields={fields.data ?? []}
              pin={state.pin}
              onPin={state.setPin}
              pinFirst={phone}
              onCancel={close}
              onQueued={({ pin, draft, waiting }) => {
                if (waiting) state.setWaiting((current) => [...current, { key: Date.now(), pin, category: draft.category, severity: draft.severity }]);
                close();
              }}
            />
          </Box>
        )}
      </NoteSheet>
      {dialogs}
    </>
  );
}
