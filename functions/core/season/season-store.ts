/**
 * Detected seasons as stored by the scheduled precompute (and by a request that detects): one item per field and
 * year, and each field's current stage, which the farm summary reads for all of a team's fields at once (keys in
 * db/season-entities.ts).
 */
import { fieldStageOn, SEASON_EVENT_KINDS, type FieldStage, type SeasonEventKind } from '../../../shared/domain/season';
import type { FieldSeasonItem } from '../db/season-entities';
import { statsDb } from '../db/service';
import type { SeasonDetection } from './season-detection';

export interface StoredSeason {
  teamId: string;
  fieldId: string;
  year: number;
  /** The boundary the detection was made on: another boundary's detection is not the field's. */
  boundaryHash: string;
  detection: SeasonDetection;
  /** The field's stage at the detection (today for the current year, the year's end for a past one). */
  stage: FieldStage | null;
  detectedAt: string;
  /** Days of the series not computed at the detection. */
  pending: string[];
}

const currentYear = () => new Date().getUTCFullYear();

/**
 * Stores a field's detection of a year; one of the current year also becomes the field's stage. Idempotent: the
 * same detection stored again leaves the same items.
 */
export async function putFieldSeason(season: StoredSeason): Promise<void> {
  const { fieldSeason, fieldStage } = statsDb().entities;
  const { teamId, fieldId, year, boundaryHash, stage, detectedAt, pending } = season;
  await Promise.all([
    fieldSeason.put({ teamId, fieldId, year, boundaryHash, detection: JSON.stringify(season.detection), ...(stage ? { stage } : {}), detectedAt, pending }).go(),
    stage && year === currentYear() ? fieldStage.put({ teamId, fieldId, year, stage, events: season.detection.events.map((event) => `${event.kind}:${event.date}`), boundaryHash, detectedAt }).go() : undefined,
  ]);
}

function storedSeasonOf(item: FieldSeasonItem): StoredSeason {
  return {
    teamId: item.teamId,
    fieldId: item.fieldId,
    year: item.year,
    boundaryHash: item.boundaryHash,
    detection: JSON.parse(item.detection) as SeasonDetection,
    stage: item.stage ?? null,
    detectedAt: item.detectedAt,
    pending: item.pending,
  };
}

export async function storedFieldSeason(teamId: string, fieldId: string, year: number): Promise<StoredSeason | null> {
  const { data } = await statsDb().entities.fieldSeason.get({ teamId, fieldId, year }).go();
  return data ? storedSeasonOf(data) : null;
}

export interface StoredStage {
  stage: FieldStage;
  boundaryHash: string;
  detectedAt: string;
}

const isEventKind = (kind: string): kind is SeasonEventKind => (SEASON_EVENT_KINDS as readonly string[]).includes(kind);

/** A stage item's `<kind>:<date>` events. */
function datedEvents(events: readonly string[]): Array<{ kind: SeasonEventKind; date: string }> {
  return events.flatMap((text) => {
    const [kind = '', date = ''] = text.split(':');
    return isEventKind(kind) ? [{ kind, date }] : [];
  });
}

/**
 * Every field's current stage (its latest detection's events, on `today`: a crop sown last month may be at its peak
 * now), by field id, in one Query of the team's `STAGE#` items.
 */
export async function storedStages(teamId: string, today = new Date().toISOString().slice(0, 10)): Promise<Map<string, StoredStage>> {
  const { data } = await statsDb().entities.fieldStage.query.byTeam({ teamId }).go({ pages: 'all' });
  return new Map(data.map((item) => [item.fieldId, { stage: fieldStageOn(datedEvents(item.events), today), boundaryHash: item.boundaryHash, detectedAt: item.detectedAt }]));
}

/** The keys of a field's (or, without one, a team's) season and stage items, for deletion. */
async function seasonItemKeys(teamId: string, fieldId?: string) {
  const { fieldSeason, fieldStage } = statsDb().entities;
  const [seasons, stages] = await Promise.all([
    fieldSeason.query.byField(fieldId === undefined ? { teamId } : { teamId, fieldId }).go({ pages: 'all', attributes: ['teamId', 'fieldId', 'year'] }),
    fieldStage.query.byTeam(fieldId === undefined ? { teamId } : { teamId, fieldId }).go({ pages: 'all', attributes: ['teamId', 'fieldId'] }),
  ]);
  // The sort-key prefix of one field id also matches longer ids that start with it: keep exact matches only.
  const own = <T extends { fieldId: string }>(items: T[]) => (fieldId === undefined ? items : items.filter((item) => item.fieldId === fieldId));
  return { seasons: own(seasons.data), stages: own(stages.data) };
}

/** Deletes a field's (or a team's) stored seasons and stage; run again, it finds nothing more. */
export async function deleteStoredSeasons(teamId: string, fieldId?: string): Promise<number> {
  const { fieldSeason, fieldStage } = statsDb().entities;
  const { seasons, stages } = await seasonItemKeys(teamId, fieldId);
  const [a, b] = await Promise.all([fieldSeason.delete(seasons).go(), fieldStage.delete(stages).go()]);
  const unprocessed = a.unprocessed.length + b.unprocessed.length;
  if (unprocessed > 0) throw new Error(`${unprocessed} stored seasons of ${fieldId ?? `team ${teamId}`} were not deleted`);
  return seasons.length + stages.length;
}
