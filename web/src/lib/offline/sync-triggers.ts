import { onRound, syncNow, type Round } from './sync-engine';

/** While writes wait, a try every 15 s, then less often while the signal stays away (up to every 2 minutes). */
export const SYNC_EVERY_MS = 15_000;
const MAX_FACTOR = 8;

/**
 * When the queue is sent: now, when the phone comes back online, when the app is shown again, and on a timer while
 * writes still wait (backing off while the network stays away). Answers how to stop.
 */
export function startSyncTriggers(): () => void {
  let misses = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => void syncNow();
  const plan = (round: Round) => {
    clearTimeout(timer);
    if (round.stopped !== 'unreachable') {
      misses = 0;
      return;
    }
    misses += 1;
    timer = setTimeout(run, SYNC_EVERY_MS * Math.min(2 ** (misses - 1), MAX_FACTOR));
  };
  const online = () => {
    misses = 0;
    run();
  };
  const shown = () => {
    if (document.visibilityState === 'visible') run();
  };
  const stopRounds = onRound(plan);
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', shown);
  run();
  return () => {
    clearTimeout(timer);
    stopRounds();
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', shown);
  };
}
