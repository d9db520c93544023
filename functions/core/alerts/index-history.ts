import type { AlertThresholds } from '../../../shared/domain/alerts';
import { addDays, shiftYears } from '../../../shared/domain/weather';
import { teamSeasonsByField } from '../crops/crop-seasons';
import { db } from '../db/service';
import { boundaryHashOf } from '../imagery/field-shape';
import { storedDays } from '../imagery/stat-store';
import { anomalyRule, anomalySpan, ANOMALY_INDEX, clearPoints, RECENT_DAYS, SAME_WEEKS_DAYS } from './rules/anomaly';
import type { CropWindow, Finding, IndexPoint } from './rules/types';

/**
 * What the anomaly rule reads, from the stored index statistics alone (nothing is computed here: the index jobs
 * keep them current): the field's clear NDVI observations of this season, of the same weeks in its previous years,
 * and of the team's other fields with the same crop in the field now. Only the field's current boundary counts:
 * values of a field since redrawn are of another piece of land.
 */

/** How many previous years the field's own range is drawn from (the weather comparisons' five). */
export const PREVIOUS_YEARS = 5;
/** At most this many peer fields are read: the median of many is no better and each is a Query. */
export const MAX_PEERS = 20;

/** The other fields of the team with a planned season of `crop` covering `today` (detected seasons name no crop). */
async function sameCropFields(teamId: string, fieldId: string, crop: string, today: string): Promise<string[]> {
  const seasons = await teamSeasonsByField(teamId);
  return [...seasons.entries()]
    .filter(([other, list]) => other !== fieldId && list.some((season) => season.crop.name === crop && season.sowing_date <= today && today <= season.harvest_date))
    .map(([other]) => other)
    .slice(0, MAX_PEERS);
}

async function clearSeries(teamId: string, fieldId: string, boundaryHash: string, from: string, to: string): Promise<IndexPoint[]> {
  return clearPoints(await storedDays(teamId, fieldId, ANOMALY_INDEX, from, to, boundaryHash));
}

/** The crop anomaly findings of one field on `today` (the evaluation job calls it per field, with its crop windows). */
export async function anomalyFindings(teamId: string, fieldId: string, today: string, crops: readonly CropWindow[], thresholds: AlertThresholds): Promise<Finding[]> {
  const span = anomalySpan(crops, today);
  if (!span) return [];
  const { data: fields } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['fieldId', 'boundary'] });
  const hashes = new Map(fields.map((field) => [field.fieldId, boundaryHashOf(field.boundary)]));
  const own = hashes.get(fieldId);
  if (!own) return [];
  const peerFrom = addDays(span.from, -RECENT_DAYS);
  const [current, previous, peers] = await Promise.all([
    clearSeries(teamId, fieldId, own, span.from, today),
    Promise.all(
      Array.from({ length: PREVIOUS_YEARS }, (_, i) =>
        clearSeries(teamId, fieldId, own, addDays(shiftYears(span.from, i + 1), -SAME_WEEKS_DAYS), addDays(shiftYears(today, i + 1), SAME_WEEKS_DAYS)),
      ),
    ),
    span.crop.crop
      ? sameCropFields(teamId, fieldId, span.crop.crop, today).then((ids) =>
          Promise.all(ids.flatMap((id) => (hashes.has(id) ? [clearSeries(teamId, id, hashes.get(id)!, peerFrom, today)] : []))),
        )
      : Promise.resolve([]),
  ]);
  return anomalyRule({ today, crops, current, previous: previous.flat(), peers, thresholds });
}
