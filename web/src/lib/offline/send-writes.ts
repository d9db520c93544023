import { PHOTO_CONTENT_TYPE } from '../../../../shared/domain/scouting';
import type { RouteId } from '../../../../shared/api/routes';
import type { ApiError, RequestInput } from '../api';
import type { QueuedWrite, WriteKind } from './queued-write';
import type { WriteStorage } from './sync-storage';

/** One answer of the API (or of the photo store): what it sent back, or the error as every screen sees it. */
export type SendResult = { data: unknown } | { error: ApiError };

/** How the queue reaches the API: a call of a route in a team, with the app's headers, and a presigned upload. */
export interface Transport {
  call<Id extends RouteId>(id: Id, input: RequestInput<Id>, team: string | null): Promise<SendResult>;
  upload(url: string, headers: Record<string, string>, blob: Blob): Promise<SendResult>;
}

/** What a sender may use: the API, the kept photos, and a way to remember progress on the write. */
export interface SendContext {
  transport: Transport;
  storage: WriteStorage;
  /** Stores the write as it is now (its `made`, its photos done), so a retry resumes from there. */
  remember(write: QueuedWrite): Promise<void>;
}

type Sender<K extends WriteKind> = (write: QueuedWrite<K>, context: SendContext) => Promise<SendResult>;

const idOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string' ? data.id : undefined;

/** A note, then each kept photo: ask for its upload URL, PUT it, confirm it; each step remembered, never doubled. */
const sendScoutingNote: Sender<'scoutingNote'> = async (write, { transport, storage, remember }) => {
  if (!write.made) {
    const created = await transport.call('createScoutingNote', { body: write.payload.body, idempotencyKey: write.id }, write.team);
    if ('error' in created) return created;
    write.made = idOf(created.data);
    await remember(write);
  }
  const note = write.made ?? '';
  let last: SendResult = { data: { id: note } };
  for (const [index, photo] of write.payload.photos.entries()) {
    if (write.photosDone?.includes(index)) continue;
    const kept = await storage.blob(photo.blob);
    if (kept) {
      const asked = await transport.call(
        'requestScoutingPhoto',
        { params: { id: note }, body: { size: kept.blob.size, content_type: PHOTO_CONTENT_TYPE, keeps_location: photo.keepsLocation }, idempotencyKey: `${write.id}:photo:${index}` },
        write.team,
      );
      if ('error' in asked) return asked;
      const ticket = asked.data as { url: string; headers: Record<string, string>; photo: { id: string } };
      const uploaded = await transport.upload(ticket.url, ticket.headers, kept.blob);
      if ('error' in uploaded) return uploaded;
      last = await transport.call('confirmScoutingPhoto', { params: { id: note, photoId: ticket.photo.id } }, write.team);
      if ('error' in last) return last;
      await storage.deleteBlob(photo.blob);
    }
    write.photosDone = [...(write.photosDone ?? []), index];
    await remember(write);
  }
  return last;
};

const SENDERS: { [K in WriteKind]: Sender<K> } = {
  closeTask: (write, { transport }) =>
    transport.call('closeActivity', { params: { id: write.payload.id }, body: { status: 'close', comment: write.payload.comment }, idempotencyKey: write.id }, write.team),
  createTask: (write, { transport }) => transport.call('createActivity', { body: write.payload, idempotencyKey: write.id }, write.team),
  drawField: (write, { transport }) => transport.call('drawField', { body: write.payload, idempotencyKey: write.id }, write.team),
  scoutingNote: sendScoutingNote,
};

/** Sends one queued write by its kind's route(s), with its id as the Idempotency-Key. */
export function sendWrite(write: QueuedWrite, context: SendContext): Promise<SendResult> {
  return (SENDERS[write.kind] as Sender<WriteKind>)(write, context);
}

/** The RTK Query tags a sent write changed, so the lists and pages showing it reload. */
export function tagsChangedBy(write: QueuedWrite): { type: string; id: string }[] {
  switch (write.kind) {
    case 'closeTask': {
      const { id } = (write as QueuedWrite<'closeTask'>).payload;
      return [
        { type: 'Activity', id },
        { type: 'Activity', id: 'LIST' },
        { type: 'Activity', id: 'MINE' },
      ];
    }
    case 'createTask':
      return [
        { type: 'Activity', id: 'LIST' },
        { type: 'Activity', id: 'MINE' },
      ];
    case 'drawField':
      return [{ type: 'Field', id: 'LIST' }];
    case 'scoutingNote':
      return [{ type: 'Scouting', id: 'LIST' }];
  }
}
