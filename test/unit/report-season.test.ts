import { describe, expect, it } from 'vitest';
import { reportSeasonPart, type YearDetection } from '../../functions/core/farm-summary/report-season';
import type { CropSeason } from '../../shared/api/schemas/crops';
import type { DetectedSeason, PlannedAgainstDetected, SeasonEvent } from '../../shared/api/schemas/season';
import { FARM_SUMMARY_MESSAGES, reportSeasonSentences } from '../../shared/domain/farm-summary';
import { SEASON_MESSAGES, type SeasonConfidence, type SeasonEventKind } from '../../shared/domain/season';
import { translateText } from '../../functions/core/i18n/translate';

/** A messageRef the report carries, in English as the specification words it. */
const english = (text: string | undefined) => translateText('en', text ?? '');

const TODAY = '2026-11-27';
const period = (from: string, to: string) => ({ from, to, today: TODAY });

const event = (kind: SeasonEventKind, date: string, confidence: SeasonConfidence = 'high', season = 1): SeasonEvent => ({
  kind,
  date,
  confidence,
  season,
  evidence: { rule: 'test rule', points: [] },
});

const detected = (season: number, start: string | null, end: string | null): DetectedSeason => ({ season, start, end, peakValue: 0.75, amplitude: 0.5, confidence: 'high' });

const crop = (id: string, sowing: string, harvest: string, year = Number(sowing.slice(0, 4))): CropSeason => ({
  id,
  crop: { id: `crop-${id}`, name: 'Maize', description: 'SAMMAZ 15' } as CropSeason['crop'],
  season: year,
  sowing_date: sowing,
  harvest_date: harvest,
  field: 'field-1',
});

const maize2025: YearDetection = {
  year: 2025,
  landUse: 'crop',
  message: null,
  seasons: [detected(1, '2025-06-12', '2025-10-05')],
  events: [
    event('sowing', '2025-06-12'),
    event('emergence', '2025-06-25', 'medium'),
    event('peak', '2025-08-10'),
    event('senescence', '2025-09-20', 'low'),
    event('harvest', '2025-10-05', 'medium'),
  ],
};

describe('the field report’s season part', () => {
  it('words each event of the period with its confidence and its difference from the plan matched to its season', () => {
    const plan = [crop('main', '2025-06-03', '2025-10-15')];
    const part = reportSeasonPart([maize2025], [2025], plan, period('2025-06-01', '2025-09-30'));
    // The harvest (5 October) is after the period's end: left out.
    expect(part.events.map((item) => item.kind)).toEqual(['sowing', 'emergence', 'peak', 'senescence']);
    expect(part.events[0]).toMatchObject({ date: '2025-06-12', confidence: 'high', planned_date: '2025-06-03', plan_difference_days: 9 });
    expect(english(part.events[0]?.sentence)).toBe('Sown about 12 June (high confidence), 9 days after the planned date');
    // Only sowing and harvest have a planned date.
    expect(part.events[2]).toMatchObject({ kind: 'peak', planned_date: null, plan_difference_days: null });
    expect(english(part.events[2]?.sentence)).toBe('Peak about 10 August (high confidence)');
    expect(part.messages).toEqual([]);
    expect(part.years).toEqual([2025]);

    const whole = reportSeasonPart([maize2025], [2025], plan, period('2025-01-01', '2025-12-31'));
    expect(whole.events.at(-1)).toMatchObject({ kind: 'harvest', planned_date: '2025-10-15', plan_difference_days: -10 });
    expect(reportSeasonSentences(whole, english).at(-1)).toBe('Harvested about 5 October (medium confidence), 10 days before the planned date.');
  });

  it('compares only with the plans of the detection’s year, and follows the season route’s own match when it has one', () => {
    // A plan of the year before is another season: the events are not compared with it.
    const unplanned = reportSeasonPart([maize2025], [2025], [crop('old', '2024-06-05', '2024-10-10')], period('2025-01-01', '2025-12-31'));
    expect(unplanned.events[0]).toMatchObject({ planned_date: null, plan_difference_days: null });
    expect(english(unplanned.events[0]?.sentence)).toBe('Sown about 12 June (high confidence)');

    // The route matched the detected season to the later plan.
    const near = crop('near', '2025-06-10', '2025-10-01');
    const later = crop('later', '2025-07-01', '2025-10-20');
    const matched: PlannedAgainstDetected = {
      id: 'later',
      crop: 'Maize',
      sowing_date: '2025-07-01',
      harvest_date: '2025-10-20',
      detectedSeason: 1,
      detectedSowing: '2025-06-12',
      detectedHarvest: '2025-10-05',
      sowingDifferenceDays: -19,
      harvestDifferenceDays: -15,
      flag: null,
      message: null,
    };
    const part = reportSeasonPart([{ ...maize2025, planned: [matched] }], [2025], [near, later], period('2025-01-01', '2025-12-31'));
    expect(part.events[0]).toMatchObject({ planned_date: '2025-07-01', plan_difference_days: -19 });
    // A route that matched nothing to the season leaves it unplanned.
    const none = reportSeasonPart([{ ...maize2025, planned: [] }], [2025], [near], period('2025-01-01', '2025-12-31'));
    expect(none.events[0]?.plan_difference_days).toBeNull();
  });

  it('keeps both seasons of a double-cropped year, each against the plan whose sowing is nearest', () => {
    const double: YearDetection = {
      year: 2025,
      landUse: 'double-crop',
      message: null,
      seasons: [detected(1, '2025-03-20', '2025-07-10'), detected(2, '2025-08-05', '2025-11-20')],
      events: [event('sowing', '2025-03-20'), event('harvest', '2025-07-10'), event('sowing', '2025-08-05', 'medium', 2), event('harvest', '2025-11-20', 'low', 2)],
    };
    // Listed in the other order: the match is by sowing, not by position.
    const plans = [crop('second', '2025-08-01', '2025-11-30'), crop('first', '2025-03-15', '2025-07-15')];
    const part = reportSeasonPart([double], [2025], plans, period('2025-01-01', '2025-12-31'));
    expect(part.events.map((item) => [item.season, item.planned_date, item.plan_difference_days])).toEqual([
      [1, '2025-03-15', 5],
      [1, '2025-07-15', -5],
      [2, '2025-08-01', 4],
      [2, '2025-11-30', -10],
    ]);
  });

  it('says so of a year without a season, of a year not detected yet, and of a period between events', () => {
    const fallow: YearDetection = { year: 2024, landUse: 'fallow', message: SEASON_MESSAGES.noSeason(2024), seasons: [], events: [] };
    const bare: YearDetection = { year: 2025, landUse: 'bare', message: null, seasons: [], events: [] };
    const part = reportSeasonPart([fallow, bare], [2024, 2025], [], period('2024-10-01', '2025-03-31'));
    expect(part.events).toEqual([]);
    expect(part.messages.map(english)).toEqual(['No crop season detected in 2024.', 'The field stayed bare in 2025: no crop season detected.']);
    const cloudy: YearDetection = { year: 2023, landUse: 'unknown', message: null, seasons: [], events: [] };
    expect(reportSeasonPart([cloudy], [2023], [], period('2023-01-01', '2023-12-31')).messages).toEqual([SEASON_MESSAGES.unknown(2023)]);

    expect(reportSeasonPart([maize2025, null], [2025, 2026], [], period('2025-11-01', '2026-02-28')).messages).toEqual([SEASON_MESSAGES.notYet]);
    // Between peak and senescence: the year has a season, the period none of its events.
    expect(reportSeasonPart([maize2025], [2025], [], period('2025-08-15', '2025-09-10'))).toEqual({ years: [2025], events: [], messages: [FARM_SUMMARY_MESSAGES.reportNoSeasonEvent] });
  });
});
