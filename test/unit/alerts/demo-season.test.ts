import { describe, expect, it } from 'vitest';
import { expectedFlowering } from '../../../functions/core/alerts/field-inputs';
import { replayFindings, type ReplayedFinding } from '../../../functions/core/alerts/rules/replay';
import type { CropWindow, RuleDay } from '../../../functions/core/alerts/rules/types';
import { demoDay } from '../../../functions/core/weather/providers/demo';
import { demoWeatherEvents } from '../../../functions/core/weather/providers/demo-events';
import { calendarSeasons, type CropKind } from '../../../functions/imagery/demo/crop-calendar';
import { DEMO_FARM_FIELDS } from '../../../functions/imagery/demo/demo-farm';
import { ALERT_FORECAST_DAYS, ALERT_HISTORY_DAYS, DEFAULT_ALERT_THRESHOLDS } from '../../../shared/domain/alerts';
import { addDays, eachDay } from '../../../shared/domain/weather';

/**
 * The demo season, replayed: the demo weather at the demo farm, each demo field's planned crops (the demo crop plan:
 * the crop calendar's seasons, flowering as the evaluation job expects it from sowing and harvest), the default
 * thresholds, the rules run every day from 1 March to 30 November with a perfect forecast. Every event the demo
 * weather was made to hold is alerted exactly once, and nothing else is. A dry spell may be said twice, as a warning
 * and then its escalation to an alert (its second severity): the test allows that and nothing more.
 *
 * The truth: the generator's events (demoWeatherEvents) for the whole farm; the dry spell and the rain's return only
 * for the fields with a crop between sowing and maturity (harvest − 21 days) during the spell; heat, which is not
 * scripted, from the generator's daily maxima: a crop whose three weeks from flowering hold a day of 35 °C or more.
 */
const FARM = { lat: 9.08, lon: 8.68 };
const YEARS = [2024, 2025, 2026];

const ruleDay = (date: string): RuleDay => {
  const day = demoDay(FARM, date);
  return { date, rainMm: day.precipitation, maxC: day.maxTemperature, minC: day.minTemperature, windMs: day.windSpeed, forecast: false };
};

function cropWindows(kind: CropKind, year: number): CropWindow[] {
  return [year - 1, year].flatMap((y) =>
    calendarSeasons(kind, y).map((season) => ({
      crop: kind,
      sowing: season.sowing,
      harvest: season.harvest,
      flowering: expectedFlowering(season.sowing, season.harvest),
      source: 'planned' as const,
    })),
  );
}

function expectedEpisodes(year: number, crops: readonly CropWindow[], series: ReadonlyMap<string, RuleDay>, from: string): string[] {
  const episodes: string[] = [];
  for (const event of demoWeatherEvents(FARM, year)) {
    if (event.kind === 'dry_spell' || event.kind === 'rain_returned') {
      const spellLast = event.kind === 'dry_spell' ? event.to : addDays(event.to, -1);
      const inField = crops.some((crop) => crop.sowing <= spellLast && addDays(crop.harvest!, -21) >= event.from);
      if (!inField) continue;
    }
    episodes.push(event.episode);
  }
  for (const crop of crops) {
    const end = addDays(crop.flowering!, DEFAULT_ALERT_THRESHOLDS.heatWeeksAfterFlowering * 7 - 1);
    if (end < from || crop.flowering! > addDays(`${year}-11-30`, ALERT_FORECAST_DAYS - 1)) continue;
    const start = crop.flowering! < from ? from : crop.flowering!;
    const hot = eachDay(start, end).some((date) => (series.get(date)?.maxC ?? 0) >= DEFAULT_ALERT_THRESHOLDS.heatMaxC);
    if (hot) episodes.push(`heat:${crop.sowing}`);
  }
  return episodes.sort();
}

describe('the demo season replayed', () => {
  for (const year of YEARS) {
    it(`alerts every event of ${year}'s demo weather once, at every demo field, and nothing else`, () => {
      const from = `${year}-03-01`;
      const to = `${year}-11-30`;
      const dates = eachDay(addDays(from, -ALERT_HISTORY_DAYS), addDays(to, ALERT_FORECAST_DAYS));
      const series = dates.map(ruleDay);
      const byDate = new Map(series.map((day) => [day.date, day]));
      let heat = 0;
      for (const field of DEMO_FARM_FIELDS) {
        const crops = field.crop ? cropWindows(field.crop, year) : [];
        const found = replayFindings({ series, crops, thresholds: DEFAULT_ALERT_THRESHOLDS, lat: FARM.lat, lon: FARM.lon, from, to });
        const byEpisode = new Map<string, ReplayedFinding[]>();
        for (const finding of found) byEpisode.set(finding.episode, [...(byEpisode.get(finding.episode) ?? []), finding]);
        const expected = expectedEpisodes(year, crops, byDate, from);
        expect([...byEpisode.keys()].sort(), field.id).toEqual(expected);
        for (const [episode, findings] of byEpisode) {
          if (episode.startsWith('dry_spell:')) {
            expect(findings.length, episode).toBeLessThanOrEqual(2);
            expect(findings.at(-1)?.severity, episode).toBe('alert');
          } else expect(findings, episode).toHaveLength(1);
        }
        heat += expected.filter((episode) => episode.startsWith('heat:')).length;
        if (field.crop === 'maize') expect(expected.some((episode) => episode.startsWith('dry_spell:'))).toBe(true);
      }
      // The dry-season rice flowers in the harmattan's heat: the truth is not empty of heat.
      expect(heat).toBeGreaterThan(0);
    });
  }

  it('holds the scripted events in the weather itself', () => {
    const events = demoWeatherEvents(FARM, 2026);
    const rain = (date: string) => demoDay(FARM, date).precipitation ?? 0;
    const falseStart = events.find((event) => event.kind === 'false_start')!;
    expect(rain(falseStart.from) + rain(addDays(falseStart.from, 1)) + rain(addDays(falseStart.from, 2))).toBeGreaterThanOrEqual(20);
    expect(eachDay(addDays(falseStart.from, 3), falseStart.to).every((date) => rain(date) < 1)).toBe(true);
    expect(falseStart.from >= '2026-04-01' && falseStart.from <= '2026-04-20').toBe(true);
    const onset = events.find((event) => event.kind === 'onset')!;
    expect(onset.from > falseStart.to && onset.from < '2026-05-10').toBe(true);
    const spell = events.find((event) => event.kind === 'dry_spell')!;
    expect(eachDay(spell.from, spell.to).length).toBeGreaterThanOrEqual(10);
    expect(eachDay(spell.from, spell.to).every((date) => rain(date) < 1)).toBe(true);
    const heavy = events.find((event) => event.kind === 'heavy_rain')!;
    expect(rain(heavy.from)).toBeGreaterThanOrEqual(50);
  });

  it('moves the false start and the onset with the rains’ march north', () => {
    const kano = demoWeatherEvents({ lat: 12, lon: 8.5 }, 2026);
    expect(kano.find((event) => event.kind === 'false_start')?.episode).toBe('false_start:2026-06-08');
    expect(kano.find((event) => event.kind === 'onset')?.from).toBe('2026-07-01');
    const ibadan = demoWeatherEvents({ lat: 7.4, lon: 3.9 }, 2026);
    expect(ibadan.find((event) => event.kind === 'false_start')?.episode).toBe('false_start:2026-04-08');
  });

  it('has no script outside the tropical north', () => {
    expect(demoWeatherEvents({ lat: 52.5, lon: 13.4 }, 2026)).toEqual([]);
    expect(demoWeatherEvents({ lat: -9.1, lon: 8.7 }, 2026)).toEqual([]);
  });
});
