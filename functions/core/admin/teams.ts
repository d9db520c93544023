import type { AdminTeam, PageQuery } from '../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '../../../shared/domain/admin';
import { db } from '../db/service';
import type { TeamItem } from '../db/entities';
import { NotFoundError } from '../errors';
import { currentSubscription } from '../subscriptions/account-subscriptions';
import { readCounters } from './counters';
import { newestFirst, pageFrom, type Page } from './paging';

async function toAdminTeam(team: TeamItem): Promise<AdminTeam> {
  const [{ data: owner }, subscription] = await Promise.all([
    db().entities.profile.get({ userId: team.ownerId }).go(),
    currentSubscription(team.teamId),
  ]);
  return {
    id: team.teamId,
    name: team.name,
    owner: owner ? { first_name: owner.firstName, last_name: owner.lastName, email: owner.email } : null,
    admin_approved: team.adminApproved,
    subscription_approved: subscription !== null,
    current_subscription: subscription?.planName ?? null,
    member_count: team.memberCount,
    date_created: team.createdAt,
  };
}

/** Teams newest first, 20 a page from page 1; the total is the console's counter. */
export async function teamPage(query: PageQuery): Promise<Page<AdminTeam>> {
  const { data } = await db().entities.team.query.all({}).go({ count: query.page * query.page_size, order: 'desc' });
  const page = pageFrom(data.sort(newestFirst((team) => team.teamId)), query, (await readCounters()).teams);
  return { count: page.count, page: page.page, page_size: page.page_size, results: await Promise.all(page.rows.map(toAdminTeam)) };
}

/**
 * Approve or revoke a team. Its members keep signing in; while it is not approved its scheduled index computation
 * is skipped by the planner and its paid (metered) calls are refused.
 */
export async function setTeamApproval(teamId: string, approved: boolean): Promise<AdminTeam> {
  const { data: existing } = await db().entities.team.get({ teamId }).go();
  if (!existing) throw new NotFoundError(ADMIN_MESSAGES.teamNotFound);
  const { data } = await db().entities.team.patch({ teamId }).set({ adminApproved: approved }).go({ response: 'all_new' });
  return toAdminTeam(data as TeamItem);
}
