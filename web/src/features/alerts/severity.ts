import type { AlertSeverity } from '../../../../shared/domain/alerts';

/**
 * The one place a severity gets its colours: the chip's text on its background (both at least 4.5:1, so the amber
 * reads on a phone in the sun) and the stripe beside an alert. Info: blue, good to know; warning: amber, act soon;
 * alert: red, act now.
 */
export const SEVERITY_COLOURS: Record<AlertSeverity, { text: string; background: string; stripe: string }> = {
  info: { text: '#0d47a1', background: '#e3f2fd', stripe: '#1976d2' },
  warning: { text: '#6d4200', background: '#fff3e0', stripe: '#ef8f00' },
  alert: { text: '#ffffff', background: '#b71c1c', stripe: '#b71c1c' },
};
