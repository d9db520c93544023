import type { Field } from '../../../shared/api/schemas/fields';
import { summaryPartsFor } from '../farm-summary/summary-parts';
import { teamListValues } from '../imagery/list-values';
import type { TeamAccess } from '../teams/teams';
import { listedBoundaryHash, listTeamFields } from './field-list';

/**
 * The Field List as a member sees it: the team's fields with each one's NDVI average and performance percentage
 * (list-values.ts, one Query of stored values for the whole team) when the member's role reads index values
 * (monitoring.view_index, while the team is approved, as the index routes decide); null otherwise, and for a
 * field whose values were worked out for an earlier boundary or not yet.
 */
export async function fieldListFor(access: TeamAccess): Promise<Field[]> {
  const parts = await summaryPartsFor(access, ['index_values']);
  const [fields, values] = await Promise.all([
    listTeamFields(access.teamId),
    parts.shows('index_values') ? teamListValues(access.teamId) : Promise.resolve(null),
  ]);
  if (!values || values.size === 0) return fields;
  return fields.map((field) => {
    const stored = values.get(field.id);
    if (!stored || stored.boundaryHash !== listedBoundaryHash(field)) return field;
    return { ...field, ndvi_average: stored.ndviAverage, performance_percentage: stored.performancePercentage };
  });
}
