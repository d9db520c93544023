import { describe, expect, it } from 'vitest';
import { demoDay, demoForecast, demoHistory } from '../../../functions/core/weather/providers/demo';
import { eachDay } from '../../../shared/domain/weather';

const farm = { lat: 9.1, lon: 8.7 };

function monthly(point: { lat: number; lon: number }, year: number, month: number) {
  const mm = String(month).padStart(2, '0');
  const days = eachDay(`${year}-${mm}-01`, `${year}-${mm}-28`).map((date) => demoDay(point, date));
  const mean = (pick: (day: (typeof days)[number]) => number | null) =>
    days.reduce((sum, day) => sum + (pick(day) ?? 0), 0) / days.length;
  return {
    rain: days.reduce((sum, day) => sum + (day.precipitation ?? 0), 0),
    humidity: mean((day) => day.humidity),
    maxTemperature: mean((day) => day.maxTemperature),
    minTemperature: mean((day) => day.minTemperature),
    cloud: mean((day) => day.cloudCover),
  };
}

describe('the demo weather source', () => {
  it('is deterministic: the same place and day read the same in the forecast and the history', async () => {
    expect(demoDay(farm, '2024-08-15')).toEqual(demoDay(farm, '2024-08-15'));
    const now = Date.parse('2024-08-15T10:00:00Z');
    const [today] = await demoForecast(() => now).forecast(farm, 7);
    const [past] = await demoHistory().history(farm, { start: '2024-08-15', end: '2024-08-15' });
    expect(today).toEqual(past);
  });

  it('has the savanna seasons at the demo farm: a wet August and a dry harmattan January', () => {
    for (const year of [2021, 2022, 2023, 2024]) {
      const january = monthly(farm, year, 1);
      const august = monthly(farm, year, 8);
      expect(january.rain).toBeLessThan(15);
      expect(august.rain).toBeGreaterThan(100);
      expect(january.humidity).toBeLessThan(45);
      expect(august.humidity).toBeGreaterThan(70);
      expect(january.minTemperature).toBeLessThan(august.minTemperature);
      expect(january.cloud).toBeLessThan(august.cloud);
    }
    const march = monthly(farm, 2024, 3);
    expect(march.maxTemperature).toBeGreaterThan(33);
  });

  it('stays within plausible bounds every day of a year', () => {
    for (const date of eachDay('2023-01-01', '2023-12-31')) {
      const day = demoDay(farm, date);
      expect(day.maxTemperature!).toBeGreaterThan(day.minTemperature!);
      expect(day.maxTemperature!).toBeLessThan(42);
      expect(day.minTemperature!).toBeGreaterThan(10);
      expect(day.humidity!).toBeGreaterThanOrEqual(5);
      expect(day.humidity!).toBeLessThanOrEqual(100);
      expect(day.cloudCover!).toBeGreaterThanOrEqual(0);
      expect(day.cloudCover!).toBeLessThanOrEqual(100);
      expect(day.precipitation!).toBeGreaterThanOrEqual(0);
      expect(day.windSpeed!).toBeGreaterThan(0);
      expect(day.weatherCode).not.toBeNull();
    }
  });

  it('fits other places: cooler mid-latitudes, southern seasons six months apart', () => {
    const berlinJanuary = monthly({ lat: 52.5, lon: 13.4 }, 2024, 1);
    const berlinJuly = monthly({ lat: 52.5, lon: 13.4 }, 2024, 7);
    expect(berlinJanuary.maxTemperature).toBeLessThan(8);
    expect(berlinJuly.maxTemperature).toBeGreaterThan(berlinJanuary.maxTemperature + 10);
    const south = { lat: -9.1, lon: 8.7 };
    expect(monthly(south, 2024, 2).rain).toBeGreaterThan(monthly(south, 2024, 8).rain);
  });

  it('forecasts from the location’s today', async () => {
    const days = await demoForecast(() => Date.parse('2024-03-01T23:30:00Z')).forecast(farm, 16);
    expect(days).toHaveLength(16);
    expect(days[0]?.date).toBe('2024-03-02'); // 00:30 at UTC+1
  });
});
