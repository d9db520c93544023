/**
 * Detected seasons as stored by the scheduled precompute (and by a request that detects): one item per field and
 * year, and each field's current stage, which the farm summary reads for all of a team's fields at once.
 */
import type { FieldStage } from '../../../shared/domain/season';
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

export async function putFieldSeason(season: StoredSeason): Promise<void> {
  void season;
  throw new Error('season storage is not built yet');
}

export async function storedFieldSeason(teamId: string, fieldId: string, year: number): Promise<StoredSeason | null> {
  void teamId;
  void fieldId;
  void year;
  throw new Error('season storage is not built yet');
}

/** Every field's current stage (its latest detection), by field id, in one read of the team's items. */
export async function storedStages(teamId: string): Promise<Map<string, { stage: FieldStage; boundaryHash: string; detectedAt: string }>> {
  void teamId;
  throw new Error('season storage is not built yet');
}
