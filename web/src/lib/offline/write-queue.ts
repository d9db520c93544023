import type { QueuedWrite, WriteKind, WritePayloads } from './queued-write';

// The queue of writes made without signal: stored in the offline database, sent in order when the signal returns.
// (Being built: these signatures are the contract its users code against.)

/** Queues a write (sent at once when online) and answers it as stored. */
export async function queueWrite<K extends WriteKind>(kind: K, payload: WritePayloads[K], owner: { team: string | null; user: string }): Promise<QueuedWrite<K>> {
  void kind;
  void payload;
  void owner;
  throw new Error('queueWrite is not built yet');
}

/** Keeps a file (a compressed photo) in the phone until its write is sent; answers its id for the payload. */
export async function keepBlob(user: string, blob: Blob): Promise<string> {
  void user;
  void blob;
  throw new Error('keepBlob is not built yet');
}
