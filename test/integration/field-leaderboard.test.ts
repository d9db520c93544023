import { beforeAll, describe, expect, inject, it } from 'vitest';
import { putDays } from '../../functions/core/imagery/computed-day-writes';
import { fieldForImagery } from '../../functions/core/imagery/field-shape';
import { translate } from '../../functions/core/i18n/translate';
import { Crop } from '../../shared/api/schemas/crops';
import { Field } from '../../shared/api/schemas/fields';
import { Leaderboard } from '../../shared/api/schemas/leaderboard';
import { API_PREFIX } from '../../shared/api/routes';
import { FARM_SUMMARY_MESSAGES } from '../../shared/domain/farm-summary';
import { LEADERBOARD_MESSAGES } from '../../shared/domain/leaderboard';
import { LEADERBOARD_CSV_HEADER } from '../../shared/domain/leaderboard-csv';
import { lonLatSquare } from '../fixtures/field-files';
import { parseCsv } from '../support/csv';
import { api } from '../support/local-client';
import { indexStatistics, storedDay } from '../support/stored-days';
import { newOwner, type Owner } from '../support/teams';

/**
 * The field leaderboard on the local stage, from NDVI values stored as the index worker stores them: five fields of
 * a fresh team, three of maize with values this year (one with two earlier years in the same weeks, one rising),
 * one of maize without any value, one of another crop alone on the team.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

let owner: Owner;
let other: Owner;
let otherCrop: Crop;
let maize: Crop;
const fields: Record<'A' | 'B' | 'C' | 'D' | 'E', Field> = {} as Record<'A' | 'B' | 'C' | 'D' | 'E', Field>;

const get = (path: string, who: Owner = owner, headers: Record<string, string> = {}) => api(stageUrl, 'GET', path, { token: who.session.idToken, headers });
const board = async (query = '') => {
  const answer = await get(`/field/leaderboard/${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Leaderboard.parse(answer.body);
};

async function store(field: Field, values: Array<[string, number]>) {
  const { boundaryHash } = await fieldForImagery(owner.teamId, field.id);
  await putDays(owner.teamId, field.id, boundaryHash, values.map(([date, mean]) => storedDay(date, { NDVI: indexStatistics('NDVI', mean) })));
}

beforeAll(async () => {
  [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'leaders'), newOwner(stageUrl, sesEndpoint, 'rivals')]);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api(stageUrl, method, path, { token: owner.session.idToken, body });
  const crops = Crop.array().parse((await call('GET', '/field/crop/list/')).body);
  maize = crops.find((crop) => crop.name === 'Maize') as Crop;
  const sorghum = crops.find((crop) => crop.name !== 'Maize') as Crop;
  const made = await api(stageUrl, 'POST', '/field/crop/define/', { token: other.session.idToken, body: { name: 'Bambara nut', description: 'Hardy legume' } });
  expect(made.status).toBe(201);
  otherCrop = Crop.parse(made.body);
  const plan = { A: [8.515, 'North block', maize], B: [3.866, 'North block', maize], C: [8.518, 'South block', maize], D: [3.869, 'South block', maize], E: [3.872, 'South block', sorghum] } as const;
  for (const [name, [lon, group, crop]] of Object.entries(plan)) {
    const drawn = await call('POST', '/field/draw/', { team: owner.teamId, name: `Plot ${name}`, group_name: group, coordinates: lonLatSquare(lon, lon > 5 ? 11.97 : 7.405, 0.002) });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    fields[name as keyof typeof fields] = Field.parse(drawn.body);
    const season = await call('POST', '/field/season/define/', { crop: crop.id, season: 2026, field: fields[name as keyof typeof fields].id, sowing_date: '2026-05-01', harvest_date: '2026-10-30' });
    expect(season.status).toBe(201);
  }
  // A rises 0.04 a week to 0.70 on 12 August 2026 (ISO week 33); 0.50 in that week of 2025 and 0.60 of 2024.
  await store(fields.A, [['2024-08-14', 0.6], ['2025-08-13', 0.5], ...[0, 1, 2, 3, 4, 5].map((week): [string, number] => [`2026-${['07-08', '07-15', '07-22', '07-29', '08-05', '08-12'][week]}`, 0.5 + 0.04 * week])]);
  await store(fields.B, [['2026-07-29', 0.6], ['2026-08-05', 0.6], ['2026-08-12', 0.6]]);
  await store(fields.C, [['2025-08-13', 0.5], ['2026-08-12', 0.4]]);
  await store(fields.E, [['2026-08-12', 0.3]]);
}, 180_000);

describe('the field leaderboard', () => {
  it('ranks fields by their own previous years and their crop’s median, fields without a score last with the reason', async () => {
    const answer = await board();
    expect(answer.index).toBe('NDVI');
    expect(answer.rows.map((row) => [row.field_name, row.rank, row.reason])).toEqual([
      ['Plot A', 1, null],
      ['Plot B', 2, null],
      ['Plot C', 3, null],
      ['Plot E', null, 'no_comparison'],
      ['Plot D', null, 'no_value'],
    ]);
    const [a, b, c] = answer.rows;
    expect(a).toMatchObject({ value: 0.7, date: '2026-08-12', crop: { id: maize.id, name: 'Maize' }, own: { years: [2024, 2025] }, crop_group: { fields: 2, percentile: 100 }, trend: { word: 'rising' } });
    expect(a?.own.baseline).toBeCloseTo(0.55);
    expect(a?.crop_group.median).toBeCloseTo(0.5);
    expect(a?.score).toBeCloseTo((0.15 + 0.2) / 2);
    expect(a?.trend.slope_per_week).toBeCloseTo(0.04);
    expect(b).toMatchObject({ own: { baseline: null, years: [] }, trend: { word: 'steady' } });
    expect(b?.score).toBeCloseTo(0.05);
    expect(c?.score).toBeCloseTo((-0.1 + -0.25) / 2);
    expect(c?.trend.word).toBeNull();
    expect(answer.filters.groups).toEqual(['North block', 'South block']);
    expect(answer.filters.crops.map((crop) => crop.id)).toContain(maize.id);
  });

  it('filters by crop, group and LGA, the comparisons still taking the whole team', async () => {
    const north = await board('?group=North%20block');
    expect(north.rows.map((row) => [row.field_name, row.rank])).toEqual([['Plot A', 1], ['Plot B', 2]]);
    expect(north.rows[0]?.crop_group.fields).toBe(2);
    const lga = fields.A.lga as string;
    const inLga = await board(`?lga=${encodeURIComponent(lga)}`);
    expect(inLga.rows.map((row) => row.field_id).sort()).toEqual(Object.values(fields).filter((field) => field.lga === lga).map((field) => field.id).sort());
    expect((await board(`?crop=${maize.id}`)).rows.map((row) => row.field_name)).toEqual(['Plot A', 'Plot B', 'Plot C', 'Plot D']);
    expect((await board('?index=lai')).rows.every((row) => row.reason === 'no_value')).toBe(true);
  });

  it('refuses another team’s filter values, a bad index and another team’s caller, in the caller’s language', async () => {
    const unknownCrop = await get(`/field/leaderboard/?crop=${otherCrop.id}`, owner, { 'accept-language': 'ha' });
    expect(unknownCrop.status).toBe(404);
    expect(JSON.stringify(unknownCrop.body)).toContain(translate('ha', LEADERBOARD_MESSAGES.filterUnknown));
    expect((await get('/field/leaderboard/?group=Nowhere')).status).toBe(404);
    const badIndex = await get('/field/leaderboard/?index=XYZ', owner, { 'accept-language': 'yo' });
    expect(badIndex.status).toBe(400);
    expect(JSON.stringify(badIndex.body)).toContain(translate('yo', FARM_SUMMARY_MESSAGES.indexRequired));
    const stranger = await get(`/field/leaderboard/?team=${owner.teamId}`, other);
    expect(stranger.status).toBe(403);
    expect(JSON.stringify(stranger.body)).not.toContain('Plot A');
    // The other team's own leaderboard knows nothing of these fields.
    const theirs = await get(`/field/leaderboard/?team=${other.teamId}`, other);
    expect(Leaderboard.parse(theirs.body).rows).toEqual([]);
  });

  it('answers the same rows as a CSV file, its header and words in the caller’s language', async () => {
    const response = await fetch(`${stageUrl}${API_PREFIX}/field/leaderboard/csv/?group=North%20block`, { headers: { authorization: `Bearer ${owner.session.idToken}`, 'accept-language': 'ha' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(LEADERBOARD_CSV_HEADER.map((key) => translate('ha', key)));
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([['1', 'Plot A'], ['2', 'Plot B']]);
    expect(rows[1]).toContain(translate('ha', 'farm-summary.leaderboard.trend.rising'));
  });
});
