import type { FieldSummary } from '../../../shared/api/schemas/farm-summary';
import { fieldActivities } from '../activities/activity-store';
import { toActivities } from '../activities/to-activity';
import { fieldSeasons } from '../crops/crop-seasons';
import { fieldsById, toField } from '../fields/field-store';
import type { Logger } from '../logger';
import { forecastAnswer } from '../weather/answers';

/**
 * The selected-fields summary (spec 2 §2.8, §3 Field summary response): per field of the team, its crop seasons,
 * tasks and today's weather. Ids of other teams' fields or of no field are left out, as if they did not exist.
 */
export async function selectedFieldsSummary(teamId: string, fieldIds: string[], log?: Logger): Promise<FieldSummary[]> {
  const items = await fieldsById(teamId, fieldIds);
  return Promise.all(
    items.map(async (item): Promise<FieldSummary> => {
      const field = toField(item);
      const [lon, lat] = field.centroid;
      const [seasons, activity, weather] = await Promise.all([
        fieldSeasons(teamId, field.id),
        fieldActivities(teamId, field.id).then(toActivities),
        forecastAnswer({ lat, lon }, { place: { areaName: field.location ?? field.name, country: field.state ?? '' }, ...(log ? { log } : {}) })
          .then((days) => ({ days, error: null }))
          .catch((error: unknown) => ({ days: [], error: error instanceof Error ? error.message : 'The weather could not be fetched.' })),
      ]);
      return { field: { ...field, crop_season: seasons }, activity, weather: weather.days.slice(0, 1), weather_error: weather.error };
    }),
  );
}
