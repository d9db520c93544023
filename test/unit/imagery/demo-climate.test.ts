import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeFieldSeries } from '../../../functions/imagery/compute/field-series';
import { CLEAR_VIEW_SHARE, longestGapDays, partlyCloudyShare, rainySeason } from '../../../functions/imagery/demo/demo-climate';
import { DEMO_FARM_FIELDS } from '../../../functions/imagery/demo/demo-farm';
import { demoWeather, fieldCloudPercents, skyCalendar } from '../../../functions/imagery/demo/demo-sky';
import { DEFAULT_DEMO_OPTIONS, demoLayout, demoSceneDates, directorySink, generateDemoImagery, type DemoField } from '../../../functions/imagery/demo/generate-demo-imagery';
import { sunPosition } from '../../../functions/imagery/demo/sun';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { groupScenesByDate } from '../../../functions/imagery/stac/group-by-date';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { opticalViewState, type ViewState } from '../../../shared/domain/radar';

const YEARS = [2021, 2022, 2023, 2024, 2025];
const SEED = DEFAULT_DEMO_OPTIONS.seed;
const layout = demoLayout(DEMO_FARM_FIELDS, DEFAULT_DEMO_OPTIONS.marginM);
const dayOfYear = (when: Date) => Math.floor((when.getTime() - Date.UTC(when.getUTCFullYear(), 0, 0)) / 86_400_000);

/** Every demo field's view state on every Sentinel-2 date of a year, as the engine would report it. */
function viewsOf(year: number): Array<{ when: Date; states: ViewState[] }> {
  const dates = demoSceneDates(year);
  const skies = skyCalendar(dates, SEED);
  return dates.map((when, i) => {
    const weather = demoWeather(layout, when, skies[i] ?? 'cloudy', SEED, sunPosition(8.68, 9.08, when));
    return { when, states: fieldCloudPercents(layout, weather, SEED * 1000 + dayOfYear(when)).map(opticalViewState) };
  });
}

const views = new Map(YEARS.map((year) => [year, viewsOf(year)]));

describe("the demo's sky over central Nigeria", () => {
  it('gives each month its share of clear views of a field over five years, within 0.05 of the climatology', () => {
    for (let month = 0; month < 12; month++) {
      const states = YEARS.flatMap((year) => (views.get(year) ?? []).filter((view) => view.when.getUTCMonth() === month).flatMap((view) => view.states));
      const share = (state: ViewState) => states.filter((s) => s === state).length / states.length;
      expect(states.length).toBeGreaterThan(150);
      expect(Math.abs(share('clear') - (CLEAR_VIEW_SHARE[month] as number)), `month ${month + 1}: clear ${share('clear')}`).toBeLessThanOrEqual(0.05);
      // Partly cloudy views are rarer than clear ones (some turn out cloudy where a shadow adds to a cloud).
      expect(share('partly-cloudy'), `month ${month + 1}`).toBeLessThanOrEqual(partlyCloudyShare(month) + 0.05);
    }
    // The rainy season is the cloudy one: most views of July and August see no field at all.
    const august = YEARS.flatMap((year) => (views.get(year) ?? []).filter((view) => view.when.getUTCMonth() === 7).flatMap((view) => view.states));
    expect(august.filter((s) => s === 'cloudy').length / august.length).toBeGreaterThan(0.85);
  });

  it('leaves weeks without a usable optical view of any field between June and September', () => {
    for (const year of YEARS) {
      const { from, to } = rainySeason(year);
      DEMO_FARM_FIELDS.forEach((field, k) => {
        const usable = (views.get(year) ?? []).filter((view) => view.states[k] !== 'cloudy').map((view) => view.when.getTime());
        expect(longestGapDays(usable, from, to), `${field.id} ${year}`).toBeGreaterThanOrEqual(21);
      });
    }
  });

  it('measures a gap from the season\'s ends and between views', () => {
    const { from, to } = rainySeason(2024);
    const day = 86_400_000;
    expect(longestGapDays([], from, to)).toBe(121);
    expect(longestGapDays([from + 10 * day, to - 5 * day, from - 3 * day], from, to)).toBe(106);
    expect(longestGapDays([from + 60 * day, from + 30 * day], from, to)).toBe(61);
  });

  it('still has clear views of every field in the dry season (the basemap and the fit need them)', () => {
    for (const year of YEARS) {
      const dry = (views.get(year) ?? []).filter((view) => view.when.getUTCMonth() >= 10 || view.when.getUTCMonth() <= 1);
      const clearEverywhere = dry.filter((view) => view.states.every((state) => state === 'clear'));
      expect(clearEverywhere.length, String(year)).toBeGreaterThan(8);
    }
  });

  it("reports the cloud the engine finds over a field in the scenes' classification", async () => {
    const fields: DemoField[] = [DEMO_FARM_FIELDS[0] as DemoField, DEMO_FARM_FIELDS[4] as DemoField];
    const root = mkdtempSync(join(tmpdir(), 'demo-climate-'));
    try {
      await generateDemoImagery({ fields, sink: directorySink(root), marginM: 400, year: 2023, until: '2023-02-28' });
      const collection = join(root, DEFAULT_DEMO_OPTIONS.collection);
      const items = (JSON.parse(readFileSync(join(collection, 'items.json'), 'utf8')) as { features: Array<{ id: string }> }).features;
      const days = groupScenesByDate(items.map((item) => parseStacItem(item, join(collection, item.id, `${item.id}.json`))));
      const small = demoLayout(fields, 400);
      const dates = demoSceneDates(2023);
      const skies = skyCalendar(dates, SEED);
      const series = await computeFieldSeries({ field: parseFieldGeometry(fields[0]?.geometry), days, indices: ['NDVI'] });
      let partly = 0;
      for (const day of series.days) {
        const i = dates.findIndex((when) => when.toISOString().startsWith(day.date));
        const when = dates[i] as Date;
        const weather = demoWeather(small, when, skies[i] ?? 'cloudy', SEED, sunPosition(8.68, 9.08, when));
        const expected = fieldCloudPercents(small, weather, SEED * 1000 + dayOfYear(when))[0] as number;
        const engine = day.indices.NDVI?.fieldCloudPercent as number;
        expect(Math.abs(engine - expected), day.date).toBeLessThan(8);
        expect(opticalViewState(engine)).toBe(opticalViewState(expected));
        if (opticalViewState(engine) === 'partly-cloudy') partly++;
      }
      expect(partly).toBeGreaterThan(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
