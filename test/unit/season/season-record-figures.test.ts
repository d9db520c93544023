import type { ActivityType } from '../../../shared/domain/activities';
import { describe, expect, it } from 'vitest';
import { seasonRecordFigures, seasonTasks, taskWindow } from '../../../functions/core/crops/season-record-figures';
import type { SeasonRecordItem } from '../../../functions/core/db/crop-entities';
import type { FieldIndexStatItem } from '../../../functions/core/db/stat-entities';
import { seasonComparisonCsv, SEASON_COMPARISON_CSV_HEADER } from '../../../functions/core/season/season-comparison-csv';
import { clearCurve, curveWindow } from '../../../functions/core/season/season-comparison';
import { matchedSeason } from '../../../functions/core/season/planned-match';
import type { DetectedSeason, SeasonComparisonRow } from '../../../shared/api/schemas/season';
import { SeasonRecordBody } from '../../../shared/api/schemas/season';
import { translate } from '../../../functions/core/i18n/translate';
import { SEASON_RECORD_MESSAGES } from '../../../shared/domain/season-record';

/** Season records' figures, the planned-to-detected match and the comparison's curve and CSV, on known numbers. */
const season = { fieldId: 'f1', sowingDate: '2025-05-10', harvestDate: '2025-09-20' };
const task = (startDate: string, actualCost: number, fieldId = 'f1', type: ActivityType = 'planting') => ({ fieldId, startDate, actualCost, type });
const record = (extra: Partial<SeasonRecordItem>): SeasonRecordItem => ({
  teamId: 't',
  seasonId: 's1',
  fieldId: 'f1',
  yieldAmount: 40,
  yieldUnit: 'bag',
  bagKg: 50,
  revenue: 600_000,
  recordedBy: 'u',
  updatedAt: '2025-10-01T10:00:00.000Z',
  ...extra,
});

describe('season record figures', () => {
  it('counts the field’s tasks that start from 30 days before the planned sowing to 30 days after the planned harvest', () => {
    expect(taskWindow(season)).toEqual({ from: '2025-04-10', to: '2025-10-20' });
    const tasks = [task('2025-04-09', 1), task('2025-04-10', 10), task('2025-07-01', 100), task('2025-10-20', 1000), task('2025-10-21', 10_000), task('2025-07-01', 5, 'f2')];
    expect(seasonTasks(tasks, season).map((entry) => entry.actualCost)).toEqual([10, 100, 1000]);
  });

  it('answers bags in kg and every figure per hectare, the margin as revenue less the costs', () => {
    const tasks = [task('2025-06-01', 15_000, 'f1', 'fertilising'), task('2025-05-01', 30_000), task('2025-06-20', 2_500.5, 'f1', 'fertilising')];
    const figures = seasonRecordFigures('s1', record({}), tasks, 2.5);
    expect(figures).toEqual({
      season: 's1',
      yield_amount: 40,
      yield_unit: 'bag',
      bag_kg: 50,
      yield_kg: 2000,
      revenue: 600_000,
      costs: 47_500.5,
      task_count: 3,
      // The season's inputs and work by type, in the order of a season's work.
      costs_by_type: [
        { type: 'planting', tasks: 1, costs: 30_000 },
        { type: 'fertilising', tasks: 2, costs: 17_500.5 },
      ],
      area_ha: 2.5,
      yield_kg_per_ha: 800,
      cost_per_ha: 19_000.2,
      revenue_per_ha: 240_000,
      margin_per_ha: 220_999.8,
      updated_at: '2025-10-01T10:00:00.000Z',
    });
  });

  it('leaves yield, revenue and margin null without a record, and the margin null without revenue', () => {
    expect(seasonRecordFigures('s1', null, [task('2025-05-01', 1000)], 4)).toMatchObject({
      yield_kg: null,
      yield_kg_per_ha: null,
      revenue: null,
      revenue_per_ha: null,
      margin_per_ha: null,
      costs: 1000,
      cost_per_ha: 250,
      updated_at: null,
    });
    const kg = seasonRecordFigures('s1', record({ yieldUnit: 'kg', yieldAmount: 1234, bagKg: undefined, revenue: undefined }), [], 2);
    expect(kg).toMatchObject({ yield_kg: 1234, yield_kg_per_ha: 617, bag_kg: null, revenue: null, margin_per_ha: null, costs: 0, cost_per_ha: 0 });
  });

  it('refuses a bag yield without its weight, negative and absurd numbers, with the record’s messages', () => {
    const issue = (body: unknown) => SeasonRecordBody.safeParse(body).error?.issues[0]?.message;
    expect(issue({ yield_amount: 10, yield_unit: 'bag' })).toBe(SEASON_RECORD_MESSAGES.bagWeightRequired);
    expect(issue({ yield_amount: -1, yield_unit: 'kg' })).toBe(SEASON_RECORD_MESSAGES.yieldInvalid);
    expect(issue({ yield_amount: 1e12, yield_unit: 'kg' })).toBe(SEASON_RECORD_MESSAGES.yieldInvalid);
    expect(issue({ yield_amount: 10, yield_unit: 'kg', revenue: -5 })).toBe(SEASON_RECORD_MESSAGES.revenueInvalid);
    expect(issue({ yield_amount: 10, yield_unit: 'tonnes' })).toBe(SEASON_RECORD_MESSAGES.unitInvalid);
    expect(SeasonRecordBody.safeParse({ yield_amount: 10, yield_unit: 'bag', bag_kg: 100 }).success).toBe(true);
  });
});

const detected = (start: string | null, end: string | null, number = 1): DetectedSeason => ({ season: number, start, end, peakValue: 0.7, amplitude: 0.5, confidence: 'high' });

describe('planned against detected seasons', () => {
  const planned = { sowing_date: '2025-04-01', harvest_date: '2025-07-30' };
  it('takes the detected season whose sowing is nearest the planned one', () => {
    expect(matchedSeason([detected('2025-04-20', '2025-08-01', 1), detected('2025-08-20', '2025-11-20', 2)], planned)?.season).toBe(1);
    expect(matchedSeason([detected('2025-03-01', '2025-06-01', 1), detected('2025-04-05', '2025-08-10', 2)], planned)?.season).toBe(2);
  });
  it('places a season without a sowing by its harvest, and finds none in a year without seasons', () => {
    expect(matchedSeason([detected(null, '2025-08-02', 1), detected('2025-09-01', null, 2)], planned)?.season).toBe(1);
    expect(matchedSeason([], planned)).toBeNull();
    expect(matchedSeason([detected(null, null)], planned)).toBeNull();
  });
});

const stat = (date: string, mean: number | undefined, fieldCloudPercent?: number) => ({ date, mean, fieldCloudPercent }) as FieldIndexStatItem;

describe('the comparison’s curve and CSV', () => {
  it('keeps the stored clear days with a mean within the season’s window, in date order', () => {
    const window = curveWindow({ sowing_date: '2025-05-10', harvest_date: '2025-09-20' });
    expect(window).toEqual({ from: '2025-04-10', to: '2025-10-20' });
    const items = [stat('2025-06-01', 0.61234), stat('2025-04-09', 0.2), stat('2025-05-01', 0.3, 80), stat('2025-05-05', 0.9, 81), stat('2025-07-01', undefined), stat('2025-10-20', 0.25)];
    expect(clearCurve(items, window)).toEqual([
      { date: '2025-05-01', value: 0.3 },
      { date: '2025-06-01', value: 0.612 },
      { date: '2025-10-20', value: 0.25 },
    ]);
  });

  it('writes one row per season, an empty cell for what is unknown and names a spreadsheet cannot run', () => {
    const row: SeasonComparisonRow = {
      field: { id: 'f1', name: '=North, "big" plot', area_ha: 2.5 },
      season_id: 's1',
      year: 2025,
      crop: 'Maize',
      planned_sowing: '2025-05-10',
      planned_harvest: '2025-09-20',
      detected_sowing: '2025-05-19',
      detected_harvest: null,
      detection_pending: false,
      record: seasonRecordFigures('s1', null, [task('2025-05-01', 1000)], 2.5),
      curve: [],
    };
    const lines = seasonComparisonCsv({ rows: [row] }).split('\r\n');
    expect(lines[0]).toBe(SEASON_COMPARISON_CSV_HEADER.map((id) => translate('en', id)).join(','));
    expect(lines[0]).toBe('field,area_ha,year,crop,planned_sowing,detected_sowing,planned_harvest,detected_harvest,yield_kg,yield_kg_per_ha,costs,cost_per_ha,revenue,margin_per_ha');
    expect(lines[1]).toBe(`"'=North, ""big"" plot",2.5,2025,Maize,2025-05-10,2025-05-19,2025-09-20,,,,1000,400,,`);
    expect(lines).toHaveLength(3);
  });

  it('writes its header in the caller’s language: Hausa', () => {
    const [header] = seasonComparisonCsv({ rows: [] }, 'ha').split('\r\n');
    expect(header).toBe(SEASON_COMPARISON_CSV_HEADER.map((id) => translate('ha', id)).join(','));
    expect(header?.startsWith('gona,faɗi_ha,shekara,amfanin_gona,')).toBe(true);
  });
});
