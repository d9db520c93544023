import { execFileSync } from 'node:child_process';
import { translateText } from '../../functions/core/i18n/translate';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActivityType } from '../../shared/domain/activities';
import { db } from '../../functions/core/db/service';
import { boundaryHashOfField } from '../../functions/core/farm-summary/boundary-hash';
import { putStatistics } from '../../functions/core/imagery/stat-store';
import { putFieldSeason } from '../../functions/core/season/season-store';
import { API_PREFIX } from '../../shared/api/routes';
import { Crop, CropSeason } from '../../shared/api/schemas/crops';
import { Field } from '../../shared/api/schemas/fields';
import { SeasonComparison, SeasonRecord, type DetectedSeason } from '../../shared/api/schemas/season';
import { SEASON_RECORD_LIMITS, SEASON_RECORD_MESSAGES } from '../../shared/domain/season-record';
import { lonLatSquare } from '../fixtures/field-files';
import { parseCsv } from '../support/csv';
import { api } from '../support/local-client';
import { indexStatistics, storedDay } from '../support/stored-days';
import { newOwner, type Owner } from '../support/teams';

/**
 * Season records (yield, revenue, the field's task costs per hectare) and the season comparison report (JSON, CSV,
 * PDF) through the local gateway, on the real store: the stored statistics and detections are written as the
 * scheduled precompute writes them.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const call = (who: Owner, method: string, path: string, body?: unknown) => api(stageUrl, method, path, { token: who.session.idToken, body });
const download = (who: Owner, path: string) => fetch(`${stageUrl}${API_PREFIX}${path}`, { headers: { authorization: `Bearer ${who.session.idToken}` } });
const round2 = (value: number) => Math.round(value * 100) / 100;

let drawn = 0;
async function drawField(owner: Owner, name: string): Promise<Field> {
  drawn += 1;
  const { status, body } = await call(owner, 'POST', '/field/draw/', { team: owner.teamId, name, coordinates: lonLatSquare(7.2 + drawn * 0.01, 10.4, 0.004) });
  expect(status).toBe(201);
  return Field.parse(body);
}

async function planSeason(owner: Owner, field: Field, crop: Crop, year: number, sowing: string, harvest: string): Promise<CropSeason> {
  const { status, body } = await call(owner, 'POST', '/field/season/define/', { crop: crop.id, season: year, field: field.id, sowing_date: sowing, harvest_date: harvest });
  expect(status).toBe(201);
  return CropSeason.parse(body);
}

async function addTask(owner: Owner, field: Field, startDate: string, actualCost: number, type: ActivityType = 'other'): Promise<void> {
  const { status } = await call(owner, 'POST', '/activity/create/', {
    field: field.id,
    name: `Work of ${startDate}`,
    description: 'Season work',
    type,
    start_date: startDate,
    end_date: startDate,
    planned_cost: actualCost,
    actual_cost: actualCost,
  });
  expect(status).toBe(201);
}

const detectedSeason = (start: string | null, end: string | null, season = 1): DetectedSeason => ({ season, start, end, peakValue: 0.78, amplitude: 0.55, confidence: 'high' });

async function storeDetection(owner: Owner, field: Field, year: number, seasons: DetectedSeason[], boundaryHash = boundaryHashOfField(field)): Promise<void> {
  await putFieldSeason({
    teamId: owner.teamId,
    fieldId: field.id,
    year,
    boundaryHash,
    detection: { landUse: seasons.length > 1 ? 'double-crop' : 'crop', seasons, events: [], message: null },
    stage: null,
    detectedAt: '2025-12-31T00:00:00.000Z',
    pending: [],
  });
}

describe('season records and the season comparison', () => {
  let owner: Owner;
  let other: Owner;
  let north: Field;
  let south: Field;
  let theirs: Field;
  let maize: Crop;
  let northMain: CropSeason;
  let northEarlier: CropSeason;
  let southMain: CropSeason;
  let theirSeason: CropSeason;

  beforeAll(async () => {
    [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'records'), newOwner(stageUrl, sesEndpoint, 'recordsother')]);
    [north, south, theirs] = await Promise.all([drawField(owner, 'Record North'), drawField(owner, 'Record South'), drawField(other, 'Their Record Plot')]);
    const crops = Crop.array().parse((await call(owner, 'GET', '/field/crop/list/')).body);
    maize = crops.find((crop) => crop.name === 'Maize')!;
    const theirMaize = Crop.array()
      .parse((await call(other, 'GET', '/field/crop/list/')).body)
      .find((crop) => crop.name === 'Maize')!;
    [northMain, northEarlier, southMain, theirSeason] = await Promise.all([
      planSeason(owner, north, maize, 2025, '2025-05-10', '2025-09-20'),
      planSeason(owner, north, maize, 2024, '2024-05-01', '2024-09-01'),
      planSeason(owner, south, maize, 2025, '2025-06-01', '2025-10-01'),
      planSeason(other, theirs, theirMaize, 2025, '2025-05-10', '2025-09-20'),
    ]);
    // North's 2025 window for tasks: 2025-04-10 to 2025-10-20. Inside: 20,000 + 15,000 + 5,000; outside: the rest.
    await Promise.all([
      addTask(owner, north, '2025-04-10', 20_000),
      addTask(owner, north, '2025-06-01', 15_000, 'fertilising'),
      addTask(owner, north, '2025-10-20', 5_000),
      addTask(owner, north, '2025-04-09', 99_999),
      addTask(owner, north, '2025-10-21', 77_777),
      addTask(owner, south, '2025-06-15', 55_555),
    ]);
  });

  it('answers a season without a record with its tasks’ costs inside the season’s window and nulls for the rest', async () => {
    const { status, body } = await call(owner, 'GET', `/field/season/${northMain.id}/record/`);
    expect(status).toBe(200);
    expect(SeasonRecord.parse(body)).toEqual({
      season: northMain.id,
      yield_amount: null,
      yield_unit: null,
      bag_kg: null,
      yield_kg: null,
      revenue: null,
      costs: 40_000,
      task_count: 3,
      costs_by_type: [
        { type: 'fertilising', tasks: 1, costs: 15_000 },
        { type: 'other', tasks: 2, costs: 25_000 },
      ],
      area_ha: north.size,
      yield_kg_per_ha: null,
      cost_per_ha: round2(40_000 / north.size),
      revenue_per_ha: null,
      margin_per_ha: null,
      updated_at: null,
    });
  });

  it('stores a yield in bags and its revenue, answers kg and the figures per hectare, and reads them back', async () => {
    const saved = await call(owner, 'PUT', `/field/season/${northMain.id}/record/`, { yield_amount: 40, yield_unit: 'bag', bag_kg: 50, revenue: 600_000 });
    expect(saved.status).toBe(200);
    const record = SeasonRecord.parse(saved.body);
    expect(record).toMatchObject({
      yield_amount: 40,
      yield_unit: 'bag',
      bag_kg: 50,
      yield_kg: 2000,
      revenue: 600_000,
      costs: 40_000,
      yield_kg_per_ha: round2(2000 / north.size),
      revenue_per_ha: round2(600_000 / north.size),
      margin_per_ha: round2(560_000 / north.size),
    });
    expect(Date.parse(record.updated_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(SeasonRecord.parse((await call(owner, 'GET', `/field/season/${northMain.id}/record/`)).body)).toEqual(record);
    // A second record replaces the first: kg need no bag weight, and a record without revenue has no margin.
    const again = SeasonRecord.parse((await call(owner, 'PUT', `/field/season/${northMain.id}/record/`, { yield_amount: 1800, yield_unit: 'kg', bag_kg: 90 })).body);
    expect(again).toMatchObject({ yield_kg: 1800, yield_unit: 'kg', bag_kg: null, revenue: null, revenue_per_ha: null, margin_per_ha: null, costs: 40_000 });
    const final = SeasonRecord.parse((await call(owner, 'PUT', `/field/season/${northMain.id}/record/`, { yield_amount: 2400, yield_unit: 'kg', revenue: 720_000 })).body);
    expect(final).toMatchObject({ yield_kg: 2400, revenue: 720_000, margin_per_ha: round2(680_000 / north.size) });
  });

  it('refuses a bag yield without its weight, negative, absurd and non-numbers with the record’s messages', async () => {
    const refused = async (body: unknown, message: string) => {
      const answer = await call(owner, 'PUT', `/field/season/${southMain.id}/record/`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
    };
    await refused({ yield_amount: 10, yield_unit: 'bag' }, translateText('en', SEASON_RECORD_MESSAGES.bagWeightRequired));
    await refused({ yield_amount: 10, yield_unit: 'bag', bag_kg: 0 }, translateText('en', SEASON_RECORD_MESSAGES.bagWeightRequired));
    await refused({ yield_amount: -3, yield_unit: 'kg' }, translateText('en', SEASON_RECORD_MESSAGES.yieldInvalid));
    await refused({ yield_amount: SEASON_RECORD_LIMITS.maxYieldAmount + 1, yield_unit: 'kg' }, translateText('en', SEASON_RECORD_MESSAGES.yieldInvalid));
    await refused({ yield_amount: 'lots', yield_unit: 'kg' }, translateText('en', SEASON_RECORD_MESSAGES.yieldInvalid));
    await refused({ yield_amount: 10, yield_unit: 'kg', revenue: -1 }, translateText('en', SEASON_RECORD_MESSAGES.revenueInvalid));
    await refused({ yield_amount: 10, yield_unit: 'kg', revenue: SEASON_RECORD_LIMITS.maxRevenue * 10 }, translateText('en', SEASON_RECORD_MESSAGES.revenueInvalid));
    await refused({ yield_amount: 10, yield_unit: 'tonnes' }, translateText('en', SEASON_RECORD_MESSAGES.unitInvalid));
    // Nothing was stored by the refusals.
    expect(SeasonRecord.parse((await call(owner, 'GET', `/field/season/${southMain.id}/record/`)).body).yield_amount).toBeNull();
  });

  it('answers another team’s season record and a season that does not exist alike (404), so an id tells nothing', async () => {
    for (const [method, body] of [['GET', undefined], ['PUT', { yield_amount: 1, yield_unit: 'kg' }]] as const) {
      const missing = await call(owner, method, `/field/season/NO-SUCH-SEASON/record/`, body);
      expect(missing.status, method).toBe(404);
      expect(await call(other, method, `/field/season/${northMain.id}/record/`, body), method).toEqual(missing);
    }
    expect(SeasonRecord.parse((await call(owner, 'GET', `/field/season/${northMain.id}/record/`)).body).yield_kg).toBe(2400);
  });

  describe('the season comparison', () => {
    const northHash = () => boundaryHashOfField(north);
    beforeAll(async () => {
      // North's stored NDVI days: inside the 2025 curve's window (2025-04-10 to 2025-10-20) three clear ones, one too
      // cloudy, and one outside it; none for 2024. South's detection was made on another boundary: not its own.
      const day = (date: string, mean: number, fieldCloudPercent = 5) => {
        const stats = indexStatistics('NDVI', mean);
        return storedDay(date, { NDVI: { ...stats, fieldCloudPercent } });
      };
      await putStatistics(owner.teamId, north.id, northHash(), [day('2025-04-20', 0.21), day('2025-07-15', 0.74), day('2025-08-01', 0.6, 95), day('2025-09-30', 0.33), day('2025-12-01', 0.2)]);
      await Promise.all([
        storeDetection(owner, north, 2025, [detectedSeason('2025-05-19', '2025-09-25', 1), detectedSeason('2025-10-10', null, 2)]),
        storeDetection(owner, south, 2025, [detectedSeason('2025-06-03', '2025-10-02')], 'another-boundary'),
      ]);
    });

    it('answers every planned season of the team’s fields with its detected dates, record and clear NDVI curve', async () => {
      const { status, body } = await call(owner, 'GET', '/field/season/compare/');
      expect(status).toBe(200);
      const comparison = SeasonComparison.parse(body);
      expect(comparison.message ?? null).toBeNull();
      expect(comparison.rows.map((row) => [row.field.name, row.year, row.season_id])).toEqual([
        ['Record North', 2024, northEarlier.id],
        ['Record North', 2025, northMain.id],
        ['Record South', 2025, southMain.id],
      ]);
      const [earlier, main, southRow] = comparison.rows;
      expect(main).toMatchObject({
        field: { id: north.id, name: 'Record North', area_ha: north.size },
        crop: 'Maize',
        planned_sowing: '2025-05-10',
        planned_harvest: '2025-09-20',
        detected_sowing: '2025-05-19',
        detected_harvest: '2025-09-25',
        record: { yield_kg: 2400, revenue: 720_000, costs: 40_000, task_count: 3 },
        curve: [
          { date: '2025-04-20', value: 0.21 },
          { date: '2025-07-15', value: 0.74 },
          { date: '2025-09-30', value: 0.33 },
        ],
      });
      expect(earlier).toMatchObject({ detected_sowing: null, detected_harvest: null, curve: [], record: { costs: 0, task_count: 0, yield_kg: null } });
      expect(southRow).toMatchObject({ detected_sowing: null, detected_harvest: null, record: { costs: 55_555, task_count: 1 } });
    });

    it('keeps to the chosen fields and years, and says when no season is planned on them', async () => {
      const rows = async (query: string) => SeasonComparison.parse((await call(owner, 'GET', `/field/season/compare/${query}`)).body).rows.map((row) => row.season_id);
      expect(await rows('?years=2025')).toEqual([northMain.id, southMain.id]);
      expect(await rows(`?fields=${south.id}`)).toEqual([southMain.id]);
      expect(await rows(`?fields=${north.id},${south.id}&years=2024,2025`)).toEqual([northEarlier.id, northMain.id, southMain.id]);
      expect(SeasonComparison.parse((await call(owner, 'GET', `/field/season/compare/?years=2030`)).body)).toEqual({ rows: [], message: SEASON_RECORD_MESSAGES.noSeasons });
    });

    it('refuses another team’s fields (404), bad years and more fields than one comparison holds (400)', async () => {
      expect((await call(owner, 'GET', `/field/season/compare/?fields=${theirs.id}`)).status).toBe(404);
      expect((await call(owner, 'GET', `/field/season/compare/?fields=${north.id},${theirs.id}`)).status).toBe(404);
      expect((await call(other, 'GET', `/field/season/compare/?fields=${north.id}`)).status).toBe(404);
      expect((await call(other, 'GET', `/field/season/compare/csv/?fields=${north.id}`)).status).toBe(404);
      expect((await call(owner, 'GET', `/field/season/compare/?fields=no-such-field`)).status).toBe(404);
      const years = await call(owner, 'GET', '/field/season/compare/?years=2016');
      expect(years.status).toBe(400);
      expect(JSON.stringify(years.body)).toContain(translateText('en', SEASON_RECORD_MESSAGES.yearsInvalid));
      const many = Array.from({ length: SEASON_RECORD_LIMITS.maxComparisonFields + 1 }, (_, i) => `field-${i}`).join(',');
      const tooMany = await call(owner, 'GET', `/field/season/compare/?fields=${many}`);
      expect(tooMany.status).toBe(400);
      expect(JSON.stringify(tooMany.body)).toContain(translateText('en', SEASON_RECORD_MESSAGES.tooManyFields));
      // The other team sees its own season only.
      const theirRows = SeasonComparison.parse((await call(other, 'GET', '/field/season/compare/')).body).rows;
      expect(theirRows.map((row) => row.season_id)).toEqual([theirSeason.id]);
    });

    it('downloads the comparison as CSV, one row per season', async () => {
      const response = await download(owner, '/field/season/compare/csv/?years=2025');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toContain('season-comparison.csv');
      const [header, ...rows] = parseCsv(await response.text());
      expect(header).toEqual(['field', 'area_ha', 'year', 'crop', 'planned_sowing', 'detected_sowing', 'planned_harvest', 'detected_harvest', 'yield_kg', 'yield_kg_per_ha', 'costs', 'cost_per_ha', 'revenue', 'margin_per_ha']);
      expect(rows).toEqual([
        [
          'Record North',
          String(north.size),
          '2025',
          'Maize',
          '2025-05-10',
          '2025-05-19',
          '2025-09-20',
          '2025-09-25',
          '2400',
          String(round2(2400 / north.size)),
          '40000',
          String(round2(40_000 / north.size)),
          '720000',
          String(round2(680_000 / north.size)),
        ],
        ['Record South', String(south.size), '2025', 'Maize', '2025-06-01', '', '2025-10-01', '', '', '', '55555', String(round2(55_555 / south.size)), '', ''],
      ]);
    });

    it('downloads the comparison as a PDF holding the fields, their seasons and figures', async () => {
      const response = await download(owner, '/field/season/compare/pdf/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const file = join(mkdtempSync(join(tmpdir(), 'season-comparison-')), 'season-comparison.pdf');
      writeFileSync(file, bytes);
      // poppler reads it whole (a broken cross-reference table or stream would fail here).
      const words = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const text of ['Season comparison', '3 seasons of 2 fields', 'Record North', 'Record South', '2025-05-19', '2025-09-25', '2,400 kg', 'NGN 720,000', 'NGN 55,555']) {
        expect(words).toContain(text);
      }
    });
  });

  it('deletes a season’s record with the season', async () => {
    const season = await planSeason(owner, south, maize, 2026, '2026-05-01', '2026-09-01');
    expect((await call(owner, 'PUT', `/field/season/${season.id}/record/`, { yield_amount: 5, yield_unit: 'bag', bag_kg: 100 })).status).toBe(200);
    expect((await db().entities.seasonRecord.get({ teamId: owner.teamId, seasonId: season.id }).go()).data).not.toBeNull();
    expect((await call(owner, 'DELETE', `/field/season/${season.id}`)).status).toBe(204);
    expect((await db().entities.seasonRecord.get({ teamId: owner.teamId, seasonId: season.id }).go({ consistent: true })).data).toBeNull();
    expect((await call(owner, 'GET', `/field/season/${season.id}/record/`)).status).toBe(404);
  });
});
