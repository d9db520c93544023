import { useEffect } from 'react';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useText } from '../../../lib/i18n/use-text';
import { categoryText, severityText } from '../scouting-texts';
import { useMapNotes, type ScoutingMapState } from '../hooks/use-scouting-map';
import { LazyPart } from '../../../components/lazy-part';
import { PinFace } from './pin-face';
import { PinMarker } from './pin-marker';
import { TapToPin } from './tap-to-pin';
import { lazyComponent } from '../../../lib/lazy-component';

export { useScoutingMap } from '../hooks/use-scouting-map';

// The form, the card and their dialogs load when the scouting texts do, not with the dashboard (the 2G first visit).
const ScoutingPanel = lazyComponent(() => import('./scouting-map-panel'));

/** Inside the dashboard map: the team's notes as pins (colour = severity, icon = category), the draft's pin, taps. */
export function ScoutingMapLayer({ state }: { state: ScoutingMapState }) {
  const ready = useCatalogue('scouting');
  const notes = useMapNotes();
  const { t } = useText();
  const { setWaiting } = state;
  // A list read with signal after a note waited holds it once sent: the waiting marks go (the app bar still lists
  // any write not sent yet).
  useEffect(() => {
    if (notes.fulfilledTimeStamp && navigator.onLine) setWaiting((current) => (current.length > 0 ? [] : current));
  }, [notes.fulfilledTimeStamp, setWaiting]);
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
  return (
    <LazyPart fallback={null}>
      <ScoutingPanel state={state} />
    </LazyPart>
  );
}
