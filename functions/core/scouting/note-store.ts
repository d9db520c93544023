import { encodeTime, ulid } from 'ulid';
import type { CreateScoutingNoteBody, ScoutingListQuery, UpdateScoutingNoteBody } from '../../../shared/api/schemas/scouting';
import { messageRef } from '../../../shared/i18n/message-ref';
import { SCOUTING_MESSAGES } from '../../../shared/domain/scouting';
import type { ScoutingNoteItem } from '../db/scouting-entities';
import { db } from '../db/service';
import { InvalidError, NotFoundError } from '../errors';
import { fieldInTeam } from '../fields/field-store';
import { claimedMeanwhile, claimOf, createdFor } from '../keyed-creates';
import { observedTime, pinAccuracy, requirePinNearField } from './pin-rules';

/**
 * The team a note belongs to, as the request names it (every note route takes its team in the query), or null when
 * that team has no such note: a note of another team is not found, whichever team is named.
 */
export async function teamOfNote(noteId: string, team: string | undefined): Promise<string | null> {
  if (!team) return null;
  const { data } = await db().entities.scoutingNote.get({ teamId: team, noteId }).go({ attributes: ['teamId'] });
  return data?.teamId ?? null;
}

export async function noteInTeam(teamId: string, noteId: string): Promise<ScoutingNoteItem> {
  const { data } = await db().entities.scoutingNote.get({ teamId, noteId }).go({ consistent: true });
  if (!data) throw new NotFoundError(SCOUTING_MESSAGES.notFound);
  return data;
}

/** A field of the team, or the note's own 404 (a field of another team is not there either). */
export async function noteField(teamId: string, fieldId: string) {
  try {
    return await fieldInTeam(teamId, fieldId);
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(SCOUTING_MESSAGES.fieldNotFound);
    throw error;
  }
}

export interface Author {
  userId: string;
  name: string;
}

/**
 * A new note on a field of the team. Its id is a ULID of the time the farmer saw it, so lists sort by observation.
 * `keyed` names the keyed request that creates it (functions/core/keyed-creates.ts): a retry of an attempt whose
 * write landed answers that note instead of writing a second.
 */
export async function createNote(teamId: string, author: Author, body: CreateScoutingNoteBody, keyed?: string, now = new Date()): Promise<ScoutingNoteItem> {
  const earlier = await createdFor(keyed);
  if (earlier) return noteInTeam(teamId, earlier);
  const field = await noteField(teamId, body.field);
  requirePinNearField(field, body.lat, body.lng);
  const accuracyM = pinAccuracy(body.source, body.accuracy_m);
  const observed = observedTime(body.observed_at, now);
  const noteId = ulid(observed.getTime());
  const item = {
    teamId,
    noteId,
    fieldId: field.fieldId,
    lat: body.lat,
    lng: body.lng,
    source: body.source,
    ...(accuracyM === undefined ? {} : { accuracyM }),
    text: body.text,
    category: body.category,
    severity: body.severity,
    observedAt: observed.toISOString(),
    createdBy: author.userId,
    createdByName: author.name,
    photos: [],
  };
  if (!keyed) {
    await db().entities.scoutingNote.create(item).go();
    return noteInTeam(teamId, noteId);
  }
  const result = await db()
    .transaction.write(({ scoutingNote, keyedCreate }) => [scoutingNote.create(item).commit(), keyedCreate.create(claimOf(keyed, noteId)).commit()])
    .go();
  if (result.canceled) {
    // Canceled by the claim: an attempt of the same request that landed meanwhile wrote the note.
    const made = await claimedMeanwhile(keyed);
    if (!made) throw new Error(`scouting note ${noteId} was not created`);
    return noteInTeam(teamId, made);
  }
  return noteInTeam(teamId, noteId);
}

/** The note's words, category, severity or pin; a moved pin must still lie on (or near) its field. */
export async function updateNote(teamId: string, noteId: string, body: UpdateScoutingNoteBody): Promise<ScoutingNoteItem> {
  const current = await noteInTeam(teamId, noteId);
  const set: Partial<ScoutingNoteItem> = {};
  const remove: 'accuracyM'[] = [];
  if (body.lat !== undefined || body.lng !== undefined || body.source !== undefined || body.accuracy_m !== undefined) {
    const lat = body.lat ?? current.lat;
    const lng = body.lng ?? current.lng;
    requirePinNearField(await noteField(teamId, current.fieldId), lat, lng);
    const source = body.source ?? current.source;
    const accuracyM = pinAccuracy(source, body.accuracy_m === undefined ? current.accuracyM : body.accuracy_m);
    Object.assign(set, { lat, lng, source });
    if (accuracyM === undefined) remove.push('accuracyM');
    else set.accuracyM = accuracyM;
  }
  if (body.text !== undefined) set.text = body.text;
  if (body.category !== undefined) set.category = body.category;
  if (body.severity !== undefined) set.severity = body.severity;
  try {
    const patch = db().entities.scoutingNote.patch({ teamId, noteId }).set(set);
    await (remove.length > 0 ? patch.remove(remove) : patch).go();
  } catch (error) {
    // Deleted meanwhile: the patch's existence condition fails.
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw new NotFoundError(SCOUTING_MESSAGES.notFound);
    throw error;
  }
  return noteInTeam(teamId, noteId);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The start of a day in Nigeria (UTC+1, no daylight saving), in ms. */
const nigeriaDayStart = (day: string) => Date.parse(`${day}T00:00:00+01:00`);
/** The lowest and highest note ids of a time range: ULIDs sort by their time prefix. */
const lowestId = (ms: number) => `${encodeTime(Math.max(0, ms), 10)}${'0'.repeat(16)}`;
const highestId = (ms: number) => `${encodeTime(Math.min(2 ** 48 - 1, ms), 10)}${'Z'.repeat(16)}`;

export interface NoteRange {
  field?: string;
  category?: ScoutingListQuery['category'];
  from?: string;
  to?: string;
}

function idRange(range: NoteRange) {
  return {
    from: { noteId: range.from ? lowestId(nigeriaDayStart(range.from)) : lowestId(0) },
    to: { noteId: range.to ? highestId(nigeriaDayStart(range.to) + DAY_MS - 1) : highestId(2 ** 48 - 1) },
  };
}

/** The notes query of the team (or of one of its fields), within the range's days and of its category. */
async function notesQuery(teamId: string, range: NoteRange) {
  const { from, to } = idRange(range);
  const entity = db().entities.scoutingNote;
  if (range.field) await noteField(teamId, range.field);
  const base = range.field ? entity.query.byField({ fieldId: range.field }).between(from, to) : entity.query.byTeam({ teamId }).between(from, to);
  return base.where(({ teamId: team, category }, { eq }) =>
    // The field index is keyed by field alone: keep only the team's own notes, whatever the index holds.
    [range.field ? eq(team, teamId) : '', range.category ? eq(category, range.category) : ''].filter(Boolean).join(' AND '),
  );
}

/** One page of the team's notes, newest observed first; `next` continues it. */
export async function listNotes(teamId: string, query: ScoutingListQuery): Promise<{ items: ScoutingNoteItem[]; next: string | null }> {
  const notes = await notesQuery(teamId, query);
  const page = await notes.go({ order: 'desc', count: query.limit, cursor: query.cursor ?? null }).catch((error: unknown) => {
    // A cursor that is not one of this list's (made up, or another team's): the query is refused, not answered.
    if (query.cursor) throw new InvalidError(messageRef('common.invalidRequestEmpty', { where: 'query' }));
    throw error;
  });
  return { items: page.data, next: page.cursor ?? null };
}

/** Every note of the range (the export, the field report), newest observed first. */
export async function allNotes(teamId: string, range: NoteRange): Promise<ScoutingNoteItem[]> {
  const notes = await notesQuery(teamId, range);
  const { data } = await notes.go({ order: 'desc', pages: 'all' });
  return data;
}

