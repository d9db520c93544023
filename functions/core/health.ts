import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '../../shared/platform';
import { tableName } from './config';
import { ddb } from './db/client';

/**
 * Whether the stage's store answers: one GetItem of a key that never exists (half a read unit), bounded by a short
 * deadline, remembered a few seconds so a load balancer or uptime check polling every second costs next to
 * nothing. A missing item is a healthy answer; only no answer, a throttle or an error is not.
 */
const DEADLINE_MS = 1_500;
const REMEMBER_MS = 5_000;
const PROBE_KEY = { [TABLE.partitionKey]: 'HEALTH', [TABLE.sortKey]: 'PROBE' };

let last: { at: number; ok: boolean } | null = null;

export async function storeAnswers(now = Date.now()): Promise<boolean> {
  if (last && now - last.at < REMEMBER_MS) return last.ok;
  let ok: boolean;
  try {
    await ddb.send(new GetCommand({ TableName: tableName(), Key: PROBE_KEY }), { abortSignal: AbortSignal.timeout(DEADLINE_MS) });
    ok = true;
  } catch {
    ok = false;
  }
  last = { at: now, ok };
  return ok;
}

/** Forgets the remembered answer (tests). */
export function forgetHealth(): void {
  last = null;
}
