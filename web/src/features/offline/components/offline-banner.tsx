/** Offline: says so, and since when the data on screen was last updated. (Being built.) */
export function OfflineBanner() {
  return null;
}
