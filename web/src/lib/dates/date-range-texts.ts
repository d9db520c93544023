/** What the date range pickers say when a range breaks the rules (spec 2 §5); the dashboard and monitoring share them. */
export const DATE_RANGE_TEXTS = {
  rangeTooLong: 'The date range exceeds a year.',
  rangeHint: 'Only a year Date Range is accepted.',
  startAfterEnd: 'The start date cannot be after the end date.',
} as const;
