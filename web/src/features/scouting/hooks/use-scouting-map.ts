import { useState } from 'react';
import type { ScoutingCategory, ScoutingSeverity } from '../../../../../shared/domain/scouting';
import { useListScoutingNotesQuery } from '../../../api/scouting';
import { useCan } from '../../../lib/team-access';
import type { Pin } from '../pin';

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
export type ScoutingMapState = ReturnType<typeof useScoutingMap>;

/** The most recent notes the map shows at once (the field's page pages through all of them). */
const MAP_NOTES = 200;

export function useMapNotes() {
  const can = useCan();
  return useListScoutingNotesQuery({ limit: MAP_NOTES }, { skip: !can('scouting.view_scoutingnote') });
}
