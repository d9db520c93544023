import type { AdminSummary } from '../../../shared/api/schemas/admin';
import { RECENT_TRACKING_ROWS } from '../../../shared/domain/admin';
import { allServices } from '../plans/services';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { readCounters } from './counters';
import { recentTracking } from './usage';

/** The dashboard: the console's counters (one item), the few services, and the latest usage records. */
export async function adminSummary(language: Language = DEFAULT_LANGUAGE): Promise<AdminSummary> {
  const [counts, services, recent] = await Promise.all([readCounters(), allServices(), recentTracking(RECENT_TRACKING_ROWS, language)]);
  return {
    user_count: counts.users,
    agent_count: counts.staff,
    service_count: services.length,
    subscription_count: counts.subscriptions,
    team_count: counts.teams,
    recent_tracking: recent,
  };
}
