import type { CropSeason } from '../../../shared/api/schemas/crops';
import type { Field } from '../../../shared/api/schemas/fields';
import type { DetectedSeason, SeasonComparison, SeasonComparisonQuery, SeasonComparisonRow } from '../../../shared/api/schemas/season';
import { CROP_MESSAGES } from '../../../shared/domain/crops';
import { MONITORING_DEFAULTS } from '../../../shared/domain/monitoring';
import { SEASON_INDEX } from '../../../shared/domain/season';
import { SEASON_RECORD_LIMITS, SEASON_RECORD_MESSAGES } from '../../../shared/domain/season-record';
import { teamActivities } from '../activities/activity-store';
import { seasonRecordFigures, seasonTasks } from '../crops/season-record-figures';
import { teamSeasonRecords } from '../crops/season-records';
import type { ActivityItem } from '../db/activity-entities';
import type { SeasonRecordItem } from '../db/crop-entities';
import type { FieldIndexStatItem } from '../db/stat-entities';
import { InvalidError, NotFoundError } from '../errors';
import { boundaryHashOfStored } from '../farm-summary/boundary-hash';
import { listedBoundaryHash, listTeamFields } from '../fields/field-list';
import { fieldsById } from '../fields/field-store';
import { InvalidGeometryError } from '../../imagery/errors';
import { fieldForImagery } from '../imagery/field-shape';
import { addDays } from '../imagery/config';
import { storedDays } from '../imagery/stat-store';
import { matchedSeason } from './planned-match';
import { detectStoredYear } from './season-precompute';
import { storedFieldSeason, type StoredSeason } from './season-store';

/**
 * The season comparison report: every crop season planned on the chosen fields and years, side by side with its
 * detected sowing and harvest (the stored detection; a year never detected, a past one the precompute does not
 * revisit, is detected here from the field's stored values and stored), its record (yield, costs from the field's
 * tasks, revenue, per hectare) and its NDVI curve. Nothing is computed from imagery here: the curve and the
 * detection read the field's stored days, so the report costs a handful of reads per field and year.
 */

/** The curve's days of a season: its planned sowing minus the margin to its planned harvest plus the margin. */
export function curveWindow(season: Pick<CropSeason, 'sowing_date' | 'harvest_date'>): { from: string; to: string } {
  return { from: addDays(season.sowing_date, -SEASON_RECORD_LIMITS.curveMarginDays), to: addDays(season.harvest_date, SEASON_RECORD_LIMITS.curveMarginDays) };
}

/** Stored days with a mean whose cloud over the field is within the monitoring's default limit, as the curve's points. */
export function clearCurve(items: readonly FieldIndexStatItem[], window: { from: string; to: string }): SeasonComparisonRow['curve'] {
  return items
    .filter((item) => item.mean !== undefined && (item.fieldCloudPercent ?? 0) <= MONITORING_DEFAULTS.cloud && item.date >= window.from && item.date <= window.to)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((item) => ({ date: item.date, value: Math.round((item.mean ?? 0) * 1000) / 1000 }));
}

/** The digest the field's statistics are stored under: the list's, or the stored boundary's when the list has none. */
async function boundaryHashOf(teamId: string, field: Field): Promise<string | null> {
  const listed = listedBoundaryHash(field);
  if (listed) return listed;
  const [item] = await fieldsById(teamId, [field.id]);
  return item ? boundaryHashOfStored(item.boundary) : null;
}

interface TeamParts {
  records: Map<string, SeasonRecordItem>;
  tasks: ActivityItem[];
}

async function fieldRows(teamId: string, field: Field, seasons: readonly CropSeason[], parts: TeamParts): Promise<SeasonComparisonRow[]> {
  const windows = seasons.map(curveWindow);
  const from = windows.map((window) => window.from).sort()[0] ?? '';
  const to = windows.map((window) => window.to).sort().at(-1) ?? '';
  const years = [...new Set(seasons.map((season) => season.season))];
  const hash = await boundaryHashOf(teamId, field);
  const [days, detections] = await Promise.all([
    hash ? storedDays(teamId, field.id, SEASON_INDEX, from, to, hash) : Promise.resolve([]),
    Promise.all(years.map(async (year) => [year, await detectedSeasons(teamId, field.id, year, hash)] as const)),
  ]);
  const detected = new Map(detections);
  return seasons.map((season, i): SeasonComparisonRow => {
    const detection = detected.get(season.season);
    const match = matchedSeason(detection?.seasons ?? [], season);
    const tasks = seasonTasks(parts.tasks, { fieldId: field.id, sowingDate: season.sowing_date, harvestDate: season.harvest_date });
    return {
      field: { id: field.id, name: field.name, area_ha: field.size },
      season_id: season.id,
      year: season.season,
      crop: season.crop.name,
      planned_sowing: season.sowing_date,
      planned_harvest: season.harvest_date,
      detected_sowing: match?.start ?? null,
      detected_harvest: match?.end ?? null,
      detection_pending: !match && (detection?.pending ?? false),
      record: seasonRecordFigures(season.id, parts.records.get(season.id) ?? null, tasks, field.size),
      curve: clearCurve(days, windows[i] ?? { from, to }),
    };
  });
}

/**
 * The year's stored detection on the field's boundary, else one made now from its stored values (none for a field the
 * engine cannot use), and whether it lacked days of the year (then "not detected" cannot be said).
 */
async function detectedSeasons(teamId: string, fieldId: string, year: number, hash: string | null): Promise<{ seasons: DetectedSeason[]; pending: boolean }> {
  const stored = await storedFieldSeason(teamId, fieldId, year);
  // A detection made on another boundary is not this field's.
  const current = stored && stored.boundaryHash === hash ? stored : await detectedNow(teamId, fieldId, year);
  return { seasons: current?.detection.seasons ?? [], pending: (current?.pending.length ?? 0) > 0 };
}

async function detectedNow(teamId: string, fieldId: string, year: number): Promise<StoredSeason | null> {
  try {
    return await detectStoredYear(teamId, await fieldForImagery(teamId, fieldId), year);
  } catch (error) {
    if (error instanceof InvalidGeometryError) return null;
    throw error;
  }
}

const byName = (a: Field, b: Field) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export interface ComparedField {
  field: Field;
  seasons: CropSeason[];
}

/**
 * The fields and seasons a comparison holds, of the team's fields (each with its seasons): the chosen fields (all
 * when none is chosen) with a season in the chosen years (every year when none is chosen), by name. Another team's
 * field, or none at all, is not found, as on every field route (its existence is not told); more fields chosen than
 * one comparison holds are refused, and more fields with seasons than it holds keep the first by name and say so.
 */
export function comparedFields(teamFields: readonly Field[], query: Pick<SeasonComparisonQuery, 'fields' | 'years'>): { compared: ComparedField[]; message: string | null } {
  const { maxComparisonFields } = SEASON_RECORD_LIMITS;
  if (query.fields.length > maxComparisonFields) throw new InvalidError(SEASON_RECORD_MESSAGES.tooManyFields, { fields: [SEASON_RECORD_MESSAGES.tooManyFields] });
  const known = new Set(teamFields.map((field) => field.id));
  if (query.fields.some((id) => !known.has(id))) throw new NotFoundError(CROP_MESSAGES.fieldNotFound);
  const chosen = query.fields.length > 0 ? teamFields.filter((field) => query.fields.includes(field.id)) : teamFields;
  const inYears = (season: CropSeason) => query.years.length === 0 || query.years.includes(season.season);
  const planned = chosen
    .map((field) => ({ field, seasons: field.crop_season.filter(inYears) }))
    .filter((entry) => entry.seasons.length > 0)
    .sort((a, b) => byName(a.field, b.field));
  if (planned.length === 0) return { compared: [], message: SEASON_RECORD_MESSAGES.noSeasons };
  const compared = planned.slice(0, maxComparisonFields);
  return { compared, message: planned.length > compared.length ? SEASON_RECORD_MESSAGES.comparisonCapped(compared.length, planned.length) : null };
}

/**
 * The seasons planned on the chosen fields and years, each with its record, detected dates and index curve: by field
 * name, each field's seasons oldest first.
 */
export async function seasonComparison(teamId: string, query: SeasonComparisonQuery): Promise<SeasonComparison> {
  const { compared, message } = comparedFields(await listTeamFields(teamId), query);
  if (compared.length === 0) return { rows: [], message };
  const [records, tasks] = await Promise.all([teamSeasonRecords(teamId), teamActivities(teamId)]);
  const rows = (await Promise.all(compared.map(({ field, seasons }) => fieldRows(teamId, field, seasons, { records, tasks })))).flat();
  return { rows, message };
}
