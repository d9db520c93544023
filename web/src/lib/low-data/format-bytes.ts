import type { IntlShape } from 'react-intl';

const KB = 1000;
const MB = 1000 * KB;

/**
 * A data amount as phone plans say it (decimal kilobytes and megabytes), in the language's digits and unit words:
 * "412 kB", "1.3 MB". Under a megabyte whole kilobytes; from one megabyte one decimal.
 */
export function formatBytes(intl: IntlShape, bytes: number): string {
  if (bytes < MB) return intl.formatNumber(Math.round(bytes / KB), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });
  return intl.formatNumber(bytes / MB, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
}
