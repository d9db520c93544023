import type { FarmSummaryList, FarmSummaryRow } from '../../../shared/api/schemas/farm-summary';
import type { Field } from '../../../shared/api/schemas/fields';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import type { FieldStage } from '../../../shared/domain/season';
import { listedBoundaryHash, listTeamFields } from '../fields/field-list';
import { db } from '../db/service';
import { storedStages, type StoredStage } from '../season/season-store';
import type { TeamAccess } from '../teams/teams';
import { boundaryHashOfField } from './boundary-hash';
import { summaryPartsFor } from './summary-parts';

/** Only what a row shows and the boundary check need: a third of each item's attributes. */
const LATEST_ATTRIBUTES = ['fieldId', 'date', 'mean', 'previousDate', 'previousMean', 'lowConfidence', 'boundaryHash'] as const;

/** The team's latest values of one index: the other indices' items are filtered out in the table, not sent. */
export async function latestOfIndex(teamId: string, index: ScalarIndexId) {
  const { data } = await db()
    .entities.fieldIndexLatest.query.byTeam({ teamId })
    .where(({ index: itemIndex }, { eq }) => eq(itemIndex, index))
    .go({ pages: 'all', attributes: [...LATEST_ATTRIBUTES] });
  return data;
}

/**
 * The digest the field's values are stored under: that of its stored boundary, which the list keeps beside each
 * field (its `coordinates` are a display outline, whose own digest differs once corners are dropped or rounded).
 */
export const boundaryHash = (field: Field): string => listedBoundaryHash(field) ?? boundaryHashOfField(field);

/**
 * The farm summary list (spec 2 §2.6) in one request: the team's fields (cached list) and the latest values the
 * planner and worker store (one Query of the team's `LATEST#` items of the index). A field without a value for its
 * current boundary is `pending`: the screen asks the value call for it, which computes and stores it.
 *
 * With a Date, a stored latest value taken on or before that day is still the field's value as it stood then (no
 * clear scene came after it); a newer one is not, so that row is pending too and the screen computes the last clear
 * scene up to the Date. A member whose role cannot read index values (or whose team is paused) gets the fields
 * without values, nothing pending, and `withheld: ['index_values']`.
 *
 * Each row's `stage` is the field's current stage as the scheduled precompute last detected it (one Query of the
 * team's stored seasons beside the values), only while its boundary is the one the detection read; it is an index
 * value (the season route's permission), so it is withheld with them. `stage` keeps only the rows at that stage.
 */
export async function farmSummaryList(access: TeamAccess, index: ScalarIndexId, date?: string, stage?: FieldStage): Promise<FarmSummaryList> {
  const { teamId } = access;
  // Index values are the index routes' (monitoring.view_index, paid): without them every row is only the field.
  const parts = await summaryPartsFor(access, ['index_values']);
  const values = parts.shows('index_values');
  const [fields, latest, stages] = await Promise.all([
    listTeamFields(teamId),
    values ? latestOfIndex(teamId, index) : Promise.resolve([]),
    values ? storedStages(teamId) : Promise.resolve(new Map<string, StoredStage>()),
  ]);
  const byField = new Map(latest.map((value) => [value.fieldId, value]));
  const rows = fields.map((field): FarmSummaryRow => {
    const hash = boundaryHash(field);
    const stored = byField.get(field.id);
    const value = stored && stored.boundaryHash === hash && (!date || stored.date <= date) ? stored : null;
    const detected = stages.get(field.id);
    const lastSeason = field.crop_season.at(-1) ?? null;
    return {
      field,
      index,
      result: {
        indexValue: value ? { value: value.mean, dateCaptured: value.date } : null,
        valueChange: value?.previousMean === undefined ? null : value.mean - value.previousMean,
        previousDate: value?.previousDate ?? null,
        lowConfidence: value?.lowConfidence ?? false,
      },
      // Pending asks the screen to compute the value: never for a caller the values are withheld from.
      pending: values && !value,
      last_crop: lastSeason?.crop.name ?? null,
      stage: detected && detected.boundaryHash === hash ? detected.stage : null,
      last_sowing_date: lastSeason?.sowing_date ?? null,
    };
  });
  return { index, rows: stage ? rows.filter((row) => row.stage === stage) : rows, withheld: parts.withheld };
}
