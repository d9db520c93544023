import { ulid } from 'ulid';
import type { TrackingQuery, TrackingRecord } from '../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES, type Meter } from '../../../shared/domain/admin';
import { db } from '../db/service';
import { isConditionFailure } from '../db/store-errors';
import { translate } from '../i18n/translate';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { UsageItem } from '../db/admin-entities';
import { ForbiddenError } from '../errors';
import { bumpCounters, readCounters } from './counters';
import { createdRange, inRange, newestFirst, pageFrom, type Page } from './paging';

/** Paid services stop for a team staff have not approved (or revoked): its members read why. */
export async function assertTeamApproved(teamId: string): Promise<void> {
  if (!(await teamApproved(teamId))) throw new ForbiddenError(ADMIN_MESSAGES.unapprovedRefused);
}

/** Whether the team's paid services run: staff have not revoked it (nor left it unapproved). */
export async function teamApproved(teamId: string): Promise<boolean> {
  const { data } = await db().entities.team.get({ teamId }).go({ attributes: ['adminApproved'] });
  return !(data && data.adminApproved === false);
}

async function unitsOf(meter: Meter, teamId: string, fieldId: string | undefined): Promise<number> {
  if (meter.unit === 'calls') return 1;
  if (fieldId) {
    const { data } = await db().entities.field.get({ teamId, fieldId }).go({ attributes: ['sizeHa'] });
    if (data) return data.sizeHa;
  }
  const { data } = await db().entities.team.get({ teamId }).go({ attributes: ['fieldAreaHa'] });
  return Math.round((data?.fieldAreaHa ?? 0) * 100) / 100;
}

export interface UsageCall {
  routeId: string;
  meter: Meter;
  teamId: string;
  userId: string;
  memberId: string;
  fieldId?: string | undefined;
}

export interface PendingUsage {
  /** Waits for the record; a call that failed has its record taken back. */
  settle(succeeded: boolean): Promise<void>;
}

/**
 * Starts writing the usage record at once, alongside the answer being computed; the request waits only for the
 * slower of the two, and a failed call is not billed (its record is deleted again).
 */
export function startUsage(call: UsageCall): PendingUsage {
  const key = { teamId: call.teamId, createdAt: new Date().toISOString(), usageId: ulid() };
  const written = (async () => {
    const unit = await unitsOf(call.meter, call.teamId, call.fieldId);
    await db()
      .entities.usage.create({
        ...key,
        userId: call.userId,
        memberId: call.memberId,
        kind: call.meter.kind,
        name: call.meter.name,
        routeId: call.routeId,
        unit,
        unitKind: call.meter.unit,
      })
      .go()
      // The key is new (a fresh ulid): a failed condition means the SDK's retry found its own first attempt stored.
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    await bumpCounters({ tracking: 1 });
  })();
  // Handled here as well as in settle: a write failing before the answer is ready must not end the process.
  written.catch(() => undefined);
  return {
    async settle(succeeded) {
      await written;
      if (succeeded) return;
      await db().entities.usage.delete(key).go();
      await bumpCounters({ tracking: -1 });
    },
  };
}

async function toTrackingRecords(items: UsageItem[], language: Language): Promise<TrackingRecord[]> {
  const deletedTeam = translate(language, 'admin.deletedTeam');
  const userIds = [...new Set(items.map((item) => item.userId))];
  const teamIds = [...new Set(items.map((item) => item.teamId))];
  const [profiles, teams] = await Promise.all([
    userIds.length ? db().entities.profile.get(userIds.map((userId) => ({ userId }))).go() : Promise.resolve({ data: [] }),
    teamIds.length ? db().entities.team.get(teamIds.map((teamId) => ({ teamId }))).go() : Promise.resolve({ data: [] }),
  ]);
  const profileOf = new Map(profiles.data.map((profile) => [profile.userId, profile]));
  const teamOf = new Map(teams.data.map((team) => [team.teamId, team]));
  return items.map((item) => {
    const profile = profileOf.get(item.userId);
    return {
      id: item.usageId,
      // A deleted user's records stay for the books, without their name.
      team_member: { member: { email: profile?.email ?? '', first_name: profile?.firstName ?? 'Deleted', last_name: profile?.lastName ?? 'user' } },
      team: { id: item.teamId, name: teamOf.get(item.teamId)?.name ?? deletedTeam },
      service: { name: item.name, service: item.kind },
      unit: item.unit,
      unit_kind: item.unitKind,
      channel: item.channel === 'sms' || item.channel === 'whatsapp' ? item.channel : null,
      date_created: item.createdAt,
    };
  });
}

export async function trackingPage(query: TrackingQuery, language: Language = DEFAULT_LANGUAGE): Promise<Page<TrackingRecord>> {
  const range = createdRange(query);
  const filtered = range !== null || query.service !== undefined;
  const { data } = await db()
    .entities.usage.query.all({})
    .go(filtered ? { pages: 'all', order: 'desc' } : { count: query.page * query.page_size, order: 'desc' });
  const rows = data
    .filter((item) => inRange(item.createdAt, range) && (!query.service || item.kind === query.service))
    .sort(newestFirst((item) => item.usageId));
  const page = pageFrom(rows, query, filtered ? rows.length : (await readCounters()).tracking);
  return { count: page.count, page: page.page, page_size: page.page_size, results: await toTrackingRecords(page.rows, language) };
}

export async function recentTracking(rows: number, language: Language = DEFAULT_LANGUAGE): Promise<TrackingRecord[]> {
  const { data } = await db().entities.usage.query.all({}).go({ count: rows, order: 'desc' });
  return toTrackingRecords(data.sort(newestFirst((item) => item.usageId)).slice(0, rows), language);
}
