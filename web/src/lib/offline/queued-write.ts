import type { RouteTable, Sent } from '../../../../shared/api/routes';

type Body<Id extends keyof RouteTable> = RouteTable[Id] extends { body: infer B } ? Sent<B> : never;

/**
 * The writes a farmer can make without signal, and what each carries. Each is sent with its own id as the
 * Idempotency-Key, so a replay after a lost answer never doubles it.
 */
export interface WritePayloads {
  /** PUT /activity/{id}/close/. `name` is for the sync list. */
  closeTask: { id: string; name: string; comment: string };
  /** POST /activity/create/. */
  createTask: Body<'createActivity'>;
  /** POST /scouting/, then each photo (kept in the blobs store) by its presigned upload. */
  scoutingNote: { body: Body<'createScoutingNote'>; photos: { blob: string; keepsLocation: boolean }[] };
  /** POST /field/draw/ (a field drawn by walking its edge, or drawn on the map). */
  drawField: Body<'drawField'>;
}
export type WriteKind = keyof WritePayloads;

/** The state of a queued write: waiting for signal, being sent, refused by a change made meanwhile, or refused. */
export type WriteState = 'waiting' | 'sending' | 'conflict' | 'failed';

export interface QueuedWrite<K extends WriteKind = WriteKind> {
  /** Also its Idempotency-Key. */
  id: string;
  kind: K;
  payload: WritePayloads[K];
  /** The team it was made in (the request names it, whatever team is current when it is sent). */
  team: string | null;
  user: string;
  createdAt: string;
  attempts: number;
  state: WriteState;
  /** The API's answer when it was refused (conflict or failed), in the language on screen when it came. */
  error?: { status: number; message: string; data?: unknown };
  /** Once sent, the id of what it made (the task, the note, the field). */
  made?: string;
  /** A scouting note's photos stored so far (their index in the payload): a retry resumes after them. */
  photosDone?: number[];
}
