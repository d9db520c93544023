import type { Leaderboard, LeaderboardQuery, LeaderboardRow } from '../../../shared/api/schemas/leaderboard';
import type { Field } from '../../../shared/api/schemas/fields';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import {
  cropGroup,
  LEADERBOARD_MESSAGES,
  leaderboardScore,
  ownYears,
  ranked,
  seriesStart,
  trendOf,
  type LeaderboardReason,
  type ScenePoint,
} from '../../../shared/domain/leaderboard';
import { db, statsDb } from '../db/service';
import { ENGINE_VERSION, LATEST_MIN_VALID_FRACTION } from '../imagery/config';
import { listTeamFields } from '../fields/field-list';
import { storedStages, type StoredStage } from '../season/season-store';
import type { TeamAccess } from '../teams/teams';
import { NotFoundError } from '../errors';
import { boundaryHash, latestOfIndex } from './summary-list';
import { summaryPartsFor } from './summary-parts';

/** Fields whose stored series are read at once: 200 fields are 8 rounds of small Queries. */
const SERIES_BATCH = 25;
/** Only what the maths needs of each stored day: a tenth of an item's bytes. */
const SERIES_ATTRIBUTES = ['date', 'mean', 'validFraction', 'boundaryHash', 'engineVersion'] as const;

/**
 * A field's clear stored values of one index between two days, for its current boundary: the statistics table's
 * and, for days stored before it existed, the main table's (the statistics table wins a day both hold).
 */
async function clearSeries(teamId: string, fieldId: string, index: ScalarIndexId, from: string, to: string, hash: string): Promise<ScenePoint[]> {
  const read = { pages: 'all', attributes: [...SERIES_ATTRIBUTES] } as const;
  const [stats, legacy] = await Promise.all([
    statsDb().entities.fieldIndexStat.query.byField({ teamId, fieldId, index }).between({ date: from }, { date: to }).go(read),
    db().entities.legacyFieldIndexStat.query.byField({ teamId, fieldId, index }).between({ date: from }, { date: to }).go(read),
  ]);
  const byDate = new Map<string, ScenePoint>();
  for (const item of [...legacy.data, ...stats.data]) {
    const clear = item.mean !== undefined && item.validFraction >= LATEST_MIN_VALID_FRACTION;
    if (clear && item.boundaryHash === hash && item.engineVersion === ENGINE_VERSION) byDate.set(item.date, { date: item.date, mean: item.mean as number });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

/** The crop of the field's current season: the last one sown by today (crop planning); null when none is. */
export function currentCrop(field: Pick<Field, 'crop_season'>, today: string): { id: string; name: string } | null {
  const sown = field.crop_season.filter((season) => season.sowing_date <= today).sort((a, b) => a.sowing_date.localeCompare(b.sowing_date));
  const season = sown.at(-1);
  return season ? { id: season.crop.id, name: season.crop.name } : null;
}

const uniqueSorted = (values: ReadonlyArray<string | null>) => [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b));

/**
 * The field leaderboard: each field's latest clear value (the team's `LATEST#` items, one Query) against its own
 * previous years in the same weeks and its trend (its stored series since the earliest of those weeks, one small
 * Query a field, in batches), against the team's other fields of the same crop, and its stage as last detected.
 * Nothing is computed from imagery here: a field without stored values is listed last with its reason.
 *
 * The comparisons take the whole team; the filters (crop, group, LGA, each one of the team's own, else 404) only
 * choose the rows shown, which are ranked among themselves.
 */
export async function fieldLeaderboard(access: TeamAccess, query: LeaderboardQuery, today = new Date().toISOString().slice(0, 10)): Promise<Leaderboard> {
  const { teamId } = access;
  const { index } = query;
  const parts = await summaryPartsFor(access, ['index_values']);
  const values = parts.shows('index_values');
  const [fields, latest, stages] = await Promise.all([
    listTeamFields(teamId),
    values ? latestOfIndex(teamId, index) : Promise.resolve([]),
    values ? storedStages(teamId, today) : Promise.resolve(new Map<string, StoredStage>()),
  ]);
  const crops = new Map(fields.map((field) => [field.id, currentCrop(field, today)]));
  const filters = {
    crops: [...new Map([...crops.values()].flatMap((crop) => (crop ? [[crop.id, crop] as const] : []))).values()].sort((a, b) => a.name.localeCompare(b.name)),
    groups: uniqueSorted(fields.map((field) => field.group_name)),
    lgas: uniqueSorted(fields.map((field) => field.lga)),
  };
  const unknown =
    (query.crop !== undefined && !filters.crops.some((crop) => crop.id === query.crop)) ||
    (query.group !== undefined && !filters.groups.includes(query.group)) ||
    (query.lga !== undefined && !filters.lgas.includes(query.lga));
  if (unknown) throw new NotFoundError(LEADERBOARD_MESSAGES.filterUnknown);

  const hashes = new Map(fields.map((field) => [field.id, boundaryHash(field)]));
  const latestOf = new Map(latest.filter((item) => item.boundaryHash === hashes.get(item.fieldId)).map((item) => [item.fieldId, { date: item.date, mean: item.mean }]));
  // The crop group's values are every field's latest, whatever the filters.
  const cropValues = new Map<string, Array<{ fieldId: string; value: number }>>();
  for (const field of fields) {
    const crop = crops.get(field.id);
    const value = latestOf.get(field.id);
    if (crop && value) cropValues.set(crop.id, [...(cropValues.get(crop.id) ?? []), { fieldId: field.id, value: value.mean }]);
  }
  const shown = fields.filter(
    (field) =>
      (query.crop === undefined || crops.get(field.id)?.id === query.crop) &&
      (query.group === undefined || field.group_name === query.group) &&
      (query.lga === undefined || field.lga === query.lga),
  );
  const rows = await inBatches(shown, SERIES_BATCH, async (field) => {
    const value = latestOf.get(field.id) ?? null;
    const crop = crops.get(field.id) ?? null;
    const series = value ? await clearSeries(teamId, field.id, index, seriesStart(value.date), value.date, hashes.get(field.id) ?? '') : [];
    const own = value ? ownYears(value, series) : { baseline: null, difference: null, years: [] };
    const others = crop && value ? (cropValues.get(crop.id) ?? []).filter((other) => other.fieldId !== field.id).map((other) => other.value) : [];
    const group = value ? cropGroup(value.mean, others) : { median: null, difference: null, percentile: null, fields: 0 };
    const trend = value ? trendOf(index, value.date, series) : { slopePerWeek: null, word: null };
    const score = leaderboardScore(own.difference, group.difference);
    const reason: LeaderboardReason | null = !values ? 'withheld' : !value ? 'no_value' : score === null ? 'no_comparison' : null;
    const detected = stages.get(field.id);
    return {
      field_id: field.id,
      field_name: field.name,
      name: field.name,
      group_name: field.group_name,
      state: field.state,
      lga: field.lga,
      area: field.size,
      crop,
      value: value?.mean ?? null,
      date: value?.date ?? null,
      own,
      crop_group: group,
      trend: { slope_per_week: trend.slopePerWeek, word: trend.word },
      stage: detected && detected.boundaryHash === hashes.get(field.id) ? detected.stage : null,
      score,
      reason,
    };
  });
  return {
    index,
    rows: ranked(rows).map(({ name: _name, ...row }): LeaderboardRow => row),
    filters,
    withheld: parts.withheld,
  };
}
