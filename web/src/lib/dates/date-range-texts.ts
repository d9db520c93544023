import type { MessageId } from '../../../../shared/i18n/english';

/**
 * What the date range pickers say when a range breaks the rules (spec 2 §5); the dashboard and monitoring share them.
 * Catalogue keys: shown through FormattedMessage, or toasted (toasts format keys in the language on screen).
 */
export const DATE_RANGE_TEXTS = {
  rangeTooLong: 'app.dateRange.tooLong',
  rangeHint: 'app.dateRange.hint',
  startAfterEnd: 'app.dateRange.startAfterEnd',
} as const satisfies Record<string, MessageId>;
