import type { AdminTeamMember, AdminUser, AdminUserDetail, UserListQuery } from '../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '../../../shared/domain/admin';
import { db } from '../db/service';
import type { TeamItem, UserProfileItem } from '../db/entities';
import { NotFoundError } from '../errors';
import { readCounters } from './counters';
import { newestFirst, pageFrom, type Page } from './paging';

async function ownedTeamOf(userId: string): Promise<TeamItem | null> {
  const { data } = await db().entities.team.query.byOwner({ ownerId: userId }).go();
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0] ?? null;
}

function toAdminUser(profile: UserProfileItem, team: TeamItem | null): AdminUser {
  return {
    id: profile.userId,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    is_staff: profile.isStaff,
    owned_team: team ? { id: team.teamId, name: team.name } : null,
    date_joined: profile.createdAt,
    deleting: profile.deletionRequestedAt !== undefined,
  };
}

const contains = (value: string, wanted: string | undefined) => !wanted || value.toLowerCase().includes(wanted.toLowerCase());

/**
 * Users newest first. Without a filter a page reads only the rows up to it and the total is the console's counter;
 * a search reads the user list (and, for team_name, the team list) once and counts what matches.
 */
export async function userPage(query: UserListQuery): Promise<Page<AdminUser>> {
  const filtered = Boolean(query.email || query.first_name || query.last_name || query.team_name || query.user_type);
  const { data } = await db()
    .entities.profile.query.all({})
    .go(filtered ? { pages: 'all', order: 'desc' } : { count: query.page * query.page_size, order: 'desc' });
  let owners: Set<string> | null = null;
  if (query.team_name) {
    const { data: teams } = await db().entities.team.query.all({}).go({ pages: 'all', attributes: ['ownerId', 'name'] });
    owners = new Set(teams.filter((team) => contains(team.name, query.team_name)).map((team) => team.ownerId));
  }
  const rows = data
    .filter(
      (profile) =>
        contains(profile.email, query.email) &&
        contains(profile.firstName, query.first_name) &&
        contains(profile.lastName, query.last_name) &&
        (!query.user_type || profile.isStaff === (query.user_type === 'admin')) &&
        (!owners || owners.has(profile.userId)),
    )
    .sort(newestFirst((profile) => profile.userId));
  const page = pageFrom(rows, query, filtered ? rows.length : (await readCounters()).users);
  const teams = await Promise.all(page.rows.map((profile) => ownedTeamOf(profile.userId)));
  return { count: page.count, page: page.page, page_size: page.page_size, results: page.rows.map((profile, i) => toAdminUser(profile, teams[i] ?? null)) };
}

export async function findProfile(userId: string): Promise<UserProfileItem> {
  const { data } = await db().entities.profile.get({ userId }).go();
  if (!data) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return data;
}

/** Any team's members, for staff: who they are, their role, and whether they have accepted. */
export async function teamMembersForStaff(team: TeamItem): Promise<AdminTeamMember[]> {
  const [{ data: members }, { data: roles }] = await Promise.all([
    db().entities.member.query.byTeam({ teamId: team.teamId }).go({ pages: 'all' }),
    db().entities.role.query.byTeam({ teamId: team.teamId }).go({ pages: 'all' }),
  ]);
  const { data: profiles } = members.length
    ? await db().entities.profile.get(members.map((member) => ({ userId: member.userId }))).go()
    : { data: [] };
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  const roleOf = new Map(roles.map((role) => [role.roleId, role]));
  return members
    .map((member): AdminTeamMember => {
      const profile = profileOf.get(member.userId);
      const role = member.roleId ? roleOf.get(member.roleId) : undefined;
      return {
        id: member.memberId,
        member: { id: member.userId, first_name: profile?.firstName ?? '', last_name: profile?.lastName ?? '', email: profile?.email ?? '' },
        role: role ? { name: role.name } : null,
        admin_approved: team.adminApproved,
        status: member.status ?? 'active',
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

export async function userDetailForStaff(userId: string): Promise<AdminUserDetail> {
  const profile = await findProfile(userId);
  const team = await ownedTeamOf(userId);
  return { ...toAdminUser(profile, team), members: team ? await teamMembersForStaff(team) : [] };
}
