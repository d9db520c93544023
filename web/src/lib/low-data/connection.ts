/**
 * The Network Information API (Chromium, Android's browsers; absent in Safari and Firefox): what the browser
 * guesses of the connection. A 2G phone in the field reports `effectiveType` '2g' or 'slow-2g', a user who asked
 * their phone to save data reports `saveData`. Where the API is absent nothing is guessed: the switch decides.
 */
export interface ConnectionInfo extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
  /** Mb/s, the browser's estimate (rounded, capped). */
  downlink?: number;
}

/** Below this estimate (Mb/s) a connection is slow even when it calls itself 3G. */
export const SLOW_DOWNLINK_MBPS = 0.4;

export function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** True when the connection asks for low data: the user's data saver, a 2G-like link, or a very low estimate. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  if (connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g') return true;
  // 0 means "unknown" in some browsers, not "no bandwidth".
  return typeof connection.downlink === 'number' && connection.downlink > 0 && connection.downlink < SLOW_DOWNLINK_MBPS;
}
