import { db } from './db/service';

/**
 * Creates made once per keyed request. A request with an Idempotency-Key whose attempt failed after its write was
 * sent (the store answered too late, the SDK gave up, the function answered 5xx or the gateway 504) may still have
 * created its object, and Powertools removes its record of a failed run, so the retry runs again. The object is
 * therefore created together with a claim of the request (`claimOf`, in the same transaction, only if new), and an
 * attempt first looks for the claim (`createdFor`): a retry answers the object the earlier attempt made. The
 * objects keep their ordinary, time-ordered ids.
 */

/** How long a keyed create is recognised: a day, as long as Powertools keeps a key's answer. */
export const KEYED_CREATE_SECONDS = 24 * 60 * 60;

/** The id of the object an earlier attempt of the keyed request created, or null. */
export async function createdFor(requestHash: string | undefined): Promise<string | null> {
  if (!requestHash) return null;
  const { data } = await db().entities.keyedCreate.get({ requestHash }).go({ consistent: true });
  return data?.objectId ?? null;
}

/** The claim to create in the object's transaction (`keyedCreate.create(claimOf(...)).commit()`). */
export function claimOf(requestHash: string, objectId: string) {
  return { requestHash, objectId, expiresAt: Math.floor(Date.now() / 1000) + KEYED_CREATE_SECONDS };
}

/** Pauses between the reads of `claimedMeanwhile`: a transaction commits within milliseconds. */
const SETTLE_WAITS_MS = [0, 50, 200];

/**
 * After the object's transaction was canceled: the object an attempt of the same request made meanwhile, or null
 * (the cancel had another cause). Read again briefly, since two attempts writing at once cancel on the conflict
 * while the other's transaction is still committing.
 */
export async function claimedMeanwhile(requestHash: string | undefined): Promise<string | null> {
  if (!requestHash) return null;
  for (const wait of SETTLE_WAITS_MS) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const made = await createdFor(requestHash);
    if (made) return made;
  }
  return null;
}
