import { useEffect } from 'react';
import { useFetchAlertsQuery } from '../../../api/alerts';
import { usePageVisible } from './use-page-visible';

/** The bell asks again at most every 5 minutes: one small request (the count and 5 alerts) on a 2G budget. */
export const BELL_POLL_MS = 5 * 60_000;
/** The bell's request: the unread count comes with any page, so the 5 newest are enough. */
export const BELL_QUERY = { limit: 5 } as const;

/**
 * The bell's count and newest alerts: asked when the shell opens, then every 5 minutes while the tab is shown (not
 * while it is hidden), and again on coming back to the tab or the window when the last answer is 5 minutes old.
 */
export function useAlertBell() {
  const visible = usePageVisible();
  const bell = useFetchAlertsQuery(BELL_QUERY, { pollingInterval: visible ? BELL_POLL_MS : 0 });
  const { refetch, fulfilledTimeStamp, isUninitialized } = bell;

  useEffect(() => {
    const refreshIfStale = () => {
      // Not yet answered: the first request is on its way (or polling will ask again).
      if (document.visibilityState === 'hidden' || isUninitialized || fulfilledTimeStamp === undefined) return;
      if (Date.now() - fulfilledTimeStamp >= BELL_POLL_MS) void refetch();
    };
    if (visible) refreshIfStale();
    window.addEventListener('focus', refreshIfStale);
    return () => window.removeEventListener('focus', refreshIfStale);
  }, [visible, fulfilledTimeStamp, isUninitialized, refetch]);

  return bell;
}
