import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UserDetails } from '../../shared/api/schemas/accounts';
import type { Position } from '../../shared/api/schemas/fields';
import { DEFAULT_ALERT_THRESHOLDS } from '../../shared/domain/alerts';
import { addDays } from '../../shared/domain/weather';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { DEMO_FARM_FIELDS } from '../../functions/imagery/demo/demo-farm';
import { quietLogger } from '../../functions/core/logger';
import type { FieldSituation, Finding } from '../../functions/core/alerts/rules/types';
import type { AlertSources } from '../../functions/core/alerts/sources';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner } from '../support/teams';

/** The local stage's demo alerts: the owner's settings and plan, and a season's replay fast enough for every start. */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

/**
 * A dry spell every month, by the calendar (a warning from the 7th, an alert from the 10th to the 20th): about as
 * many findings a field as the demo season holds, and the same whatever the weather read, so a second replay has
 * nothing new to raise.
 */
function monthlySpells(situation: FieldSituation): Finding[] {
  const dayOfMonth = Number(situation.today.slice(8, 10));
  if (dayOfMonth < 7 || dayOfMonth > 20 || situation.weather.length === 0) return [];
  const first = `${situation.today.slice(0, 8)}01`;
  return [
    {
      kind: 'dry_spell',
      severity: dayOfMonth >= 10 ? 'alert' : 'warning',
      episode: `dry_spell:${first}`,
      evidence: { from: first, to: situation.today, observed_until: situation.today, figures: { dry_days: dayOfMonth }, series: [], source: 'weather' },
      values: { days: dayOfMonth, date: first },
    },
  ];
}

describe('demo alerts', () => {
  let owner: Session;
  let teamId: string;

  beforeAll(async () => {
    owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const profile = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${owner.sub}/profile/`, { token: owner.idToken })).body);
    teamId = profile.owned_team?.id ?? '';
  });

  it('gives the demo owner a verified number on every channel, and the demo team 200 messages a month', async () => {
    const { db } = await import('../../functions/core/db/service');
    const { data } = await db().entities.alertSettings.get({ userId: owner.sub }).go();
    expect(data).toMatchObject({ phone: '+2348030000001', language: 'en', channels: ['in_app', 'email', 'sms', 'whatsapp'] });
    const { monthUse } = await import('../../functions/core/alerts/allowance');
    expect((await monthUse(teamId)).total).toBe(200);
  });

  it('holds the weather events the demo season was made with: each alerted once (a place-wide risk once per weather cell), and no other weather alert', async () => {
    const { db } = await import('../../functions/core/db/service');
    const { demoWeatherEvents } = await import('../../functions/core/weather/providers/demo-events');
    const { fieldCropWindows } = await import('../../functions/core/alerts/field-inputs');
    const { gridCell } = await import('../../functions/core/weather/grid');
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    const [{ data: fields }, { data: episodes }] = await Promise.all([
      db().entities.field.query.byTeam({ teamId }).go({ pages: 'all' }),
      db().entities.alertEpisode.query.byField({ teamId }).go({ pages: 'all' }),
    ]);
    expect(fields.length).toBeGreaterThan(0);
    const placeWide = new Set(['onset', 'false_start', 'heavy_rain']);
    const expected = new Map<string, Set<string>>();
    const expect1 = (scope: string, episode: string) => expected.set(scope, (expected.get(scope) ?? new Set()).add(episode));
    for (const field of fields) {
      const [lon, lat] = field.centroid as [number, number];
      const crops = await fieldCropWindows(teamId, field.fieldId, today);
      // What the replay from 1 March to today could see (16 days ahead); a dry spell or the rain's return only where
      // a crop stood between sowing and maturity (harvest - 21 days) during the spell.
      const inField = (first: string, last: string) => crops.some((crop) => crop.sowing <= last && crop.harvest !== null && addDays(crop.harvest, -21) >= first);
      for (const event of demoWeatherEvents({ lat, lon }, year)) {
        if (event.from < `${year}-03-01` || event.from > addDays(today, 15)) continue;
        if (placeWide.has(event.kind)) expect1(`cell:${gridCell({ lat, lon }).id}`, event.episode);
        else if (inField(event.from, event.kind === 'dry_spell' ? event.to : addDays(event.to, -1))) expect1(field.fieldId, event.episode);
      }
    }
    const weatherKinds = new Set([...placeWide, 'dry_spell', 'rain_returned']);
    const alerted = new Map<string, string[]>();
    for (const item of episodes.filter((episode) => weatherKinds.has(episode.kind))) alerted.set(item.fieldId, [...(alerted.get(item.fieldId) ?? []), item.episode].sort());
    expect(Object.fromEntries(alerted)).toEqual(Object.fromEntries([...expected].map(([scope, set]) => [scope, [...set].sort()])));
    // Past mid-August, the season holds its three place-wide events, and a cropped field its dry spell and the rain's return.
    if (today >= `${year}-08-20`) expect([...expected.values()].reduce((sum, set) => sum + set.size, 0)).toBeGreaterThanOrEqual(5);
  });

  it('replays a season of the demo farm’s fields in seconds', async () => {
    const { drawField } = await import('../../functions/core/fields/field-edits');
    const { replayTeam } = await import('../../functions/core/alerts/replay-team');
    const other = await newOwner(stageUrl, sesEndpoint, 'demo-replay');
    for (const [at, field] of DEMO_FARM_FIELDS.entries()) {
      if (field.geometry.type !== 'Polygon') continue;
      await drawField(other.teamId, { name: `Replay ${at}`, group_name: '', geometry: { type: 'Polygon', coordinates: field.geometry.coordinates as Position[][] } });
    }
    const sources: AlertSources = { weatherFindings: monthlySpells, anomalyFindings: async () => [], teamThresholds: async () => ({ thresholds: DEFAULT_ALERT_THRESHOLDS, updatedAt: null }) };
    const year = new Date().getUTCFullYear();
    const started = Date.now();
    const today = new Date().toISOString().slice(0, 10);
    const run = await replayTeam(other.teamId, `${year}-03-01`, today, { log: quietLogger, sources, deliverFrom: addDays(today, -7) });
    const seconds = (Date.now() - started) / 1000;
    console.info(`[demo alerts] replayed ${run?.days} days of ${run?.fields} fields in ${seconds.toFixed(1)} s: ${run?.raised} alerts`);
    expect(run?.fields).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(10);
    const { data: alerts } = await (await import('../../functions/core/db/service')).db().entities.userAlert.query.byUser({ userId: other.session.sub }).go({ pages: 'all' });
    // The season's history is in the app only; the last week's alerts go by e-mail too.
    for (const alert of alerts) expect(alert.email === undefined).toBe(alert.createdAt.slice(0, 10) < addDays(today, -7));
    // Replayed again, nothing is raised twice.
    const again = await replayTeam(other.teamId, `${year}-03-01`, new Date().toISOString().slice(0, 10), { log: quietLogger, sources });
    expect(again?.raised).toBe(0);
  }, 120_000);
});
