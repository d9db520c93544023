/**
 * Limits that apply until staff set the system configuration (spec 3 §3) and until a team has a subscription.
 * The system configuration's max_users_per_team replaces the first; a subscription's limits replace both.
 */
export const DEFAULT_MAX_USERS_PER_TEAM = 5;
export const DEFAULT_FARM_AREA_LIMIT_HA = 500;
