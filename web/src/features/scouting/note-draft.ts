import type * as z from 'zod';
import { CreateScoutingNoteBody } from '../../../../shared/api/schemas/scouting';
import { SCOUTING_LIMITS, SCOUTING_MESSAGES, type ScoutingCategory, type ScoutingSeverity } from '../../../../shared/domain/scouting';
import type { Pin } from './pin';

/** The note form as the user fills it: nothing is chosen for them but the field the pin lies in. */
export interface NoteDraft {
  pin: Pin | null;
  field: string;
  category: ScoutingCategory | null;
  severity: ScoutingSeverity | null;
  text: string;
}

export type DraftPart = 'pin' | 'field' | 'category' | 'severity' | 'text';
/** A form error: a catalogue key (web `scouting`, or the API's) and its values. */
export type DraftErrors = Partial<Record<DraftPart, { key: string; values?: Record<string, number> }>>;

export const emptyDraft = (field = ''): NoteDraft => ({ pin: null, field, category: null, severity: null, text: '' });

/**
 * The draft as the create body (the API's own schema checks it), or what is missing: the phone says so before the
 * note is queued, since a note refused an hour later, once the signal returns, is much harder to put right.
 */
export function checkDraft(draft: NoteDraft, observedAt: Date): { body: z.input<typeof CreateScoutingNoteBody> } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.pin) errors.pin = { key: 'scouting.pinRequired' };
  else if (draft.pin.accuracy !== null && draft.pin.accuracy > SCOUTING_LIMITS.gpsAccuracyMaxMetres) {
    errors.pin = { key: SCOUTING_MESSAGES.accuracyTooPoor, values: { max: SCOUTING_LIMITS.gpsAccuracyMaxMetres } };
  }
  if (!draft.field) errors.field = { key: 'scouting.fieldRequired' };
  if (!draft.category) errors.category = { key: SCOUTING_MESSAGES.categoryInvalid };
  if (!draft.severity) errors.severity = { key: SCOUTING_MESSAGES.severityInvalid };
  if (draft.text.trim().length > SCOUTING_LIMITS.textMaxLength) errors.text = { key: SCOUTING_MESSAGES.textTooLong, values: { max: SCOUTING_LIMITS.textMaxLength } };
  if (Object.keys(errors).length > 0 || !draft.pin || !draft.category || !draft.severity) return { errors };
  const body = {
    field: draft.field,
    lat: round(draft.pin.lat),
    lng: round(draft.pin.lng),
    source: draft.pin.source,
    accuracy_m: draft.pin.accuracy,
    text: draft.text.trim(),
    category: draft.category,
    severity: draft.severity,
    observed_at: observedAt.toISOString(),
  };
  return CreateScoutingNoteBody.safeParse(body).success ? { body } : { errors: { pin: { key: SCOUTING_MESSAGES.pinInvalid } } };
}

/** Seven decimals: about a centimetre, more than any phone's fix. */
const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
