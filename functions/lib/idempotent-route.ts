import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { idempotencyKeyOf, idempotent } from './idempotency';

/** A route's answer as stored for a repeat: JSON only (the routes that create things never answer files). */
interface StoredAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** What a repeat must match: the team and the parsed request, as a hash (a drawn boundary can be large). */
interface RequestShape {
  team: string | null;
  params: unknown;
  query: unknown;
  body: unknown;
}

type Once = ReturnType<typeof idempotent<string, StoredAnswer>>;

// Powertools runs a fixed function per operation; the request's own work reaches it through the async context,
// so concurrent requests in one process (the local stage) each run their own.
const work = new AsyncLocalStorage<() => Promise<StoredAnswer>>();
/** What `keyedRequest` answers for the keyed request being answered. */
const keyed = new AsyncLocalStorage<string>();
const byRoute = new Map<string, Once>();

function onceFor(routeId: string): Once {
  let once = byRoute.get(routeId);
  if (!once) {
    once = idempotent(`route:${routeId}`, async () => {
      const run = work.getStore();
      if (!run) throw new Error(`${routeId}: idempotent work outside its request`);
      return run();
    });
    byRoute.set(routeId, once);
  }
  return once;
}

const hashOf = (shape: RequestShape): string => createHash('sha256').update(JSON.stringify(shape)).digest('hex');

/**
 * The route's answer at most once per caller, route and Idempotency-Key: the same key with the same request gets the
 * first answer (and one object), with another request a 422; without the header the request simply runs.
 */
export async function answerOnce(
  routeId: string,
  headers: Record<string, string | undefined> | undefined,
  callerId: string | undefined,
  shape: RequestShape,
  run: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(headers);
  if (!key || !callerId) return run();
  // Stored as plain JSON (what a repeat gets back), not the handler kit's reply object.
  const stored = async (): Promise<StoredAnswer> => JSON.parse(JSON.stringify(await run())) as StoredAnswer;
  const payload = hashOf(shape);
  return keyed.run(keyedRequestFor(`route:${routeId}`, callerId, key, payload), () => work.run(stored, () => onceFor(routeId)({ callerId, key, payload })));
}

/**
 * The keyed request's identity, the same for every attempt of one (operation, caller, Idempotency-Key, request):
 * what the domain modules claim with the object they create (functions/core/keyed-creates.ts), so that an attempt
 * whose write landed after its answer was lost (a store that answered too late, a 5xx or 504) and its retry end in
 * one object. Powertools' record alone cannot promise this: a run that fails deletes it, and a retry runs again.
 * The request is part of it as Powertools' payload check is: another request under a used key, once that record is
 * gone, is another object.
 */
export function keyedRequestFor(operation: string, callerId: string, key: string, request: string): string {
  return createHash('sha256').update([operation, callerId, key, request].join('\n')).digest('base64url');
}

/** `keyedRequestFor` the route request being answered (see answerOnce); undefined without a key. */
export const keyedRequest = (): string | undefined => keyed.getStore();
