import { ALERT_FORECAST_DAYS, ALERT_HISTORY_DAYS } from '../../../shared/domain/alerts';
import type { FieldItem } from '../db/field-entities';
import { db } from '../db/service';
import type { Logger } from '../logger';
import { getTeam } from '../teams/teams';
import { gridCell } from '../weather/grid';
import { teamMessageAllowance } from './allowance';
import { emptyCounts, fieldLink, raiseFinding, type TeamRun } from './dispatch';
import { daysAsOf, type WeatherSpan } from './field-inputs';
import { addDays } from '../../../shared/domain/weather';
import type { RuleDay, CropWindow, Finding } from './rules/types';
import { recipientsOf, teamRecipientIds } from './recipients';
import type { AlertSources } from './sources';
import type { AlertThresholds } from '../../../shared/domain/alerts';

/** What the daily evaluation and a replay share: a team's run, its fields, one field's findings on one day. */

/** A team's run: null when there is no such team. */
export async function startTeamRun(teamId: string, now: Date, log: Logger): Promise<TeamRun | null> {
  const team = await getTeam(teamId);
  if (!team) return null;
  const [recipients, allowance] = await Promise.all([teamRecipientIds(teamId, team.ownerId).then(recipientsOf), teamMessageAllowance(teamId, now)]);
  return { teamId, teamName: team.name, ownerId: team.ownerId, recipients, allowance, now, log, counts: emptyCounts(), seen: new Map(), inAppOnlyBefore: null };
}

export async function teamFields(teamId: string): Promise<FieldItem[]> {
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all' });
  return data;
}

/** A field's point for its weather: its centroid. */
export const fieldPoint = (field: FieldItem) => ({ lon: field.centroid[0] ?? 0, lat: field.centroid[1] ?? 0 });

/** One field on one day: what its inputs are, loaded once for every day read. */
export interface FieldInputs {
  field: FieldItem;
  span: WeatherSpan;
  crops: CropWindow[];
  /** The span's days in date order, for a replay reading it day after day (see spanWindow). */
  sorted?: readonly RuleDay[];
}

/** A span's days in date order. */
export const sortedDays = (span: WeatherSpan): RuleDay[] => [...span.days.values()].sort((a, b) => a.date.localeCompare(b.date));

const firstAtOrAfter = (days: readonly RuleDay[], date: string) => {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((days[middle]?.date ?? '') < date) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * daysAsOf over a span's sorted days: the same days (ALERT_HISTORY_DAYS before `today` to ALERT_FORECAST_DAYS from
 * it, those from `today` marked forecast) by two binary searches, where daysAsOf walks every date of the window:
 * a season's replay reads the window some 270 times a field.
 */
export function spanWindow(sorted: readonly RuleDay[], today: string): RuleDay[] {
  const window = sorted.slice(firstAtOrAfter(sorted, addDays(today, -ALERT_HISTORY_DAYS)), firstAtOrAfter(sorted, addDays(today, ALERT_FORECAST_DAYS)));
  return window.map((day) => (day.date >= today && !day.forecast ? { ...day, forecast: true } : day));
}

/** The weather rules' findings, then (when asked) the index anomaly's, for one field on one day. */
export async function fieldFindings(
  run: TeamRun,
  inputs: FieldInputs,
  day: string,
  thresholds: AlertThresholds,
  sources: AlertSources,
  withAnomaly: boolean,
): Promise<Finding[]> {
  const { field } = inputs;
  const point = fieldPoint(field);
  const weather = sources.weatherFindings({ fieldId: field.fieldId, lat: point.lat, lon: point.lon, today: day, weather: inputs.sorted ? spanWindow(inputs.sorted, day) : daysAsOf(inputs.span, day), crops: inputs.crops, thresholds });
  const anomaly = withAnomaly ? await sources.anomalyFindings(run.teamId, field.fieldId, day, inputs.crops, thresholds) : [];
  return [...weather, ...anomaly];
}

/**
 * The risks of a place, not of a crop: the rains' onset or false start and heavy rain read the same in every field
 * of one weather cell (the same weather), so they are raised once for the cell, naming the first field that found
 * them; a team with twenty fields around one village gets one SMS, not twenty.
 */
const PLACE_WIDE_KINDS: ReadonlySet<Finding['kind']> = new Set(['onset', 'false_start', 'heavy_rain']);

/** Raises a field's findings of one day (episodes dedupe them): how many were raised. */
export async function raiseFieldFindings(run: TeamRun, field: FieldItem, day: string, findings: readonly Finding[]): Promise<number> {
  let raised = 0;
  for (const finding of findings) {
    const scope = PLACE_WIDE_KINDS.has(finding.kind) ? `cell:${gridCell(fieldPoint(field)).id}` : field.fieldId;
    if (await raiseFinding(run, { field: { id: field.fieldId, name: field.name }, day, link: fieldLink(field.fieldId), scope }, finding)) raised += 1;
  }
  return raised;
}
