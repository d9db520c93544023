/** Bar colours of the year plan, each at least 4.5:1 against the white crop name it carries (WCAG AA for 12 px text). */
export const SEASON_COLOURS = ['#2e7d32', '#bf360c', '#1565c0', '#8e24aa', '#c62828', '#006064', '#6d4c41', '#827717'] as const;

/** One colour per crop, the same on every visit. */
export function seasonColour(cropId: string): string {
  let hash = 0;
  for (const char of cropId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SEASON_COLOURS[hash % SEASON_COLOURS.length] ?? SEASON_COLOURS[0];
}
