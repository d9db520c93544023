import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedWrite } from './queued-write';

/** A read kept for offline use: an API answer as it was last received, with when. */
export interface KeptRead {
  /** The read's key: its route id and arguments (see read-cache). */
  key: string;
  /** The signed-in user it belongs to: another user on the same phone never sees it. */
  user: string;
  value: unknown;
  /** ISO time it was received from the API. */
  savedAt: string;
}

/** A photo (or other file) waiting in the phone for its upload. */
export interface KeptBlob {
  id: string;
  user: string;
  blob: Blob;
}

interface OfflineSchema extends DBSchema {
  reads: { key: string; value: KeptRead; indexes: { byUser: string } };
  writes: { key: string; value: QueuedWrite; indexes: { byUser: string } };
  blobs: { key: string; value: KeptBlob; indexes: { byUser: string } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const NAME = 'fieldwatch-offline';
const VERSION = 1;

let opened: Promise<OfflineDb> | null = null;

/**
 * The phone's own store of the user's last data (reads), the writes made without signal (writes) and the photos
 * they carry (blobs). One database, opened once.
 */
export function offlineDb(): Promise<OfflineDb> {
  opened ??= openDB<OfflineSchema>(NAME, VERSION, {
    upgrade(db) {
      for (const store of ['reads', 'writes', 'blobs'] as const) {
        const created = db.createObjectStore(store, { keyPath: store === 'reads' ? 'key' : 'id' });
        created.createIndex('byUser', 'user');
      }
    },
  });
  return opened;
}
