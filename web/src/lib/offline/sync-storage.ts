import type { KeptBlob } from './offline-db';
import { offlineDb } from './offline-db';
import type { QueuedWrite } from './queued-write';

/**
 * Where the queue keeps its writes and their photos. The phone's IndexedDB in the app; a map where there is none
 * (a browser that refuses it, the web tests), so the same queue and sync run everywhere.
 */
export interface WriteStorage {
  writes(user: string): Promise<QueuedWrite[]>;
  write(id: string): Promise<QueuedWrite | undefined>;
  putWrite(write: QueuedWrite): Promise<void>;
  deleteWrite(id: string): Promise<void>;
  blob(id: string): Promise<KeptBlob | undefined>;
  putBlob(blob: KeptBlob): Promise<void>;
  deleteBlob(id: string): Promise<void>;
}

const byCreation = (a: QueuedWrite, b: QueuedWrite) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The offline database's `writes` and `blobs` stores. */
export const indexedDbStorage: WriteStorage = {
  writes: async (user) => (await (await offlineDb()).getAllFromIndex('writes', 'byUser', user)).sort(byCreation),
  write: async (id) => (await offlineDb()).get('writes', id),
  putWrite: async (write) => void (await (await offlineDb()).put('writes', write)),
  deleteWrite: async (id) => (await offlineDb()).delete('writes', id),
  blob: async (id) => (await offlineDb()).get('blobs', id),
  putBlob: async (blob) => void (await (await offlineDb()).put('blobs', blob)),
  deleteBlob: async (id) => (await offlineDb()).delete('blobs', id),
};

/** A storage in memory: lost with the page, for where IndexedDB is missing. */
export function memoryStorage(): WriteStorage {
  const writes = new Map<string, QueuedWrite>();
  const blobs = new Map<string, KeptBlob>();
  return {
    writes: async (user) => [...writes.values()].filter((write) => write.user === user).sort(byCreation).map((write) => structuredClone(write)),
    write: async (id) => (writes.has(id) ? structuredClone(writes.get(id)) : undefined),
    putWrite: async (write) => void writes.set(write.id, structuredClone(write)),
    deleteWrite: async (id) => void writes.delete(id),
    blob: async (id) => blobs.get(id),
    putBlob: async (blob) => void blobs.set(blob.id, blob),
    deleteBlob: async (id) => void blobs.delete(id),
  };
}

/** IndexedDB when the browser has it, else memory. */
export function defaultStorage(): WriteStorage {
  return typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage;
}
