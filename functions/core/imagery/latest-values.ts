import type { ScalarIndexId } from '../../../shared/domain/indices';
import type { FieldDayStatistics, IndexStatistics } from '../../imagery/compute/field-statistics';
import type { FieldIndexLatestItem } from '../db/imagery-entities';
import { db } from '../db/service';
import { LATEST_MIN_VALID_FRACTION } from './config';
import { statsOf } from './stat-store';

/**
 * Each field's latest clear value per index (and the previous one), in the main table's `LATEST#` items: moved
 * forward as computed days are offered, and read for a whole team at once by the team monitoring and the farm
 * summary. The statistics themselves are stat-store.ts's.
 */
const optional = (value: number | null) => (value === null ? undefined : value);

/** Offers stored days to the latest items: per index only the two newest clear days can end up latest or previous. */
export async function offerLatestDays(teamId: string, fieldId: string, boundaryHash: string, days: readonly FieldDayStatistics[]): Promise<void> {
  const offers = days
    .flatMap((day) => statsOf(day).map((stats) => latestValue(teamId, fieldId, boundaryHash, day, stats)))
    .filter((value): value is LatestValue => value !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  // Per index only the two newest days can end up as latest and previous.
  const newest = offers.filter((offer) => offers.filter((other) => other.index === offer.index && other.date > offer.date).length < 2);
  await offerLatest(teamId, fieldId, newest);
}

type LatestValue = Omit<FieldIndexLatestItem, 'updatedAt'>;

/** A day's value as a latest-item candidate: only clear days (a mean, at least half the field seen) qualify. */
function latestValue(teamId: string, fieldId: string, boundaryHash: string, day: FieldDayStatistics, stats: IndexStatistics): LatestValue | null {
  const { mean, min, max, stDev } = stats;
  if (mean === null || min === null || max === null || stDev === null || stats.validFraction < LATEST_MIN_VALID_FRACTION) return null;
  return {
    teamId,
    fieldId,
    index: stats.index,
    date: day.date,
    mean,
    min,
    max,
    stDev,
    validFraction: stats.validFraction,
    fieldCloudPercent: optional(stats.fieldCloudPercent),
    sceneCloudPercent: optional(day.sceneCloudPercent),
    lowConfidence: stats.lowConfidence,
    boundaryHash,
  };
}

/**
 * What the latest item becomes when a day is offered (null: it stays). A newer day replaces it and keeps the one
 * it replaces as `previous`; an older day can still become `previous`; a reshaped field starts over.
 */
export function nextLatest(stored: LatestValue | null, next: LatestValue): LatestValue | null {
  if (!stored || stored.boundaryHash !== next.boundaryHash) return next;
  const previous = stored.previousDate === undefined ? {} : { previousDate: stored.previousDate, previousMean: stored.previousMean };
  if (next.date > stored.date) return { ...next, previousDate: stored.date, previousMean: stored.mean };
  if (next.date === stored.date) return next.mean === stored.mean && next.validFraction === stored.validFraction ? null : { ...next, ...previous };
  if (stored.previousDate === undefined || next.date > stored.previousDate) return { ...stored, previousDate: next.date, previousMean: next.mean };
  return null;
}

/** The latest item after offering days in date order (null: it stays as it is). */
export function foldLatest(stored: LatestValue | null, offers: readonly LatestValue[]): LatestValue | null {
  let state = stored;
  let changed = false;
  for (const offer of offers) {
    const next = nextLatest(state, offer);
    if (next) {
      state = next;
      changed = true;
    }
  }
  return changed ? state : null;
}

interface LatestBatch {
  offers: LatestValue[];
  written: Promise<void>;
}

/** Per field, the write under way and the batch gathering offers meanwhile. */
const latestQueues = new Map<string, { tail: Promise<void>; open: LatestBatch | null }>();

/**
 * Offers days to the latest items. Requests of one container that compute the same field at once (the analysis
 * chart asks for five seasons together) would race for the same items and lose conditional writes to each other:
 * their offers are instead gathered while an earlier batch of the field is written, then written as one batch.
 */
function offerLatest(teamId: string, fieldId: string, offers: readonly LatestValue[]): Promise<void> {
  if (offers.length === 0) return Promise.resolve();
  const key = `${teamId}|${fieldId}`;
  let queue = latestQueues.get(key);
  if (!queue) {
    queue = { tail: Promise.resolve(), open: null };
    latestQueues.set(key, queue);
  }
  const owner = queue;
  let batch = owner.open;
  if (!batch) {
    const opened: LatestBatch = { offers: [], written: Promise.resolve() };
    opened.written = owner.tail.then(() => {
      // From here on, new offers gather in the next batch.
      if (owner.open === opened) owner.open = null;
      return writeLatest(teamId, fieldId, opened.offers);
    });
    const tail = opened.written.catch(() => undefined);
    owner.tail = tail;
    owner.open = opened;
    void tail.then(() => {
      if (owner.tail === tail && latestQueues.get(key) === owner) latestQueues.delete(key);
    });
    batch = opened;
  }
  batch.offers.push(...offers);
  return batch.written;
}

/**
 * One consistent BatchGet of the latest items, then per index one write of the offers folded in date order,
 * conditional on the item being as it was read; a lost race reads that item again and folds again.
 */
async function writeLatest(teamId: string, fieldId: string, offers: readonly LatestValue[]): Promise<void> {
  const entity = db().entities.fieldIndexLatest;
  const ordered = [...offers].sort((a, b) => a.date.localeCompare(b.date));
  const indices = [...new Set(ordered.map((offer) => offer.index))];
  const { data } = await entity.get(indices.map((index) => ({ teamId, fieldId, index }))).go({ consistent: true });
  const stored = new Map(data.filter((item): item is FieldIndexLatestItem => Boolean(item)).map((item) => [item.index, item as LatestValue]));
  await Promise.all(
    indices.map(async (index) => {
      const own = ordered.filter((offer) => offer.index === index);
      let current = stored.get(index) ?? null;
      for (let attempt = 0; ; attempt++) {
        const write = foldLatest(current, own);
        if (!write) return;
        const seen = current;
        const { rejected } = seen
          ? await entity
              .put(write)
              .where(({ date, boundaryHash }, { eq }) => `(${eq(date, seen.date)} AND ${eq(boundaryHash, seen.boundaryHash)})`)
              .go({ returnOnConditionCheckFailure: true })
          : await entity.create(write).go({ returnOnConditionCheckFailure: true });
        if (!rejected) return;
        if (attempt >= 4) throw new Error(`the latest ${index} of field ${fieldId} kept changing`);
        current = ((await entity.get({ teamId, fieldId, index }).go({ consistent: true })).data as LatestValue | null) ?? null;
      }
    }),
  );
}

export interface TeamLatest {
  fieldId: string;
  index: ScalarIndexId;
  date: string;
  mean: number;
  min: number;
  max: number;
  stDev: number;
  validFraction: number;
  fieldCloudPercent: number | null;
  lowConfidence: boolean;
  /** Change from the previous clear value (null when there is none yet). */
  valueChange: number | null;
  previousDate: string | null;
  boundaryHash: string;
}

/**
 * The latest values of every field and index of a team, from one Query of the team's partition (`LATEST#`
 * items only, a few hundred bytes each: 200 fields × 5 indices stay within one 1 MB page).
 */
export async function latestForTeam(teamId: string): Promise<{ values: TeamLatest[]; complete: boolean }> {
  const { data, cursor } = await db().entities.fieldIndexLatest.query.byTeam({ teamId }).go();
  return {
    complete: cursor === null,
    values: data.map((item) => ({
      fieldId: item.fieldId,
      index: item.index,
      date: item.date,
      mean: item.mean,
      min: item.min,
      max: item.max,
      stDev: item.stDev,
      validFraction: item.validFraction,
      fieldCloudPercent: item.fieldCloudPercent ?? null,
      lowConfidence: item.lowConfidence,
      valueChange: item.previousMean === undefined ? null : item.mean - item.previousMean,
      previousDate: item.previousDate ?? null,
      boundaryHash: item.boundaryHash,
    })),
  };
}
