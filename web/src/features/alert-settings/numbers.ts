import type { IntlShape } from 'react-intl';

/**
 * Numbers as the user's language writes them (1,812 or 1 812; 0.05 or 0,05). A message's plain `{value}` shows a
 * number as JavaScript prints it, so each value goes in already formatted by Intl.
 */
export function formatNumbers(intl: IntlShape, values: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, intl.formatNumber(value)]));
}
