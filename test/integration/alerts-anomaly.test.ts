import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fieldCropWindows } from '../../functions/core/alerts/field-inputs';
import { anomalyFindings } from '../../functions/core/alerts/index-history';
import { fieldForImagery } from '../../functions/core/imagery/field-shape';
import { putStatistics } from '../../functions/core/imagery/stat-store';
import { Crop } from '../../shared/api/schemas/crops';
import { Field } from '../../shared/api/schemas/fields';
import { DEFAULT_ALERT_THRESHOLDS } from '../../shared/domain/alerts';
import { addDays, daysBetween } from '../../shared/domain/weather';
import { lonLatSquare } from '../fixtures/field-files';
import { api } from '../support/local-client';
import { indexStatistics, storedDay } from '../support/stored-days';
import { newOwner, type Owner } from '../support/teams';

/**
 * The crop anomaly rule on stored index statistics (the statistics table, as the index jobs write it): a maize
 * field of a 2025 season (before the stage's imagery backfill) below its own 2023 and 2024 range, and another
 * falling faster than the team's other maize fields. The evaluation job calls anomalyFindings per field.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

let owner: Owner;
const fields: Record<'low' | 'falling' | 'steadyA' | 'steadyB', Field> = {} as never;

/** NDVI every 5 days from `from` to `to` (valued by date), stored for the field's current boundary. */
async function storeSeries(field: Field, from: string, to: string, value: (date: string) => number, validFraction = 0.95) {
  const { boundaryHash } = await fieldForImagery(owner.teamId, field.id);
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 5)) days.push(storedDay(date, { NDVI: indexStatistics('NDVI', value(date), { validFraction }) }));
  await putStatistics(owner.teamId, field.id, boundaryHash, days);
}

const evaluate = async (field: Field, today: string) =>
  anomalyFindings(owner.teamId, field.id, today, await fieldCropWindows(owner.teamId, field.id, today), DEFAULT_ALERT_THRESHOLDS);

beforeAll(async () => {
  owner = await newOwner(stageUrl, sesEndpoint, 'anomaly');
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api(stageUrl, method, path, { token: owner.session.idToken, body });
  const maize = Crop.array()
    .parse((await call('GET', '/field/crop/list/')).body)
    .find((crop) => crop.name === 'Maize')!;
  let lon = 7.5;
  for (const name of ['low', 'falling', 'steadyA', 'steadyB'] as const) {
    lon += 0.02;
    const drawn = await call('POST', '/field/draw/', { team: owner.teamId, name, coordinates: lonLatSquare(lon, 10.52, 0.004) });
    expect(drawn.status).toBe(201);
    fields[name] = Field.parse(drawn.body);
    const season = await call('POST', '/field/season/define/', { crop: maize.id, season: 2025, field: fields[name].id, sowing_date: '2025-05-01', harvest_date: '2025-09-30' });
    expect(season.status).toBe(201);
  }
  // The low field: 0.60 in 2023 and 0.65 in 2024; in 2025 0.62 until 5 July, then 0.50, 0.48, 0.45.
  await storeSeries(fields.low, '2023-05-01', '2023-09-30', () => 0.6);
  await storeSeries(fields.low, '2024-05-01', '2024-09-30', () => 0.65);
  await storeSeries(fields.low, '2025-05-26', '2025-07-20', (date) => (date < '2025-07-10' ? 0.62 : date === '2025-07-10' ? 0.5 : date === '2025-07-15' ? 0.48 : 0.45));
  // A cloudy view between them (a fifth of the field seen) reads high: it must not break the run.
  await storeSeries(fields.low, '2025-07-12', '2025-07-12', () => 0.9, 0.2);
  // The falling field: no earlier years; 0.70, then 0.01 a day lower from 5 July.
  await storeSeries(fields.falling, '2025-05-26', '2025-07-20', (date) => (date <= '2025-07-05' ? 0.7 : 0.7 - 0.01 * daysBetween('2025-07-05', date)));
  await storeSeries(fields.steadyA, '2025-05-26', '2025-07-20', () => 0.68);
  await storeSeries(fields.steadyB, '2025-05-26', '2025-07-20', () => 0.66);
}, 180_000);

describe('crop anomalies from stored statistics', () => {
  it("alerts a field below its own previous years' range, once for the run, cloudy views left out", async () => {
    const findings = await evaluate(fields.low, '2025-07-21');
    expect(findings.map((finding) => finding.episode)).toEqual(['anomaly:2025:2025-07-10']);
    expect(findings[0]).toMatchObject({
      kind: 'anomaly',
      severity: 'warning',
      values: { index: 'NDVI', value: 0.45, usual: 0.6, date: '2025-07-20', crop: 'Maize' },
      evidence: { from: '2025-07-10', to: '2025-07-20', source: 'index', figures: { usual_low: 0.6, usual_high: 0.65, years: 2 } },
    });
    expect(findings[0]!.evidence.series.some((point) => point.value === 0.9)).toBe(false);
    expect((await evaluate(fields.low, '2025-07-16')).map((finding) => finding.episode)).toEqual(['anomaly:2025:2025-07-10']);
    expect(await evaluate(fields.low, '2025-07-11')).toEqual([]);
  });

  it("alerts a field falling faster than the team's other fields of the same crop", async () => {
    const findings = await evaluate(fields.falling, '2025-07-21');
    expect(findings.map((finding) => finding.episode)).toEqual(['anomaly_decline:2025:2025-07-15']);
    expect(findings[0]!.evidence.figures).toMatchObject({ peers: 3, peers_slope: 0 });
  });

  it('raises nothing for steady fields, or outside the crop window', async () => {
    expect(await evaluate(fields.steadyA, '2025-07-21')).toEqual([]);
    expect(await evaluate(fields.low, '2025-10-15')).toEqual([]);
    expect(await evaluate(fields.low, '2025-05-15')).toEqual([]);
  });
});
