import { outcomeUnknown } from '../../../../shared/domain/idempotency';
import type { ApiError } from '../api';
import type { QueuedWrite } from './queued-write';
import { sendWrite, tagsChangedBy, type SendResult, type Transport } from './send-writes';
import type { WriteStorage } from './sync-storage';
import { announce, whenQueued, writeStorage } from './write-queue';

/** What a sync needs: whose writes, how to reach the API, and how to tell the screens what changed. */
export interface SyncDeps {
  user: string;
  transport: Transport;
  invalidate(tags: { type: string; id: string }[]): void;
  storage?: WriteStorage;
}

/** Why a round stopped before the end of the queue: no signal (or a server down), or the user must sign in again. */
export type Stop = 'unreachable' | 'signIn' | null;

export interface Round {
  stopped: Stop;
  /** Each write this round tried, by id: the API's last answer. */
  results: Map<string, SendResult>;
}

/** What an error answer makes of the write: try again later (same key), wait for sign-in, a conflict, a refusal. */
export function outcomeOf(error: ApiError): 'waiting' | 'signIn' | 'conflict' | 'failed' {
  if (error.status === 401) return 'signIn';
  if (outcomeUnknown(error)) return 'waiting';
  if (error.status === 409) return 'conflict';
  return 'failed';
}

/**
 * One pass over the user's waiting writes, oldest first (a task created offline, then closed, reaches the server
 * in that order). A write the API took is removed and its lists reloaded; a conflict or a refusal is kept with the
 * API's message and not sent again; no answer, a server failure or a sign-in needed stops the pass, the write
 * still waiting under the same Idempotency-Key.
 */
export async function syncRound(deps: SyncDeps): Promise<Round> {
  const storage = deps.storage ?? writeStorage();
  const results = new Map<string, SendResult>();
  const remember = async (write: QueuedWrite) => {
    await storage.putWrite(write);
    announce();
  };
  for (const queued of await storage.writes(deps.user)) {
    if (queued.state === 'conflict' || queued.state === 'failed') continue;
    const write: QueuedWrite = { ...queued, state: 'sending', attempts: queued.attempts + 1 };
    await remember(write);
    let result: SendResult;
    try {
      result = await sendWrite(write, { transport: deps.transport, storage, remember });
    } catch {
      result = { error: { status: 0, message: '' } };
    }
    results.set(write.id, result);
    if (!('error' in result)) {
      await storage.deleteWrite(write.id);
      announce();
      deps.invalidate(tagsChangedBy(write));
      continue;
    }
    const outcome = outcomeOf(result.error);
    if (outcome === 'waiting' || outcome === 'signIn') {
      await remember({ ...write, state: 'waiting' });
      return { stopped: outcome === 'signIn' ? 'signIn' : 'unreachable', results };
    }
    await remember({ ...write, state: outcome, error: { status: result.error.status, message: result.error.message, data: result.error.data } });
    // A conflict means the server's copy changed meanwhile: the screens reload it, so they show what now stands.
    if (outcome === 'conflict') deps.invalidate(tagsChangedBy(write));
  }
  return { stopped: null, results };
}

/** The Web Lock that keeps two tabs from sending the same queue at once. */
const LOCK = 'fieldwatch-write-queue';

let deps: SyncDeps | null = null;
let running: Promise<Round> | null = null;
let next: Promise<Round> | null = null;
const roundListeners = new Set<(round: Round) => void>();

/** Calls `listener` after every round (the timer plans the next try from it); answers how to stop. */
export function onRound(listener: (round: Round) => void): () => void {
  roundListeners.add(listener);
  return () => roundListeners.delete(listener);
}

const NOTHING: Round = { stopped: null, results: new Map() };

function oneRound(current: SyncDeps): Promise<Round> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const round = locks ? locks.request(LOCK, () => syncRound(current)) : syncRound(current);
  return round.then((done) => {
    for (const listener of roundListeners) listener(done);
    return done;
  });
}

/** Who syncs and how: set by the signed-in app (null on sign-out: nothing is sent). */
export function configureSync(given: SyncDeps | null): void {
  deps = given;
  whenQueued(given ? () => void syncNow() : null);
}

/**
 * A round that starts after this call (one at a time: a call while one runs waits for it, then runs once more
 * for every caller who came meanwhile). Answers that round.
 */
export function syncNow(): Promise<Round> {
  const current = deps;
  if (!current) return Promise.resolve(NOTHING);
  if (!running) {
    running = oneRound(current).finally(() => {
      running = null;
    });
    return running;
  }
  next ??= running.then(
    () => {
      next = null;
      return syncNow();
    },
    () => {
      next = null;
      return syncNow();
    },
  );
  return next;
}
