import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import CloseIcon from '@mui/icons-material/Close';
import type { ScoutingCategory, ScoutingSeverity } from '../../../../../shared/domain/scouting';
import { useListFieldsQuery } from '../../../api/fields';
import { useListScoutingNotesQuery } from '../../../api/scouting';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useText } from '../../../lib/i18n/use-text';
import { useCan } from '../../../lib/team-access';
import type { Pin } from '../pin';
import { categoryText, severityText } from '../scouting-texts';
import { NoteCard } from './note-card';
import { NoteForm } from './note-form';
import { NoteSheet } from './note-sheet';
import { PinFace } from './pin-face';
import { PinMarker } from './pin-marker';
import { TapToPin } from './tap-to-pin';
import { useNoteActions } from './use-note-actions';

/** A note queued while offline: shown on the map as waiting until the queue has sent it and the list has it. */
interface WaitingNote {
  key: number;
  pin: Pin;
  category: ScoutingCategory | null;
  severity: ScoutingSeverity | null;
}

/** The dashboard's scouting state, shared by its map layer (pins, taps) and its panel (button, form, card). */
export function useScoutingMap() {
  const [adding, setAdding] = useState(false);
  const [pin, setPin] = useState<Pin | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<WaitingNote[]>([]);
  return { adding, setAdding, pin, setPin, open, setOpen, waiting, setWaiting };
}
type ScoutingMapState = ReturnType<typeof useScoutingMap>;

/** The most recent notes the map shows at once (the field's page pages through all of them). */
const MAP_NOTES = 200;

function useMapNotes() {
  const can = useCan();
  return useListScoutingNotesQuery({ limit: MAP_NOTES }, { skip: !can('scouting.view_scoutingnote') });
}

/** Inside the dashboard map: the team's notes as pins (colour = severity, icon = category), the draft's pin, taps. */
export function ScoutingMapLayer({ state }: { state: ScoutingMapState }) {
  const ready = useCatalogue('scouting');
  const notes = useMapNotes();
  const { t } = useText();
  if (!ready) return null;
  return (
    <>
      {(notes.data?.items ?? []).map((note) => (
        <PinMarker
          key={`${note.id}:${note.updated_at}`}
          lat={note.lat}
          lng={note.lng}
          label={t('scouting.marker', { category: t(categoryText(note.category)), severity: t(severityText(note.severity)) })}
          onClick={() => !state.adding && state.setOpen(note.id)}
        >
          <PinFace category={note.category} severity={note.severity} />
        </PinMarker>
      ))}
      {state.waiting.map((note) => (
        <PinMarker key={`waiting-${note.key}`} lat={note.pin.lat} lng={note.pin.lng} label={t('scouting.waiting')}>
          <PinFace category={note.category} severity={note.severity} waiting />
        </PinMarker>
      ))}
      {state.adding && state.pin && (
        <PinMarker key={`draft-${state.pin.lat}-${state.pin.lng}`} lat={state.pin.lat} lng={state.pin.lng} label={t('scouting.newNote')}>
          <PinFace category={null} severity={null} />
        </PinMarker>
      )}
      {state.adding && <TapToPin onPin={state.setPin} />}
    </>
  );
}

/** Over the dashboard map: the "Add scouting note" button, the new note's sheet and an opened note's card. */
export function ScoutingMapPanel({ state }: { state: ScoutingMapState }) {
  const ready = useCatalogue('scouting');
  if (!ready) return null;
  return <ReadyPanel state={state} />;
}

function ReadyPanel({ state }: { state: ScoutingMapState }) {
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
