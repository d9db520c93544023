import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteId } from '../../../shared/api/routes';
import { IDEMPOTENCY_REASONS } from '../../../shared/domain/idempotency';
import type { ApiError, RequestInput } from '../../../web/src/lib/api';
import type { SendResult, Transport } from '../../../web/src/lib/offline/send-writes';
import { configureSync, syncNow, syncRound, type SyncDeps } from '../../../web/src/lib/offline/sync-engine';
import { memoryStorage, type WriteStorage } from '../../../web/src/lib/offline/sync-storage';
import { dismissWrite, keepBlob, queueWrite, queuedWrites, replaceStorage, retryWrite } from '../../../web/src/lib/offline/write-queue';

/** One call the fake API received. */
interface Call {
  route: RouteId | 'upload';
  key?: string;
  input?: RequestInput<RouteId>;
  team: string | null;
}

type Answer = SendResult | ((call: Call) => SendResult);

/**
 * An API stand-in: records every call, answers from a per-route queue of answers (then 2xx with an id), and counts
 * how many calls are in flight at once.
 */
function fakeApi() {
  const calls: Call[] = [];
  const answers = new Map<string, Answer[]>();
  let inFlight = 0;
  let mostInFlight = 0;
  const answer = async (call: Call): Promise<SendResult> => {
    calls.push(call);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const next = answers.get(call.route)?.shift();
    if (next) return typeof next === 'function' ? next(call) : next;
    if (call.route === 'requestScoutingPhoto') {
      return { data: { url: `https://photos.example/${call.key ?? ''}`, headers: { 'Content-Type': 'image/jpeg' }, photo: { id: `photo-${calls.length}` } } };
    }
    return { data: { id: call.route === 'createScoutingNote' ? 'note-1' : `made-${calls.length}` } };
  };
  const transport: Transport = {
    call: <Id extends RouteId>(route: Id, input: RequestInput<Id>, team: string | null) =>
      answer({ route, key: input.idempotencyKey, input: input as RequestInput<RouteId>, team }),
    upload: (url) => answer({ route: 'upload', key: url, team: null }),
  };
  return {
    transport,
    calls,
    /** The next answers of a route, in order. */
    answer: (route: RouteId | 'upload', ...given: Answer[]) => answers.set(route, [...(answers.get(route) ?? []), ...given]),
    mostInFlight: () => mostInFlight,
  };
}

const failure = (status: number, message = `status ${status}`, data?: unknown): SendResult => ({ error: { status, message, data } satisfies ApiError });

const OWNER = { team: 'team-1', user: 'user-1' };

describe('the write queue', () => {
  let storage: WriteStorage;
  let api: ReturnType<typeof fakeApi>;
  let invalidated: { type: string; id: string }[][];
  let deps: SyncDeps;

  beforeEach(() => {
    storage = memoryStorage();
    replaceStorage(storage);
    configureSync(null);
    api = fakeApi();
    invalidated = [];
    deps = { user: 'user-1', transport: api.transport, invalidate: (tags) => invalidated.push(tags), storage };
  });

  it('keeps a write under a new UUID, sends it with that id as its Idempotency-Key, then forgets it and reloads its lists', async () => {
    const write = await queueWrite('closeTask', { id: 't1', name: 'Weed', comment: 'Done' }, OWNER);
    expect(write.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await queuedWrites('user-1')).map(({ id, state, team }) => ({ id, state, team }))).toEqual([{ id: write.id, state: 'waiting', team: 'team-1' }]);

    const round = await syncRound(deps);

    expect(round.stopped).toBeNull();
    expect(api.calls).toEqual([
      { route: 'closeActivity', key: write.id, team: 'team-1', input: { params: { id: 't1' }, body: { status: 'close', comment: 'Done' }, idempotencyKey: write.id } },
    ]);
    expect(await queuedWrites('user-1')).toEqual([]);
    expect(invalidated).toEqual([
      [
        { type: 'Activity', id: 't1' },
        { type: 'Activity', id: 'LIST' },
        { type: 'Activity', id: 'MINE' },
      ],
    ]);
  });

  it('sends in the order the writes were made, and only the signed-in user’s', async () => {
    const created = await queueWrite('createTask', { field: 'f1', name: 'Spray', description: 'd', start_date: '2026-05-10', end_date: '2026-05-10' }, OWNER);
    const closed = await queueWrite('closeTask', { id: 't1', name: 'Weed', comment: '' }, OWNER);
    const othersWrite = await queueWrite('closeTask', { id: 't9', name: 'Theirs', comment: '' }, { team: 'team-1', user: 'user-2' });

    await syncRound(deps);

    expect(api.calls.map((call) => call.key)).toEqual([created.id, closed.id]);
    expect((await queuedWrites('user-2')).map((write) => write.id)).toEqual([othersWrite.id]);
  });

  it('keeps a write waiting under the same key while there is no answer or a server failure, and stops the round', async () => {
    const first = await queueWrite('closeTask', { id: 't1', name: 'Weed', comment: '' }, OWNER);
    const second = await queueWrite('closeTask', { id: 't2', name: 'Hoe', comment: '' }, OWNER);
    api.answer('closeActivity', failure(0), failure(503), failure(409, 'Still being processed', { reason: [IDEMPOTENCY_REASONS.inProgress] }));

    for (const expected of [1, 2, 3]) {
      const round = await syncRound(deps);
      expect(round.stopped).toBe('unreachable');
      const [kept] = await queuedWrites('user-1');
      expect(kept).toMatchObject({ id: first.id, state: 'waiting', attempts: expected });
      expect(kept?.error).toBeUndefined();
    }
    expect(await syncRound(deps)).toMatchObject({ stopped: null });

    // The first write was tried four times, always under its own key; the second only once the first went through.
    expect(api.calls.map((call) => call.key)).toEqual([first.id, first.id, first.id, first.id, second.id]);
    expect(await queuedWrites('user-1')).toEqual([]);
  });

  it('keeps a close refused because someone else closed the task as a conflict with the API’s message, never sent again', async () => {
    const write = await queueWrite('closeTask', { id: 't1', name: 'Weed', comment: '' }, OWNER);
    const later = await queueWrite('closeTask', { id: 't2', name: 'Hoe', comment: '' }, OWNER);
    api.answer('closeActivity', failure(409, 'This task was already closed.'));

    expect(await syncRound(deps)).toMatchObject({ stopped: null });

    const [kept] = await queuedWrites('user-1');
    expect(kept).toMatchObject({ id: write.id, state: 'conflict', error: { status: 409, message: 'This task was already closed.' } });
    // The conflict does not hold back the writes made after it.
    expect(api.calls.map((call) => call.key)).toEqual([write.id, later.id]);
    // Both tasks reload: the refused one shows who closed it, the sent one shows closed.
    expect(invalidated.map((tags) => tags[0])).toEqual([
      { type: 'Activity', id: 't1' },
      { type: 'Activity', id: 't2' },
    ]);

    await syncRound(deps);
    expect(api.calls).toHaveLength(2);

    await dismissWrite(write.id);
    expect(await queuedWrites('user-1')).toEqual([]);
  });

  it('marks any other refusal failed with its message, and sends it again under the same key on Try again', async () => {
    const write = await queueWrite('createTask', { field: 'f1', name: 'Spray', description: 'd', start_date: '2026-05-10', end_date: '2026-05-10' }, OWNER);
    api.answer('createActivity', failure(400, 'Assignee is not in the team.', { assignees: ['Assignee is not in the team.'] }));

    await syncRound(deps);
    expect(await queuedWrites('user-1')).toMatchObject([{ state: 'failed', error: { status: 400, message: 'Assignee is not in the team.', data: { assignees: ['Assignee is not in the team.'] } } }]);

    await retryWrite(write.id);
    expect((await queuedWrites('user-1'))[0]).toMatchObject({ state: 'waiting' });
    expect((await queuedWrites('user-1'))[0]?.error).toBeUndefined();
    await syncRound(deps);

    expect(api.calls.map((call) => call.key)).toEqual([write.id, write.id]);
    expect(await queuedWrites('user-1')).toEqual([]);
  });

  it('waits for sign-in on a 401: the write stays waiting and nothing after it is sent', async () => {
    await queueWrite('closeTask', { id: 't1', name: 'Weed', comment: '' }, OWNER);
    await queueWrite('closeTask', { id: 't2', name: 'Hoe', comment: '' }, OWNER);
    api.answer('closeActivity', failure(401, 'Sign in again'));

    expect(await syncRound(deps)).toMatchObject({ stopped: 'signIn' });

    expect(api.calls).toHaveLength(1);
    expect((await queuedWrites('user-1')).map((write) => write.state)).toEqual(['waiting', 'waiting']);
  });

  it('sends a scouting note, then each photo by its presigned upload, resuming after a lost answer without doubling', async () => {
    const photos = [await keepBlob('user-1', new Blob(['one'], { type: 'image/jpeg' })), await keepBlob('user-1', new Blob(['second'], { type: 'image/jpeg' }))];
    const body = { field: 'f1', category: 'pest', severity: 'high', text: 'Armyworm', pin: { lat: 9.07, lng: 8.67, source: 'tap' } } as never;
    const write = await queueWrite('scoutingNote', { body, photos: photos.map((blob, index) => ({ blob, keepsLocation: index === 1 })) }, OWNER);
    // The second photo's upload gets no answer.
    api.answer('upload', { data: null }, failure(0));

    expect(await syncRound(deps)).toMatchObject({ stopped: 'unreachable' });
    const [kept] = await queuedWrites('user-1');
    expect(kept).toMatchObject({ state: 'waiting', made: 'note-1', photosDone: [0] });
    expect(await storage.blob(photos[0] ?? '')).toBeUndefined();
    expect(await storage.blob(photos[1] ?? '')).toBeDefined();

    await syncRound(deps);

    expect(api.calls.map((call) => [call.route, call.key])).toEqual([
      ['createScoutingNote', write.id],
      ['requestScoutingPhoto', `${write.id}:photo:0`],
      ['upload', `https://photos.example/${write.id}:photo:0`],
      ['confirmScoutingPhoto', undefined],
      ['requestScoutingPhoto', `${write.id}:photo:1`],
      ['upload', `https://photos.example/${write.id}:photo:1`],
      // The retry: no second note, the second photo again under its own key.
      ['requestScoutingPhoto', `${write.id}:photo:1`],
      ['upload', `https://photos.example/${write.id}:photo:1`],
      ['confirmScoutingPhoto', undefined],
    ]);
    const asked = api.calls.filter((call) => call.route === 'requestScoutingPhoto').map((call) => call.input?.body);
    expect(asked[0]).toEqual({ size: 3, content_type: 'image/jpeg', keeps_location: false });
    expect(asked[1]).toEqual({ size: 6, content_type: 'image/jpeg', keeps_location: true });
    expect(api.calls.find((call) => call.route === 'confirmScoutingPhoto')?.input?.params).toMatchObject({ id: 'note-1' });
    expect(await queuedWrites('user-1')).toEqual([]);
    expect(await storage.blob(photos[1] ?? '')).toBeUndefined();
    expect(invalidated).toEqual([[{ type: 'Scouting', id: 'LIST' }]]);
  });

  it('runs one sync at a time: calls made meanwhile wait for it and run once more, and a queued write is sent at once', async () => {
    configureSync(deps);
    const writes = await Promise.all([1, 2, 3].map((n) => queueWrite('closeTask', { id: `t${n}`, name: `Task ${n}`, comment: '' }, OWNER)));
    await Promise.all([syncNow(), syncNow(), syncNow()]);

    expect(api.mostInFlight()).toBe(1);
    expect(api.calls.map((call) => call.key).sort()).toEqual(writes.map((write) => write.id).sort());
    expect(new Set(api.calls.map((call) => call.key)).size).toBe(api.calls.length);
    expect(await queuedWrites('user-1')).toEqual([]);
    configureSync(null);
  });
});
