import type { IntlShape } from 'react-intl';

/** A link's dates as a reader says them: "27 Nov 2026" in the language on screen. */
export const formatDay = (intl: IntlShape, iso: string): string => intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

export const formatDayTime = (intl: IntlShape, iso: string): string =>
  intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
