import { SCALAR_INDEX_IDS, type ScalarIndexId } from '../../../shared/domain/indices';
import type { LatestIndexValue, MonitoringResponse } from '../../../shared/api/schemas/monitoring';
import { db } from '../db/service';
import { listTeamFields } from '../fields/field-list';
import { boundaryHashOf } from './field-shape';
import { latestForTeam, type TeamLatest } from './latest-values';

const toValue = (latest: TeamLatest): LatestIndexValue => ({
  value: latest.mean,
  date: latest.date,
  min: latest.min,
  max: latest.max,
  stDev: latest.stDev,
  valueChange: latest.valueChange,
  previousDate: latest.previousDate,
  validFraction: latest.validFraction,
  fieldCloudPercent: latest.fieldCloudPercent,
  lowConfidence: latest.lowConfidence,
});

/**
 * GET /monitoring/: every field of the team with the latest clear value of each index the planner and worker
 * stored, and its scene date: the team's field list (cached per team) and one Query of the latest items.
 * A value stored for an older outline of a field is not shown for the new one.
 */
export async function teamMonitoring(teamId: string): Promise<MonitoringResponse> {
  const [fields, latest, hashes] = await Promise.all([listTeamFields(teamId), latestForTeam(teamId), fieldHashes(teamId)]);
  const byField = new Map<string, Map<ScalarIndexId, TeamLatest>>();
  for (const value of latest.values) {
    if (hashes.get(value.fieldId) !== value.boundaryHash) continue;
    const indices = byField.get(value.fieldId) ?? new Map<ScalarIndexId, TeamLatest>();
    indices.set(value.index, value);
    byField.set(value.fieldId, indices);
  }
  return {
    complete: latest.complete,
    fields: fields.map((field) => {
      const values = byField.get(field.id);
      const indices = Object.fromEntries(SCALAR_INDEX_IDS.map((index) => [index, values?.get(index) ? toValue(values.get(index) as TeamLatest) : null])) as MonitoringResponse['fields'][number]['indices'];
      const dates = [...(values?.values() ?? [])].map((value) => value.date).sort();
      return { id: field.id, name: field.name, group_name: field.group_name, size: field.size, centroid: field.centroid, latestDate: dates.at(-1) ?? null, indices };
    }),
  };
}

async function fieldHashes(teamId: string): Promise<Map<string, string>> {
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['fieldId', 'boundary'] });
  return new Map(data.map((item) => [item.fieldId, boundaryHashOf(item.boundary)]));
}
