import type { QueuedWrite, WriteKind, WritePayloads } from './queued-write';
import { defaultStorage, type WriteStorage } from './sync-storage';

// The queue of writes made without signal: stored in the offline database, sent in order when the signal returns
// (sync-engine.ts). Every change is announced, so the app bar's count and the task lists follow it live.

let storage: WriteStorage | null = null;
const listeners = new Set<() => void>();
let kick: (() => void) | null = null;

/** The queue's storage: the phone's IndexedDB, or memory where there is none. */
export function writeStorage(): WriteStorage {
  storage ??= defaultStorage();
  return storage;
}

/** Replaces the storage (a test's own), and forgets what was announced. */
export function replaceStorage(replacement: WriteStorage): void {
  storage = replacement;
  announce();
}

/** Calls `listener` after every change of the queue; answers how to stop. */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that the queue changed. */
export function announce(): void {
  for (const listener of listeners) listener();
}

/** What the sync runs when a write is queued or retried (set by the sync engine once it can send). */
export function whenQueued(run: (() => void) | null): void {
  kick = run;
}

let lastMade = 0;

/** Now, or just after the last write made in this tab: two writes in one millisecond keep the order they were made in. */
function madeAt(): string {
  lastMade = Math.max(Date.now(), lastMade + 1);
  return new Date(lastMade).toISOString();
}

/** Queues a write (sent at once when online) and answers it as stored. */
export async function queueWrite<K extends WriteKind>(kind: K, payload: WritePayloads[K], owner: { team: string | null; user: string }): Promise<QueuedWrite<K>> {
  const write: QueuedWrite<K> = {
    id: crypto.randomUUID(),
    kind,
    payload,
    team: owner.team,
    user: owner.user,
    createdAt: madeAt(),
    attempts: 0,
    state: 'waiting',
  };
  await writeStorage().putWrite(write);
  announce();
  kick?.();
  return write;
}

/** Keeps a file (a compressed photo) in the phone until its write is sent; answers its id for the payload. */
export async function keepBlob(user: string, blob: Blob): Promise<string> {
  const id = crypto.randomUUID();
  await writeStorage().putBlob({ id, user, blob });
  return id;
}

/** The user's writes, oldest first. */
export function queuedWrites(user: string): Promise<QueuedWrite[]> {
  return writeStorage().writes(user);
}

/** A failed write sent again, under the same key (the user fixed what refused it, or the server did). */
export async function retryWrite(id: string): Promise<void> {
  const write = await writeStorage().write(id);
  if (!write) return;
  const { error: _error, ...rest } = write;
  await writeStorage().putWrite({ ...rest, state: 'waiting' });
  announce();
  kick?.();
}

/** A refused write given up: removed with the photos it still kept. */
export async function dismissWrite(id: string): Promise<void> {
  const write = await writeStorage().write(id);
  if (!write) return;
  if (write.kind === 'scoutingNote') {
    for (const photo of (write as QueuedWrite<'scoutingNote'>).payload.photos) await writeStorage().deleteBlob(photo.blob);
  }
  await writeStorage().deleteWrite(id);
  announce();
}
