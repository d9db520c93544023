import type { FieldSummary } from '../../../shared/api/schemas/farm-summary';
import { weatherMeter } from '../../../shared/domain/admin';
import { fieldActivities } from '../activities/activity-store';
import { toActivities } from '../activities/to-activity';
import { startUsage } from '../admin/usage';
import { fieldSeasons } from '../crops/crop-seasons';
import { fieldsById, toField } from '../fields/field-store';
import type { Logger } from '../logger';
import type { TeamAccess } from '../teams/teams';
import { forecastAnswer } from '../weather/answers';
import { summaryPartsFor } from './summary-parts';

/** Each field's weather in the summary is a forecast call of its own, metered as one. */
const SUMMARY_WEATHER = weatherMeter('Weather summary');

type Weather = { days: FieldSummary['weather']; error: string | null };

/**
 * The selected-fields summary (spec 2 §2.8, §3 Field summary response): per field of the team, its crop seasons,
 * tasks and today's weather. Ids of other teams' fields or of no field are left out, as if they did not exist.
 * Tasks and weather are sent only to a member whose role opens their own routes (weather also only while the team
 * is approved); a part left out is named in `withheld`. Each field's weather fetched is recorded as usage.
 */
export async function selectedFieldsSummary(access: TeamAccess, fieldIds: string[], log?: Logger): Promise<FieldSummary[]> {
  const { teamId } = access;
  const [items, parts] = await Promise.all([fieldsById(teamId, fieldIds), summaryPartsFor(access, ['tasks', 'weather'])]);
  const meteredWeather = async (lat: number, lon: number, place: { areaName: string; country: string }): Promise<Weather> => {
    const usage = startUsage({ routeId: 'getSelectedFieldsSummary', meter: SUMMARY_WEATHER, teamId, userId: access.userId, memberId: access.memberId });
    const weather = await forecastAnswer({ lat, lon }, { place, ...(log ? { log } : {}) })
      .then((days): Weather => ({ days, error: null }))
      .catch((error: unknown): Weather => ({ days: [], error: error instanceof Error ? error.message : 'The weather could not be fetched.' }));
    // Metering never fails the summary: a lost record is logged (and alarmed on).
    await usage.settle(weather.error === null).catch((error: unknown) => log?.error('usage record not written', { error }));
    return weather;
  };
  return Promise.all(
    items.map(async (item): Promise<FieldSummary> => {
      const field = toField(item);
      const [lon, lat] = field.centroid;
      const [seasons, activity, weather] = await Promise.all([
        fieldSeasons(teamId, field.id),
        parts.shows('tasks') ? fieldActivities(teamId, field.id).then(toActivities) : Promise.resolve([]),
        parts.shows('weather')
          ? meteredWeather(lat, lon, { areaName: field.location ?? field.name, country: field.state ?? '' })
          : Promise.resolve<Weather>({ days: [], error: null }),
      ]);
      return {
        field: { ...field, crop_season: seasons },
        activity,
        weather: weather.days.slice(0, 1),
        weather_error: weather.error,
        withheld: parts.withheld,
      };
    }),
  );
}
