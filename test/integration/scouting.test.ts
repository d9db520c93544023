import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Activity } from '../../shared/api/schemas/activities';
import { FieldReport } from '../../shared/api/schemas/farm-summary';
import { Field } from '../../shared/api/schemas/fields';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { NoteTaskAnswer, PhotoUploadTicket, ScoutingNote, ScoutingNotesPage } from '../../shared/api/schemas/scouting';
import { PHOTO_CONTENT_TYPE, SCOUTING_LIMITS, SCOUTING_MESSAGES } from '../../shared/domain/scouting';
import { messageRef } from '../../shared/i18n/message-ref';
import { translateText } from '../../functions/core/i18n/translate';
import { lonLatSquare } from '../fixtures/field-files';
import { parseCsv } from '../support/csv';
import { api, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * Scouting notes against the local stage's emulators: notes pinned on a team's field, their rules, paging, photos
 * put through the presigned URL to the S3 emulator, a task from a note, the exports, replays and team isolation.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const as = (session: Session) => ({ token: session.idToken });
const say = (message: string) => translateText('en', message);
/** The field's south-west corner; the square is 0.004° (about 440 m) a side. */
const [LON, LAT] = [8.67, 9.07];
const inside = { lat: LAT + 0.002, lng: LON + 0.002 };
const note = (field: string, extra: Record<string, unknown> = {}) => ({
  field,
  ...inside,
  text: 'Fall armyworm on the young maize',
  category: 'pest',
  severity: 'high',
  ...extra,
});
const jpeg = (size: number) => {
  const bytes = new Uint8Array(new ArrayBuffer(size)).fill(0x55);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
};

describe('scouting notes of a team', () => {
  let owner: Owner;
  let other: Owner;
  let field: Field;
  let otherField: Field;
  const post = (session: Session, path: string, body: unknown, headers: Record<string, string> = {}) =>
    api(stageUrl, 'POST', path, { ...as(session), body, headers });
  const notesPath = () => `/scouting/?team=${owner.teamId}`;

  beforeAll(async () => {
    [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'scout'), newOwner(stageUrl, sesEndpoint, 'scoutother')]);
    const drawn = await post(owner.session, '/field/draw/', { team: owner.teamId, name: 'North block', coordinates: lonLatSquare(LON, LAT, 0.004) });
    field = Field.parse(drawn.body);
    const elsewhere = await post(other.session, '/field/draw/', { team: other.teamId, name: 'Elsewhere', coordinates: lonLatSquare(8.6, 9.0, 0.004) });
    otherField = Field.parse(elsewhere.body);
  });

  it('creates, reads, updates and deletes a note on a field of the team', async () => {
    const made = await post(owner.session, notesPath(), note(field.id, { source: 'gps', accuracy_m: 8 }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const created = ScoutingNote.parse(made.body);
    expect(created).toMatchObject({ field: field.id, field_name: 'North block', team: owner.teamId, source: 'gps', accuracy_m: 8, category: 'pest', severity: 'high', photos: [], task: null });
    expect(created.created_by).toEqual({ id: owner.session.sub, name: 'Team scout' });
    expect(Math.abs(Date.parse(created.observed_at) - Date.now())).toBeLessThan(60_000);

    const read = await api(stageUrl, 'GET', `/scouting/${created.id}/?team=${owner.teamId}`, as(owner.session));
    expect(read).toEqual({ status: 200, body: created });

    const changed = await api(stageUrl, 'PATCH', `/scouting/${created.id}/?team=${owner.teamId}`, {
      ...as(owner.session),
      body: { text: 'Armyworm, worse on the east side', severity: 'medium', source: 'tap', lat: inside.lat + 0.001 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(ScoutingNote.parse(changed.body)).toMatchObject({ text: 'Armyworm, worse on the east side', severity: 'medium', source: 'tap', accuracy_m: null, lat: inside.lat + 0.001 });

    // Words alone: the pin and its source stay as they were.
    const reworded = await api(stageUrl, 'PATCH', `/scouting/${created.id}/?team=${owner.teamId}`, { ...as(owner.session), body: { text: 'Armyworm gone after spraying' } });
    expect(ScoutingNote.parse(reworded.body)).toMatchObject({ text: 'Armyworm gone after spraying', source: 'tap', lat: inside.lat + 0.001, severity: 'medium' });

    const removed = await api(stageUrl, 'DELETE', `/scouting/${created.id}/?team=${owner.teamId}`, as(owner.session));
    expect(removed.status).toBe(204);
    expect((await api(stageUrl, 'GET', `/scouting/${created.id}/?team=${owner.teamId}`, as(owner.session))).status).toBe(404);
  });

  it('refuses bad notes with their messages', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await post(owner.session, notesPath(), note(field.id, body));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body as Record<string, string[]>;
    };
    expect((await refused({ lat: 91 })).lat).toEqual([say(SCOUTING_MESSAGES.pinInvalid)]);
    expect((await refused({ lng: -181 })).lng).toEqual([say(SCOUTING_MESSAGES.pinInvalid)]);
    // About 1.1 km north of the field: far beyond the 200 m allowed outside its outline.
    const far = messageRef(SCOUTING_MESSAGES.pinOutsideField, { max: SCOUTING_LIMITS.pinOutsideMaxMetres });
    expect((await refused({ lat: LAT + 0.014 })).lat).toEqual([say(far)]);
    expect(say(far)).toContain('200 m');
    // 100 m outside its edge is still the field's (a GPS reading at its ditch).
    const nearEdge = await post(owner.session, notesPath(), note(field.id, { lat: LAT + 0.004 + 0.0009 }));
    expect(nearEdge.status, JSON.stringify(nearEdge.body)).toBe(201);
    expect((await refused({ observed_at: new Date(Date.now() + 3600_000).toISOString() })).observed_at).toEqual([say(SCOUTING_MESSAGES.observedInFuture)]);
    const old = new Date(Date.now() - (SCOUTING_LIMITS.observedMaxAgeDays + 2) * 86400_000).toISOString();
    expect((await refused({ observed_at: old })).observed_at?.[0]).toContain(String(SCOUTING_LIMITS.observedMaxAgeDays));
    const tooLong = await refused({ text: 'x'.repeat(SCOUTING_LIMITS.textMaxLength + 1) });
    expect(tooLong.text).toEqual([say(messageRef(SCOUTING_MESSAGES.textTooLong, { max: SCOUTING_LIMITS.textMaxLength }))]);
    expect((await refused({ source: 'gps', accuracy_m: 250 })).accuracy_m?.[0]).toContain('100');
    expect((await refused({ source: 'gps', accuracy_m: null })).accuracy_m?.[0]).toContain('100');
    expect((await refused({ category: 'locusts' })).category).toEqual([say(SCOUTING_MESSAGES.categoryInvalid)]);
    // A note a few minutes ahead (the phone's clock) is kept as now.
    const skewed = await post(owner.session, notesPath(), note(field.id, { observed_at: new Date(Date.now() + 60_000).toISOString() }));
    expect(skewed.status).toBe(201);
    expect(Date.parse(ScoutingNote.parse(skewed.body).observed_at)).toBeLessThanOrEqual(Date.now());
    // Another team's field is not there.
    const foreign = await post(owner.session, notesPath(), note(otherField.id));
    expect(foreign).toEqual({ status: 404, body: { detail: say(SCOUTING_MESSAGES.fieldNotFound) } });
  });

  it('lists the notes newest observed first, a page at a time, by field, category and day', async () => {
    const team = await newOwner(stageUrl, sesEndpoint, 'scoutlist');
    const drawn = Field.parse((await post(team.session, '/field/draw/', { team: team.teamId, name: 'Paged', coordinates: lonLatSquare(LON, LAT, 0.004) })).body);
    const second = Field.parse((await post(team.session, '/field/draw/', { team: team.teamId, name: 'Second', coordinates: lonLatSquare(LON + 0.01, LAT, 0.004) })).body);
    const days = ['2026-03-01', '2026-03-05', '2026-03-10', '2026-03-15', '2026-03-20'];
    for (const [at, day] of days.entries()) {
      const made = await post(team.session, `/scouting/?team=${team.teamId}`, note(drawn.id, { observed_at: `${day}T09:00:00+01:00`, text: `note ${at}`, category: at % 2 ? 'weed' : 'pest' }));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    await post(team.session, `/scouting/?team=${team.teamId}`, note(second.id, { lng: LON + 0.012, text: 'on the second field' }));
    const list = async (query: string) => {
      const answer = await api(stageUrl, 'GET', `/scouting/?team=${team.teamId}${query}`, as(team.session));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return ScoutingNotesPage.parse(answer.body);
    };
    const all = await list('');
    expect(all.items.map((item) => item.text)).toEqual(['on the second field', 'note 4', 'note 3', 'note 2', 'note 1', 'note 0']);
    const first = await list(`&field=${drawn.id}&limit=2`);
    expect(first.items.map((item) => item.text)).toEqual(['note 4', 'note 3']);
    expect(first.next).not.toBeNull();
    const next = await list(`&field=${drawn.id}&limit=2&cursor=${encodeURIComponent(first.next ?? '')}`);
    expect(next.items.map((item) => item.text)).toEqual(['note 2', 'note 1']);
    const last = await list(`&field=${drawn.id}&limit=2&cursor=${encodeURIComponent(next.next ?? '')}`);
    expect(last.items.map((item) => item.text)).toEqual(['note 0']);
    expect((await list('&category=weed')).items.map((item) => item.text)).toEqual(['note 3', 'note 1']);
    expect((await list('&from=2026-03-05&to=2026-03-15')).items.map((item) => item.text)).toEqual(['note 3', 'note 2', 'note 1']);
    // Another team's field, or a made-up cursor, is refused rather than answered.
    expect((await api(stageUrl, 'GET', `/scouting/?team=${team.teamId}&field=${otherField.id}`, as(team.session))).status).toBe(404);
    expect((await api(stageUrl, 'GET', `/scouting/?team=${team.teamId}&cursor=bm90LWEtY3Vyc29y`, as(team.session))).status).toBe(400);
  });

  it('answers a replayed create (same Idempotency-Key) with the first note, once', async () => {
    const headers = { 'Idempotency-Key': `scout-${Date.now()}` };
    const body = note(field.id, { text: 'queued offline', observed_at: new Date(Date.now() - 3600_000).toISOString() });
    const [a, b] = [await post(owner.session, notesPath(), body, headers), await post(owner.session, notesPath(), body, headers)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const page = ScoutingNotesPage.parse((await api(stageUrl, 'GET', `${notesPath()}&limit=200`, as(owner.session))).body);
    expect(page.items.filter((item) => item.text === 'queued offline')).toHaveLength(1);
  });

  it('keeps other teams out: their note ids read as not found, everywhere', async () => {
    const mine = ScoutingNote.parse((await post(owner.session, notesPath(), note(field.id))).body);
    const theirs = `?team=${other.teamId}`;
    const calls = [
      api(stageUrl, 'GET', `/scouting/${mine.id}/${theirs}`, as(other.session)),
      api(stageUrl, 'PATCH', `/scouting/${mine.id}/${theirs}`, { ...as(other.session), body: { text: 'mine now' } }),
      api(stageUrl, 'DELETE', `/scouting/${mine.id}/${theirs}`, as(other.session)),
      post(other.session, `/scouting/${mine.id}/photos/${theirs}`, { size: 1000, content_type: PHOTO_CONTENT_TYPE }),
      post(other.session, `/scouting/${mine.id}/photos/x1/${theirs}`, {}),
      api(stageUrl, 'DELETE', `/scouting/${mine.id}/photos/x1/${theirs}`, as(other.session)),
      post(other.session, `/scouting/${mine.id}/task/${theirs}`, {}),
      // Naming the owner's team gets a 404 too (they are not a member).
      api(stageUrl, 'GET', `/scouting/${mine.id}/?team=${owner.teamId}`, as(other.session)),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const theirList = ScoutingNotesPage.parse((await api(stageUrl, 'GET', `/scouting/${theirs}`, as(other.session))).body);
    expect(theirList.items).toEqual([]);
    expect(ScoutingNote.parse((await api(stageUrl, 'GET', `/scouting/${mine.id}/?team=${owner.teamId}`, as(owner.session))).body).text).toBe(mine.text);
  });

  it('lets a member who can only view read notes but not add them', async () => {
    const viewer = await newOwner(stageUrl, sesEndpoint, 'scoutviewer');
    const role = await post(owner.session, '/roles/create/', { team: owner.teamId, name: 'Note reader', description: 'reads notes', privileges: ['scouting.view_scoutingnote', 'field.view_field'] });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const invited = await post(owner.session, '/roles/assign/', { first_name: 'Note', last_name: 'Reader', email: viewer.email, role: Role.parse(role.body).id, team: owner.teamId });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect((await post(viewer.session, `/roles/invitations/${TeamMember.parse(invited.body).id}/accept/`, undefined)).status).toBe(200);
    expect((await api(stageUrl, 'GET', notesPath(), as(viewer.session))).status).toBe(200);
    expect((await post(viewer.session, notesPath(), note(field.id))).status).toBe(403);
  });

  it('stores photos put through the presigned URL, up to three, and refuses what S3 or the limits refuse', async () => {
    const made = ScoutingNote.parse((await post(owner.session, notesPath(), note(field.id, { text: 'with photos' }))).body);
    const photos = `/scouting/${made.id}/photos/?team=${owner.teamId}`;
    const ask = async (size: number, headers: Record<string, string> = {}) => {
      const answer = await post(owner.session, photos, { size, content_type: PHOTO_CONTENT_TYPE }, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return PhotoUploadTicket.parse(answer.body);
    };
    const put = (ticket: PhotoUploadTicket, body: Uint8Array<ArrayBuffer>) => fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body });
    const confirm = (photoId: string) => post(owner.session, `/scouting/${made.id}/photos/${photoId}/?team=${owner.teamId}`, undefined);

    const key = { 'Idempotency-Key': `photo-${Date.now()}` };
    const first = await ask(150_000, key);
    expect(first.photo).toMatchObject({ status: 'pending', size: 150_000, keeps_location: false, url: null });
    // A replayed request is the same photo, not a second one.
    expect((await ask(150_000, key)).photo.id).toBe(first.photo.id);

    // Confirmed before its upload: not arrived yet.
    const early = await confirm(first.photo.id);
    expect(early).toEqual({ status: 409, body: { detail: say(SCOUTING_MESSAGES.photoNotUploaded) } });
    // S3 itself refuses a body larger than the signed length.
    expect((await put(first, jpeg(160_000))).ok).toBe(false);
    expect((await put(first, jpeg(150_000))).ok).toBe(true);
    const stored = await confirm(first.photo.id);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const storedPhoto = ScoutingNote.parse(stored.body).photos[0];
    expect(storedPhoto).toMatchObject({ id: first.photo.id, status: 'stored', size: 150_000 });
    const read = await fetch(storedPhoto?.url ?? '');
    expect(read.status).toBe(200);
    expect((await read.arrayBuffer()).byteLength).toBe(150_000);

    // A photo above the limit is refused before any URL; a fourth photo (pending ones count) is refused.
    const huge = await post(owner.session, photos, { size: SCOUTING_LIMITS.photoMaxBytes + 1, content_type: PHOTO_CONTENT_TYPE });
    expect(huge.status).toBe(400);
    const png = await post(owner.session, photos, { size: 1000, content_type: 'image/png' });
    expect(png).toMatchObject({ status: 400, body: { content_type: [say(SCOUTING_MESSAGES.photoType)] } });
    const second = await ask(1000);
    await ask(2000);
    const fourth = await post(owner.session, photos, { size: 3000, content_type: PHOTO_CONTENT_TYPE });
    expect(fourth.status).toBe(400);
    expect((fourth.body as { detail: string }).detail).toBe(say(messageRef(SCOUTING_MESSAGES.tooManyPhotos, { max: 3 })));

    // Deleting a pending photo frees its place; an unknown photo is not found.
    const freed = await api(stageUrl, 'DELETE', `/scouting/${made.id}/photos/${second.photo.id}/?team=${owner.teamId}`, as(owner.session));
    expect(ScoutingNote.parse(freed.body).photos.map((photo) => photo.id)).not.toContain(second.photo.id);
    expect((await confirm('nosuchphoto')).status).toBe(404);
    await ask(3000);

    // Deleting the note deletes its photos' objects.
    expect((await api(stageUrl, 'DELETE', `/scouting/${made.id}/?team=${owner.teamId}`, as(owner.session))).status).toBe(204);
    expect((await fetch(storedPhoto?.url ?? '')).status).toBe(404);
  });

  it('makes a task from a note once, and a replay of the same request gets the same task', async () => {
    const made = ScoutingNote.parse((await post(owner.session, notesPath(), note(field.id, { category: 'disease', text: 'Leaf blight patches' }))).body);
    const path = `/scouting/${made.id}/task/?team=${owner.teamId}`;
    const headers = { 'Idempotency-Key': `task-${Date.now()}` };
    const first = await post(owner.session, path, {}, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const { note: linked, task } = NoteTaskAnswer.parse(first.body);
    expect(linked.task).toBe(task.id);
    expect(task).toMatchObject({ type: 'scouting', name: 'Disease: North block', field: field.id, status: 'open' });
    expect(task.description.startsWith('Leaf blight patches\n\n')).toBe(true);
    expect(task.description).toContain(`?note=${made.id}`);
    expect(Date.parse(task.end_date) - Date.parse(task.start_date)).toBe(7 * 86400_000);
    const replay = await post(owner.session, path, {}, headers);
    expect(replay).toEqual(first);
    const again = await post(owner.session, path, { name: 'Spray the blight' });
    expect(again).toEqual({ status: 409, body: { detail: say(SCOUTING_MESSAGES.alreadyTask) } });
    const tasks = Activity.array().parse((await api(stageUrl, 'GET', `/activity/field/${field.id}/`, as(owner.session))).body);
    expect(tasks.filter((item) => item.description.includes(made.id))).toHaveLength(1);
  });

  it('exports the notes as CSV and GeoJSON points', async () => {
    const team = await newOwner(stageUrl, sesEndpoint, 'scoutexport');
    const drawn = Field.parse((await post(team.session, '/field/draw/', { team: team.teamId, name: 'Export, east', coordinates: lonLatSquare(LON, LAT, 0.004) })).body);
    await post(team.session, `/scouting/?team=${team.teamId}`, note(drawn.id, { text: '=SUM(A1) "quoted", comma', source: 'gps', accuracy_m: 12.5 }));
    await post(team.session, `/scouting/?team=${team.teamId}`, note(drawn.id, { text: 'water logging', category: 'water', severity: 'low' }));
    const csv = await fetch(`${stageUrl}/api/scouting/export/?team=${team.teamId}&format=csv`, { headers: { authorization: `Bearer ${team.session.idToken}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('scouting-notes.csv');
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual(['id', 'field', 'category', 'severity', 'text', 'lat', 'lng', 'accuracy_m', 'observed_at', 'created_by', 'photos', 'task']);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[3], row[4], row[7], row[10]])).toEqual([
      ['Export, east', 'water', 'low', 'water logging', '', '0'],
      ['Export, east', 'pest', 'high', `'=SUM(A1) "quoted", comma`, '12.5', '0'],
    ]);
    const geo = await fetch(`${stageUrl}/api/scouting/export/?team=${team.teamId}&format=geojson`, { headers: { authorization: `Bearer ${team.session.idToken}` } });
    expect(geo.headers.get('content-type')).toContain('application/geo+json');
    const collection = (await geo.json()) as { type: string; features: { geometry: { type: string; coordinates: number[] }; properties: Record<string, unknown> }[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(2);
    expect(collection.features[1]?.geometry).toEqual({ type: 'Point', coordinates: [inside.lng, inside.lat] });
    expect(collection.features[1]?.properties).toMatchObject({ category: 'pest', accuracy_m: 12.5, field: 'Export, east', photos: 0, task: null });
  });

  it('lists the period’s notes in the field report, with whether each became a task', async () => {
    const drawn = Field.parse((await post(owner.session, '/field/draw/', { team: owner.teamId, name: 'Reported', coordinates: lonLatSquare(LON + 0.03, LAT, 0.004) })).body);
    const pin = { lng: LON + 0.032 };
    const day = (ago: number) => new Date(Date.now() - ago * 86400_000).toISOString();
    const recent = ScoutingNote.parse((await post(owner.session, notesPath(), note(drawn.id, { ...pin, text: 'recent', observed_at: day(3) }))).body);
    await post(owner.session, notesPath(), note(drawn.id, { ...pin, text: 'long ago', observed_at: day(60) }));
    expect((await post(owner.session, `/scouting/${recent.id}/task/?team=${owner.teamId}`, {})).status).toBe(201);
    const from = day(10).slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const answer = await api(stageUrl, 'GET', `/field/report/?team=${owner.teamId}&field_id=${drawn.id}&start_date=${from}&end_date=${to}`, as(owner.session));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [report] = FieldReport.array().length(1).parse(answer.body);
    expect(report?.scouting_notes).toEqual([{ id: recent.id, category: 'pest', severity: 'high', observed_at: recent.observed_at, text: 'recent', task: true }]);
    const pdf = await fetch(`${stageUrl}/api/field/report/pdf/?team=${owner.teamId}&field_id=${drawn.id}&start_date=${from}&end_date=${to}`, { headers: { authorization: `Bearer ${owner.session.idToken}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('deletes a field’s notes with the field', async () => {
    const drawn = Field.parse((await post(owner.session, '/field/draw/', { team: owner.teamId, name: 'Going', coordinates: lonLatSquare(LON + 0.02, LAT, 0.004) })).body);
    const made = ScoutingNote.parse((await post(owner.session, notesPath(), note(drawn.id, { lng: LON + 0.022 }))).body);
    const removed = await api(stageUrl, 'DELETE', `/field/${drawn.id}/delete/?team=${owner.teamId}`, as(owner.session));
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    expect((await api(stageUrl, 'GET', `/scouting/${made.id}/?team=${owner.teamId}`, as(owner.session))).status).toBe(404);
  });
});
