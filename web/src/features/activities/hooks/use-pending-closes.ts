import { useMemo } from 'react';
import type { Activity } from '../../../../../shared/api/schemas/activities';
import type { QueuedWrite } from '../../../lib/offline/queued-write';
import { useQueuedWrites } from '../../../lib/offline/sync-hooks';

/** The task closes made on this phone and not yet on the server (or refused by it), by task id. */
export function usePendingCloses(): ReadonlyMap<string, QueuedWrite<'closeTask'>> {
  const writes = useQueuedWrites();
  return useMemo(
    () => new Map(writes.filter((write): write is QueuedWrite<'closeTask'> => write.kind === 'closeTask').map((write) => [write.payload.id, write])),
    [writes],
  );
}

/** The tasks as the user left them: one closed on this phone shows closed (with its reason) until it is sent. */
export function withPendingCloses<T extends Activity>(tasks: readonly T[], pending: ReadonlyMap<string, QueuedWrite<'closeTask'>>): T[] {
  return tasks.map((task) => {
    const write = pending.get(task.id);
    if (!write || write.state === 'conflict' || write.state === 'failed' || task.status === 'close') return task;
    return { ...task, status: 'close', comment: write.payload.comment };
  });
}
