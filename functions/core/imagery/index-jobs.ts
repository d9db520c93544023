import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import { translateText } from '../i18n/translate';
import { mapLimit } from '../../imagery/cog/concurrency';
import { InvalidGeometryError } from '../../imagery/errors';
import { saveImageryProblem, type ImageryProblemChange } from '../fields/imagery-problem';
import type { Logger } from '../logger';
import type { FieldItem } from '../db/field-entities';
import type { IndexPlanItem } from '../db/imagery-entities';
import { indexJobsBacklogLimit, indexJobsQueueUrl, radarSettings } from '../config';
import { db } from '../db/service';
import { addDays, firstLookDay, STAT_INDICES, today } from './config';
import { imageryField, type ImageryField } from './field-shape';
import { BACKFILL_RECENT_DAYS, queueBacklog, sendIndexJobs, sendPlanMessages, type Backlog } from './index-queues';
import { sceneSearchDeps, type SceneSearchDeps, tileSceneDays } from './scene-search';
import { storedDays } from './stat-store';
import type { IndexJob, OpticalIndexJob, PlanMessage, RadarIndexJob } from '../queues/index-messages';
import type { RadarScene } from '../../imagery/radar/radar-scene';
import { radarPlanning, storedRadarKeys } from './radar-planning';
import { radarPassSearch } from './radar-scene-search';
import type { Scene } from '../../imagery/scene';
import { parseQueueMessage } from '../queues/queue-messages';
import { ZoneRefreshes } from './zone-precompute';

export type { IndexJob, PlanMessage };

/**
 * The index jobs. The schedule sends one planning message per approved team (the TEAMS list on gsi2, one Query) to
 * the index-planning queue; its consumer reads the team's fields and planner cursors (two Queries of the team's
 * partition), finds each field's scenes since its cursor through one cached STAC search per Sentinel-2 MGRS tile
 * and month (shared by every field on the tile), and sends one message per (field, acquisition day) — the day's
 * scenes travel in the message. A field whose search fails keeps its cursor and is sent back alone as its own
 * planning message (retried, then dead-lettered); the others are planned. A field whose stored boundary the
 * engine cannot use is not planned and says why on the field (its `imageryProblem`), without failing the team's
 * message: retrying would not change the boundary. The worker computes every index of a
 * (field, day) and stores it; it is idempotent (a pair already stored is skipped) and shares its scene readers
 * between consecutive messages of the same day (a team's jobs are sent day by day).
 * This module is the planner; index-queues.ts sends the messages, index-worker.ts is the worker's side.
 */


/** Days before the cursor searched again, so that a scene published late for an already planned day is found. */
const OVERLAP_DAYS = 5;
export interface PlannerDeps {
  search: SceneSearchDeps;
  send: (jobs: IndexJob[]) => Promise<void>;
  /** Planning messages (the schedule's fan-out and a failed field's retry). */
  sendPlans: (messages: PlanMessage[]) => Promise<void>;
  now: () => Date;
  log?: Logger;
  /** A team's fields and cursors; the table unless given (benches, unit tests). */
  store?: PlanStore;
  /**
   * The index-jobs queue's backlog and the limit the workers drain in one planner period: above it, new fields'
   * backfills are deferred (read only when a field has one to send). Without it, backfills are never deferred.
   */
  backlog?: () => Promise<Backlog>;
  /** The stage's radar (radarSettings()): its passes are planned beside the optical days, on their own cursors. */
  radar?: SensorPlanning<RadarScene, RadarIndexJob>;
  /**
   * Productivity zones of the planned fields that got no new days, refreshed (built when missing or outdated): a
   * stage restarted with every day already stored still builds the layers it lacks. The table's unless left out.
   */
  refreshZones?: (teamId: string, fields: readonly ImageryField[]) => Promise<void>;
}

/** A field whose stored boundary the imagery engine refuses, with the engine's reason. */
export interface UnusableField {
  teamId: string;
  fieldId: string;
  reason: string;
}

/** What a field records about its planning, as read with it: its problem, and its `updatedAt` for the write. */
export interface FieldRecord {
  problem?: string;
  readAt: string;
}

export interface TeamFields {
  fields: ImageryField[];
  cursors: IndexPlanItem[];
  /** The fields' radar cursors (read only when the stage has radar). */
  radarCursors?: IndexPlanItem[];
  /** Fields left out of `fields`: their boundary cannot be used. */
  unusable?: UnusableField[];
  records?: ReadonlyMap<string, FieldRecord>;
}

export interface PlanStore {
  teamFields(teamId: string): Promise<TeamFields>;
  /** Which of a field's days are stored; without it, a sent day is sent again after REQUEUE_AFTER_HOURS. */
  storedDates?: StoredDates;
  saveCursors(cursors: Cursor[]): Promise<void>;
  /** Which of a field's radar passes are stored (keys `<date>#<orbit>`), and the radar cursors' write. */
  storedRadarKeys?: StoredDates;
  saveRadarCursors?(cursors: Cursor[]): Promise<void>;
  /** Records (or clears) each changed field's problem; the table unless given. */
  saveProblems?(changes: ImageryProblemChange[]): Promise<void>;
}

/**
 * Why the engine refuses a stored boundary, as the field says it: a crossing in the words the upload and the drawing
 * tool use for it (FIELD_MESSAGES), anything else in the engine's own.
 */
export function imageryProblemOf(error: InvalidGeometryError): string {
  const at = error.details.at;
  const point = Array.isArray(at) && typeof at[0] === 'number' && typeof at[1] === 'number' ? ([at[0], at[1]] as const) : null;
  // Kept in English on the field, as the engine's own reasons are.
  return point ? translateText('en', FIELD_MESSAGES.selfIntersecting(point[0], point[1])) : error.message;
}

/** A team's fields for the planner: one that the engine cannot use is set apart with its reason, not thrown. */
export function teamFieldsOf(items: readonly FieldItem[], cursors: IndexPlanItem[], radarCursors?: IndexPlanItem[]): TeamFields {
  const fields: ImageryField[] = [];
  const unusable: UnusableField[] = [];
  for (const item of items) {
    try {
      fields.push(imageryField(item));
    } catch (error) {
      if (!(error instanceof InvalidGeometryError)) throw error;
      unusable.push({ teamId: item.teamId, fieldId: item.fieldId, reason: imageryProblemOf(error) });
    }
  }
  const records = new Map(items.map((item) => [item.fieldId, { readAt: item.updatedAt, ...(item.imageryProblem ? { problem: item.imageryProblem } : {}) }]));
  return { fields, cursors, unusable, records, ...(radarCursors ? { radarCursors } : {}) };
}

const tablePlanStore: PlanStore = {
  async teamFields(teamId) {
    const [{ data: fieldItems }, { data: cursors }, radarCursors] = await Promise.all([
      db().entities.field.query.byTeam({ teamId }).go({ pages: 'all' }),
      db().entities.indexPlan.query.byTeam({ teamId }).go({ pages: 'all' }),
      radarSettings() ? db().entities.radarPlan.query.byTeam({ teamId }).go({ pages: 'all' }).then(({ data }) => data) : undefined,
    ]);
    return teamFieldsOf(fieldItems, cursors, radarCursors);
  },
  storedDates: (field, from, to) => tableStoredDates(field, from, to),
  storedRadarKeys,
  async saveCursors(cursors) {
    const { unprocessed } = await db().entities.indexPlan.put(cursors).go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} planner cursors were not written`);
  },
  async saveRadarCursors(cursors) {
    const { unprocessed } = await db().entities.radarPlan.put(cursors).go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} radar planner cursors were not written`);
  },
  async saveProblems(changes) {
    for (const change of changes) await saveImageryProblem(change);
  },
};

export function plannerDeps(log?: Logger): PlannerDeps {
  return {
    search: sceneSearchDeps(),
    send: (jobs) => sendIndexJobs(jobs),
    sendPlans: sendPlanMessages,
    now: () => new Date(),
    backlog: () => queueBacklog(indexJobsQueueUrl(), indexJobsBacklogLimit()),
    ...(radarSettings() ? { radar: radarPlanning(radarPassSearch()) } : {}),
    refreshZones: async (teamId, fields) => {
      const zones = new ZoneRefreshes();
      for (const field of fields) zones.add(teamId, field);
      await zones.run(log ? { log } : {});
    },
    ...(log ? { log } : {}),
  };
}

/** A planning message's body parsed by its schema (the consumer dead-letters one that does not parse). */
export function parsePlanMessage(body: string): PlanMessage {
  const parsed = parseQueueMessage('indexPlanning', body);
  if (!('message' in parsed)) throw new Error('not a planning message');
  return parsed.message;
}

export interface FieldPlan {
  fieldId: string;
  days: number;
  /** A failure worth retrying (the STAC search): the field keeps its cursor and is sent back. */
  error?: { code: string; message: string };
  /** Why the field cannot be planned at all (its boundary): recorded on the field, not retried. */
  problem?: string;
}

export type Cursor = Omit<IndexPlanItem, 'updatedAt'>;
export type PendingDay = NonNullable<IndexPlanItem['pending']>[number];

/** The days of a field stored for its boundary between two days (inclusive). */
export type StoredDates = (field: ImageryField, from: string, to: string) => Promise<ReadonlySet<string>>;

/**
 * A day is stored with all its indices in one batch: one index's Query tells which days are. The catalogue's newest
 * index is asked, so that a day stored before it was added counts as unfinished.
 */
const tableStoredDates: StoredDates = async (field, from, to) =>
  new Set((await storedDays(field.teamId, field.fieldId, STAT_INDICES.at(-1) ?? 'NDVI', from, to, field.boundaryHash)).map((item) => item.date));

/** The optical engine's indices, as a cursor records them (`indexSet`). */
export const OPTICAL_INDEX_SET = STAT_INDICES.join(',');

export interface PlanOptions {
  /** Reads which days are stored; without it, a sent day counts as unfinished until it is sent again. */
  storedDates?: StoredDates;
  /**
   * The index-jobs queue is known to hold none of the team's jobs (a local stage starting: its queues did not
   * survive the last run): every unfinished day is sent again now, not counted as a try.
   */
  requeuePending?: boolean;
  /**
   * The index-jobs queue holds more than the workers drain in a planner period: a new field is planned from its
   * recent days only (its older days are kept on its cursor as `backfillBefore`), and a deferred backfill waits.
   */
  deferBackfill?: boolean;
}

/**
 * A sent day not stored this long after is taken as lost (or dead-lettered) and sent again. Index jobs older than
 * 12 hours (two planner periods) already raise an alarm, so a day still in the queue after a whole day is not
 * waiting behind others.
 */
const REQUEUE_AFTER_HOURS = 24;
/** Sends of a day that fails (or that the worker cannot compute) before the planner gives up on it. */
const MAX_TRIES = 3;

const hoursBetween = (from: string, to: Date) => (to.getTime() - new Date(from).getTime()) / 3_600_000;

/**
 * What the planner sends for one sensor: Sentinel-2 acquisition days (the optical planning) or Sentinel-1 passes
 * (radar-planning.ts). Each acquisition has a key (the day; for radar, day and relative orbit) that the cursor's
 * `pending` list keeps, and the same rules hold for both: pending days, requeues, tries and backfills.
 */
export interface Acquisition<S> {
  key: string;
  date: string;
  scenes: readonly S[];
  sceneIds: readonly string[];
}

export interface SensorPlanning<S, J> {
  /** The field's acquisitions between two days, in date order (cached searches shared by the fields of a tile). */
  search(field: ImageryField, from: string, to: string): Promise<Array<Acquisition<S>>>;
  job(field: ImageryField, acquisition: Acquisition<S>): J;
  /** The indices a job stores, when they can change: a cursor planned for others owes its days again. */
  indexSet?: string;
}

/** The field's sent acquisitions that are still not stored, and which of them are to be sent again now. */
async function unfinishedDays(field: ImageryField, pending: readonly PendingDay[], now: Date, options: PlanOptions, log?: Logger) {
  if (pending.length === 0) return { waiting: [] as PendingDay[], again: new Map<string, PendingDay>() };
  const dates = pending.map((day) => day.date.slice(0, 10)).sort();
  const stored = options.storedDates ? await options.storedDates(field, dates[0] as string, dates.at(-1) as string) : new Set<string>();
  const unfinished = pending.filter((day) => !stored.has(day.date));
  const due = (day: PendingDay) => options.requeuePending || hoursBetween(day.queuedAt, now) >= REQUEUE_AFTER_HOURS;
  const givenUp = unfinished.filter((day) => due(day) && !options.requeuePending && day.tries >= MAX_TRIES);
  if (givenUp.length > 0) log?.warn('index days given up', { teamId: field.teamId, fieldId: field.fieldId, dates: givenUp.map((day) => day.date) });
  return {
    waiting: unfinished.filter((day) => !due(day)),
    again: new Map(unfinished.filter((day) => due(day) && !givenUp.includes(day)).map((day) => [day.date, day])),
  };
}

/** Sentinel-2: one job per (field, acquisition day), searched per MGRS tile. */
export function opticalPlanning(search: SceneSearchDeps): SensorPlanning<Scene, OpticalIndexJob> {
  return {
    async search(field, from, to) {
      const days = await tileSceneDays(field.shape.bbox, from, to, search);
      return days.map((day) => ({ key: day.date, date: day.date, scenes: day.scenes, sceneIds: day.scenes.map((scene) => scene.id) }));
    },
    job: (field, day) => ({ v: 1, teamId: field.teamId, fieldId: field.fieldId, date: day.date, boundaryHash: field.boundaryHash, scenes: [...day.scenes] }),
    indexSet: OPTICAL_INDEX_SET,
  };
}

/**
 * The jobs of one field since its cursor, and the cursor to store once they are sent. The cursor keeps the days
 * sent and not stored yet: it lets go of a day only once the worker has stored it, and sends again a day whose job
 * was lost or failed.
 */
async function planField<S, J>(field: ImageryField, plan: IndexPlanItem | undefined, sensor: SensorPlanning<S, J>, deps: PlannerDeps, options: PlanOptions = {}): Promise<{ jobs: J[]; cursor: Cursor }> {
  const now = deps.now();
  const fresh = !plan || plan.boundaryHash !== field.boundaryHash;
  const { waiting, again } = await unfinishedDays(field, fresh ? [] : (plan.pending ?? []), now, options, deps.log);
  const firstLook = firstLookDay(now);
  const recentFrom = addDays(today(now), -BACKFILL_RECENT_DAYS);
  // A new field while the queue is deep: its recent days now, its older ones (the backfill) once the queue drains.
  const deferNew = fresh && options.deferBackfill === true && recentFrom > firstLook;
  const from = fresh ? (deferNew ? recentFrom : firstLook) : addDays(plan.plannedThrough, -OVERLAP_DAYS);
  const owed = deferNew ? recentFrom : fresh ? undefined : owedBefore(plan, sensor);
  const backfill = owed !== undefined && owed > firstLook && !options.deferBackfill ? { from: firstLook, before: owed } : undefined;
  const stillOwed = owed !== undefined && owed > firstLook && !backfill ? owed : undefined;
  // Days sent again are searched again too (each tile's month is cached): their scenes travel in the message.
  const searchFrom = [from, ...[...again.keys()].map((key) => key.slice(0, 10)), ...(backfill ? [backfill.from] : [])].sort()[0] as string;
  const found = await sensor.search(field, searchFrom, today(now));
  const days = found.filter((day) => day.date >= from);
  const known = new Set(fresh ? [] : plan.recentSceneIds);
  const inBackfill = (date: string) => backfill !== undefined && date >= backfill.from && date < backfill.before;
  const wanted = found.filter(
    (day) =>
      again.has(day.key) ||
      inBackfill(day.date) ||
      (day.date >= from && (fresh || day.date > plan.plannedThrough || day.sceneIds.some((id) => !known.has(id)))),
  );
  const jobs = wanted.map((day) => sensor.job(field, day));
  const last = days.at(-1)?.date;
  const plannedThrough = [fresh ? addDays(from, -1) : plan.plannedThrough, last ?? ''].sort().at(-1) as string;
  const recentSceneIds = days.filter((day) => day.date > addDays(plannedThrough, -OVERLAP_DAYS - 1)).flatMap((day) => [...day.sceneIds]);
  const queuedAt = now.toISOString();
  const sent = new Set(wanted.map((day) => day.key));
  const earlier = new Map([...(fresh ? [] : (plan.pending ?? [])).map((day): [string, PendingDay] => [day.date, day])]);
  const pending: PendingDay[] = [
    ...waiting.filter((day) => !sent.has(day.date)),
    ...wanted.map((day): PendingDay => {
      const before = earlier.get(day.key);
      // A day sent again because the queue is known to have lost it did not fail: that is not a try.
      const tries = (before?.tries ?? 0) + (before && options.requeuePending ? 0 : 1);
      return { date: day.key, queuedAt, tries };
    }),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const cursor: Cursor = {
    teamId: field.teamId,
    fieldId: field.fieldId,
    plannedThrough,
    recentSceneIds,
    boundaryHash: field.boundaryHash,
    pending,
    ...(sensor.indexSet ? { indexSet: sensor.indexSet } : {}),
  };
  return { jobs, cursor: stillOwed ? { ...cursor, backfillBefore: stillOwed } : cursor };
}

/**
 * The day before which a field's days are still owed: a deferred backfill's, or, when its cursor was planned for
 * an older set of indices, every day it planned (the worker recomputes only the days that lack an index and skips
 * the others after one read). Once sent (or kept as `backfillBefore`), the cursor records the current set.
 */
function owedBefore<S, J>(plan: IndexPlanItem, sensor: SensorPlanning<S, J>): string | undefined {
  const olderIndices = sensor.indexSet !== undefined && plan.indexSet !== sensor.indexSet;
  if (!olderIndices) return plan.backfillBefore;
  return [plan.backfillBefore ?? '', addDays(plan.plannedThrough, 1)].sort().at(-1);
}

/** Whether a cursor says anything its stored version does not: only those are written. */
export function cursorChanged(next: Cursor, stored: IndexPlanItem | undefined): boolean {
  if (!stored) return true;
  // Field by field: DynamoDB does not keep the order of a map's keys.
  const pendingOf = (cursor: Cursor) => (cursor.pending ?? []).map((day) => `${day.date} ${day.queuedAt} ${day.tries}`).join();
  return (
    next.plannedThrough !== stored.plannedThrough ||
    next.boundaryHash !== stored.boundaryHash ||
    next.backfillBefore !== stored.backfillBefore ||
    next.indexSet !== stored.indexSet ||
    (next.recentSceneIds ?? []).join() !== (stored.recentSceneIds ?? []).join() ||
    pendingOf(next) !== pendingOf(stored)
  );
}

/** How many fields of a team are searched at once; fields of one tile wait for the same search anyway. */
const FIELD_CONCURRENCY = 8;

/**
 * Plans the given fields of one team (no database write; a field with unfinished days has its stored days read
 * through `options.storedDates`): the jobs day by day across the fields, the cursors that changed, to store once
 * the jobs are sent, and each field's outcome. A field whose search fails has no cursor.
 */
export async function planFields(fields: readonly ImageryField[], cursors: ReadonlyMap<string, IndexPlanItem>, deps: PlannerDeps, options: PlanOptions = {}) {
  return planSensorFields(fields, cursors, opticalPlanning(deps.search), deps, options);
}

/** The same for any sensor's acquisitions (optical days, radar passes). */
export async function planSensorFields<S, J extends { date: string; fieldId: string }>(
  fields: readonly ImageryField[],
  cursors: ReadonlyMap<string, IndexPlanItem>,
  sensor: SensorPlanning<S, J>,
  deps: PlannerDeps,
  options: PlanOptions = {},
) {
  type Planned =
    | { fieldId: string; jobs: J[]; cursor?: Cursor }
    | { fieldId: string; error: { code: string; message: string } }
    | { fieldId: string; problem: string };
  const planned = await mapLimit([...fields], FIELD_CONCURRENCY, async (field): Promise<Planned> => {
    try {
      return { fieldId: field.fieldId, ...(await planField(field, cursors.get(field.fieldId), sensor, deps, options)) };
    } catch (error) {
      // An outline the engine cannot use will not get better by retrying: recorded on the field, not a failure.
      if (error instanceof InvalidGeometryError) {
        deps.log?.warn('field outline unusable for imagery', { teamId: field.teamId, fieldId: field.fieldId, error });
        return { fieldId: field.fieldId, problem: imageryProblemOf(error) };
      }
      const code = (error as { code?: string }).code ?? 'ERROR';
      deps.log?.warn('field not planned', { teamId: field.teamId, fieldId: field.fieldId, code, error });
      return { fieldId: field.fieldId, error: { code, message: (error as Error).message } };
    }
  });
  // Day by day across the team's fields: consecutive messages share the day's scene readers in the worker.
  const jobs = planned.flatMap((entry) => ('jobs' in entry ? entry.jobs : [])).sort((a, b) => a.date.localeCompare(b.date) || a.fieldId.localeCompare(b.fieldId));
  // Only cursors that changed are written (a quiet run writes nothing).
  const newCursors = planned.flatMap((entry) => ('cursor' in entry && entry.cursor && cursorChanged(entry.cursor, cursors.get(entry.fieldId)) ? [entry.cursor] : []));
  const plans: FieldPlan[] = planned.map((entry) => {
    if ('error' in entry) return { fieldId: entry.fieldId, days: 0, error: entry.error };
    if ('problem' in entry) return { fieldId: entry.fieldId, days: 0, problem: entry.problem };
    return { fieldId: entry.fieldId, days: entry.jobs.length };
  });
  return { jobs, cursors: newCursors, plans };
}

/**
 * Plans every field of a team (or only `fieldIds`); a field whose search fails keeps its cursor, one whose
 * boundary cannot be used is left out with its reason, and the others are planned.
 */
export async function planTeam(teamId: string, deps: PlannerDeps, fieldIds?: readonly string[], requeuePending = false): Promise<FieldPlan[]> {
  const store = deps.store ?? tablePlanStore;
  const { fields, cursors, radarCursors = [], unusable = [], records } = await store.teamFields(teamId);
  const only = fieldIds ? new Set(fieldIds) : null;
  const wanted = (fieldId: string) => !only || only.has(fieldId);
  const chosen = fields.filter((field) => wanted(field.fieldId));
  const byField = new Map(cursors.map((cursor) => [cursor.fieldId, cursor]));
  const radarByField = new Map(radarCursors.map((cursor) => [cursor.fieldId, cursor]));
  const optical = { cursors: byField, indexSet: OPTICAL_INDEX_SET };
  const deferBackfill = await backfillDeferred(teamId, chosen, deps.radar ? [optical, { cursors: radarByField }] : [optical], deps);
  const common = { requeuePending, ...(deferBackfill ? { deferBackfill } : {}) };
  const planned = await planFields(chosen, byField, deps, { ...(store.storedDates ? { storedDates: store.storedDates } : {}), ...common });
  const radar = deps.radar
    ? await planSensorFields(chosen, radarByField, deps.radar, deps, { ...(store.storedRadarKeys ? { storedDates: store.storedRadarKeys } : {}), ...common })
    : undefined;
  const left = unusable.filter((field) => wanted(field.fieldId));
  for (const field of left) deps.log?.warn('field outline unusable for imagery', { teamId, fieldId: field.fieldId, reason: field.reason });
  const plans = [...withRadar(planned.plans, radar?.plans ?? []), ...left.map((field): FieldPlan => ({ fieldId: field.fieldId, days: 0, problem: field.reason }))];
  await deps.send([...planned.jobs, ...(radar?.jobs ?? [])]);
  // Cursors move only after their jobs are queued: a retry plans the same days again, and the worker skips stored days.
  if (planned.cursors.length > 0) await store.saveCursors(planned.cursors);
  if (radar && radar.cursors.length > 0) await store.saveRadarCursors?.(radar.cursors);
  await recordProblems(teamId, plans, records, store);
  // Fields given new days have their zones refreshed by the worker after them; the others are checked here.
  const busy = new Set(planned.jobs.map((job) => job.fieldId));
  await deps.refreshZones?.(teamId, chosen.filter((field) => !busy.has(field.fieldId)));
  return plans;
}

/** Each field's optical plan with its radar passes counted in; a failed radar search fails the field (sent back). */
function withRadar(optical: readonly FieldPlan[], radar: readonly FieldPlan[]): FieldPlan[] {
  const byField = new Map(radar.map((plan) => [plan.fieldId, plan]));
  return optical.map((plan) => {
    const passes = byField.get(plan.fieldId);
    if (!passes || plan.error || plan.problem) return plan;
    if (passes.error) return { ...plan, error: passes.error };
    return { ...plan, days: plan.days + passes.days };
  });
}

/**
 * Whether the team's backfills wait: only asked when one of its fields has one to send (a new or reshaped field, or
 * one whose backfill was deferred), and true while the index-jobs backlog is at or above what the workers drain in
 * one planner period. A backlog that cannot be read defers them too: the newest days are planned either way.
 */
async function backfillDeferred(
  teamId: string,
  fields: readonly ImageryField[],
  cursorSets: ReadonlyArray<{ cursors: ReadonlyMap<string, IndexPlanItem>; indexSet?: string }>,
  deps: PlannerDeps,
): Promise<boolean> {
  if (!deps.backlog) return false;
  const owes = cursorSets.some(({ cursors, indexSet }) =>
    fields.some((field) => {
      const cursor = cursors.get(field.fieldId);
      return !cursor || cursor.boundaryHash !== field.boundaryHash || cursor.backfillBefore !== undefined || (indexSet !== undefined && cursor.indexSet !== indexSet);
    }),
  );
  if (!owes) return false;
  try {
    const backlog = await deps.backlog();
    const deep = backlog.messages >= backlog.limit;
    if (deep) deps.log?.info('backfill deferred: index jobs queue deep', { teamId, ...backlog });
    return deep;
  } catch (error) {
    deps.log?.warn('index jobs backlog unreadable: backfill deferred', { teamId, error });
    return true;
  }
}

/** Each field's problem as this run found it, written only where it changed (a failed search says nothing new). */
async function recordProblems(teamId: string, plans: readonly FieldPlan[], records: TeamFields['records'], store: PlanStore): Promise<void> {
  if (!records || !store.saveProblems) return;
  const changes: ImageryProblemChange[] = [];
  for (const plan of plans) {
    const record = records.get(plan.fieldId);
    if (plan.error || !record) continue;
    const problem = plan.problem ?? null;
    if ((record.problem ?? null) !== problem) changes.push({ teamId, fieldId: plan.fieldId, problem, readAt: record.readAt });
  }
  if (changes.length > 0) await store.saveProblems(changes);
}

export interface PlannerRun {
  teams: number;
  fields: number;
  jobs: number;
  failedFields: number;
  /** Fields whose boundary cannot be used (recorded on each field; not failures). */
  unusableFields: number;
}

export class PlannerFailed extends Error {
  constructor(readonly run: PlannerRun) {
    super(`the index planner could not plan ${run.failedFields} of ${run.fields} fields`);
  }
}

/** The teams the schedule plans: every team from the TEAMS list (gsi2, one Query, no Scan) staff have approved. */
export async function plannedTeams(): Promise<string[]> {
  const { data: teams } = await db().entities.team.query.all({}).go({ pages: 'all', attributes: ['teamId', 'adminApproved'] });
  // A team staff have not approved (or revoked) gets no scheduled computation until it is approved.
  return teams.filter((team) => team.adminApproved !== false).map((team) => team.teamId);
}

/** The schedule's fan-out: one planning message per approved team (`requeuePending` when the job queue was lost). */
export async function enqueueTeamPlans(deps: Pick<PlannerDeps, 'sendPlans'>, requeuePending = false): Promise<{ teams: number }> {
  const teams = await plannedTeams();
  await deps.sendPlans(teams.map((teamId): PlanMessage => ({ v: 1, teamId, ...(requeuePending ? { requeuePending } : {}) })));
  return { teams: teams.length };
}

/**
 * One planning message. A team's failing fields are sent back one message each and the team's message succeeds;
 * a message of one field that fails again throws, so that the queue retries it and, after its receives, keeps it
 * in the dead-letter queue.
 */
export async function runPlanMessage(message: PlanMessage, deps: PlannerDeps): Promise<PlannerRun> {
  const plans = await planTeam(message.teamId, deps, message.fieldIds, message.requeuePending === true);
  const failed = plans.filter((plan) => plan.error);
  const run: PlannerRun = {
    teams: 1,
    fields: plans.length,
    jobs: plans.reduce((sum, plan) => sum + plan.days, 0),
    failedFields: failed.length,
    unusableFields: plans.filter((plan) => plan.problem).length,
  };
  if (failed.length === 0) return run;
  if (message.fieldIds) throw new PlannerFailed(run);
  await deps.sendPlans(failed.map((plan): PlanMessage => ({ v: 1, teamId: message.teamId, fieldIds: [plan.fieldId] })));
  return run;
}

/**
 * Every approved team planned here, one after the other (tests and the bench; deployed, the schedule fans out to
 * the planning queue instead). Throws PlannerFailed when a field could not be planned.
 */
export async function plannerRun(deps: PlannerDeps, requeuePending = false): Promise<PlannerRun> {
  const run: PlannerRun = { teams: 0, fields: 0, jobs: 0, failedFields: 0, unusableFields: 0 };
  for (const teamId of await plannedTeams()) {
    const plans = await planTeam(teamId, deps, undefined, requeuePending);
    run.teams++;
    run.fields += plans.length;
    run.jobs += plans.reduce((sum, plan) => sum + plan.days, 0);
    run.failedFields += plans.filter((plan) => plan.error).length;
    run.unusableFields += plans.filter((plan) => plan.problem).length;
  }
  if (run.failedFields > 0) throw new PlannerFailed(run);
  return run;
}
