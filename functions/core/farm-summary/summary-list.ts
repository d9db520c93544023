import type { FarmSummaryList, FarmSummaryRow } from '../../../shared/api/schemas/farm-summary';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { listTeamFields } from '../fields/field-list';
import { db } from '../db/service';
import { boundaryHashOfField } from './boundary-hash';

/** The team's latest values of one index: the other indices' items are filtered out in the table, not sent. */
async function latestOfIndex(teamId: string, index: ScalarIndexId) {
  const { data } = await db()
    .entities.fieldIndexLatest.query.byTeam({ teamId })
    .where(({ index: itemIndex }, { eq }) => eq(itemIndex, index))
    .go({ pages: 'all' });
  return data;
}

/**
 * The farm summary list (spec 2 §2.6) in one request: the team's fields (cached list) and the latest values the
 * planner and worker store (one Query of the team's `LATEST#` items of the index). A field without a value for its current
 * boundary is `pending`: the screen asks the value call for it, which computes and stores it.
 */
export async function farmSummaryList(teamId: string, index: ScalarIndexId): Promise<FarmSummaryList> {
  const [fields, latest] = await Promise.all([listTeamFields(teamId), latestOfIndex(teamId, index)]);
  const byField = new Map(latest.map((value) => [value.fieldId, value]));
  const rows = fields.map((field): FarmSummaryRow => {
    const stored = byField.get(field.id);
    const value = stored && stored.boundaryHash === boundaryHashOfField(field) ? stored : null;
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
      pending: !value,
      last_crop: lastSeason?.crop.name ?? null,
      last_sowing_date: lastSeason?.sowing_date ?? null,
    };
  });
  return { index, rows };
}
