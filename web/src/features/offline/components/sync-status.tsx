/** The writes waiting for signal, being sent, or refused by a change made meanwhile, in the app bar. (Being built.) */
export function SyncStatus() {
  return null;
}
