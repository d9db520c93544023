import { db } from '../db/service';
import type { AuditItem } from '../db/admin-entities';
import { getTeam } from '../teams/teams';

type Lookup = (id: string) => Promise<string | null>;

const teamName: Lookup = async (teamId) => (await getTeam(teamId))?.name ?? null;
const planName: Lookup = async (planId) => (await db().entities.plan.get({ planId }).go()).data?.name ?? null;
const serviceName: Lookup = async (serviceId) => (await db().entities.planService.get({ serviceId }).go()).data?.name.replace(/_/g, ' ') ?? null;

/** Which kind of item an action's target id is, by the route's name. */
function lookupFor(action: string): Lookup | null {
  if (action === 'approveTeam') return teamName;
  if (/Plan$/.test(action)) return planName;
  if (/Service$/.test(action)) return serviceName;
  return null;
}

/**
 * The names of the items a page of audit entries is about, by entry id, for those that still exist: one read per
 * distinct item, so the trail names a team rather than showing its id.
 */
export async function auditTargetNames(items: readonly AuditItem[]): Promise<Map<string, string>> {
  const reads = new Map<string, Promise<string | null>>();
  const pending = items.flatMap((item) => {
    const lookup = lookupFor(item.action);
    if (!lookup || !item.target) return [];
    const key = `${item.action.replace(/^(create|update|delete)/, '')}#${item.target}`;
    const read = reads.get(key) ?? lookup(item.target).catch(() => null);
    reads.set(key, read);
    return [read.then((name) => [item.auditId, name] as const)];
  });
  const names = new Map<string, string>();
  for (const [auditId, name] of await Promise.all(pending)) if (name) names.set(auditId, name);
  return names;
}
