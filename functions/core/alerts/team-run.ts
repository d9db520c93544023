import { DEFAULT_ALERT_TIME_ZONE } from '../../../shared/domain/alerts';
import type { FieldItem } from '../db/field-entities';
import { db } from '../db/service';
import type { Logger } from '../logger';
import { getTeam } from '../teams/teams';
import { teamMessageAllowance } from './allowance';
import { emptyCounts, fieldLink, raiseFinding, type TeamRun } from './dispatch';
import { daysAsOf, type WeatherSpan } from './field-inputs';
import { recipientsOf, teamRecipientIds } from './recipients';
import type { CropWindow, Finding } from './rules/types';
import type { AlertSources } from './sources';
import type { AlertThresholds } from '../../../shared/domain/alerts';

/** What the daily evaluation and a replay share: a team's run, its fields, one field's findings on one day. */

/** Today in Nigeria (YYYY-MM-DD): the day the fields live in. */
export function nigeriaDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_ALERT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A team's run: null when there is no such team. */
export async function startTeamRun(teamId: string, now: Date, log: Logger): Promise<TeamRun | null> {
  const team = await getTeam(teamId);
  if (!team) return null;
  const [recipients, allowance] = await Promise.all([teamRecipientIds(teamId, team.ownerId).then(recipientsOf), teamMessageAllowance(teamId, now)]);
  return { teamId, teamName: team.name, ownerId: team.ownerId, recipients, allowance, now, log, counts: emptyCounts(), seen: new Map() };
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
  const weather = sources.weatherFindings({ fieldId: field.fieldId, lat: point.lat, lon: point.lon, today: day, weather: daysAsOf(inputs.span, day), crops: inputs.crops, thresholds });
  const anomaly = withAnomaly ? await sources.anomalyFindings(run.teamId, field.fieldId, day, inputs.crops, thresholds) : [];
  return [...weather, ...anomaly];
}

/** Raises a field's findings of one day (episodes dedupe them): how many were raised. */
export async function raiseFieldFindings(run: TeamRun, field: FieldItem, day: string, findings: readonly Finding[]): Promise<number> {
  let raised = 0;
  for (const finding of findings) {
    if (await raiseFinding(run, { field: { id: field.fieldId, name: field.name }, day, link: fieldLink(field.fieldId) }, finding)) raised += 1;
  }
  return raised;
}
