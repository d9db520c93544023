import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { currentTeamOf, type ApiError } from '../api';
import { useSession } from '../hooks';
import type { QueuedWrite, WriteKind, WritePayloads } from './queued-write';
import { configureSync, syncNow } from './sync-engine';
import { invalidator, storeTransport } from './sync-transport';
import { startSyncTriggers } from './sync-triggers';
import { dismissWrite, onQueueChange, queueWrite, queuedWrites, writeStorage } from './write-queue';

/** The signed-in user's id, whose writes the phone keeps and sends. */
function useUserId(): string | null {
  const { userDetails, claims } = useSession();
  return userDetails?.id ?? claims?.userId ?? null;
}

/** The signed-in user's queued writes, oldest first, live from the phone's store. */
export function useQueuedWrites(): QueuedWrite[] {
  const user = useUserId();
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    if (!user) {
      setWrites([]);
      return undefined;
    }
    let live = true;
    const load = () => void queuedWrites(user).then((found) => live && setWrites(found));
    const stop = onQueueChange(load);
    load();
    return () => {
      live = false;
      stop();
    };
  }, [user]);
  return writes;
}

/** Lets the queue send the signed-in user's writes through this store's API client. */
function useSyncConfigured(): string | null {
  const user = useUserId();
  const store = useStore();
  useEffect(() => {
    configureSync(user ? { user, transport: storeTransport(store), invalidate: invalidator(store) } : null);
  }, [user, store]);
  return user;
}

/** The app's sync: on start, when the signal or the app returns, and on a timer while writes wait. */
export function useSyncRunner(): void {
  const user = useSyncConfigured();
  useEffect(() => {
    if (!user) return undefined;
    const stop = startSyncTriggers();
    return () => {
      stop();
      // Signed out (or another user): nothing of theirs is sent until they are back.
      configureSync(null);
    };
  }, [user]);
}

/** What became of a write made on a screen: sent (the API took it), kept on the phone for later, or refused. */
export type WriteOutcome = { sent: true } | { sent: false; saved: true } | { sent: false; saved: false; error: ApiError };

/**
 * A write through the queue: stored first, then (online) sent at once so the screen can answer as before. A
 * refusal seen on the screen is not kept (the screen shows it); without signal it waits for the sync.
 */
export function useQueuedWrite(): <K extends WriteKind>(kind: K, payload: WritePayloads[K]) => Promise<WriteOutcome> {
  const user = useSyncConfigured();
  const store = useStore();
  return useCallback(
    async <K extends WriteKind>(kind: K, payload: WritePayloads[K]): Promise<WriteOutcome> => {
      if (!user) return { sent: false, saved: false, error: { status: 401, message: '' } };
      configureSync({ user, transport: storeTransport(store), invalidate: invalidator(store) });
      const write = await queueWrite(kind, payload, { team: currentTeamOf(store.getState()) ?? null, user });
      if (!navigator.onLine) return { sent: false, saved: true };
      await syncNow();
      const kept = await writeStorage().write(write.id);
      if (!kept) return { sent: true };
      if ((kept.state === 'conflict' || kept.state === 'failed') && kept.error) {
        await dismissWrite(write.id);
        return { sent: false, saved: false, error: kept.error };
      }
      return { sent: false, saved: true };
    },
    [user, store],
  );
}
