/**
 * The real rainfall the alert backtest runs on (test/bench/real-rainfall.ts) must be what a backtest needs: whole
 * daily years in order, plausible amounts, a rainy season every year and, in the savanna, a dry season before it
 * (onset and false starts mean nothing without one).
 */
import { describe, expect, it } from 'vitest';
import { loadRealRainfall, type RealRainfallDay } from '../../bench/real-rainfall';

const series = loadRealRainfall();
const DAY_MS = 86_400_000;

const yearsOf = (days: RealRainfallDay[]) => [...new Set(days.map((day) => day.date.slice(0, 4)))];
const total = (days: RealRainfallDay[], year: string, months: string[]) =>
  days.filter((day) => day.date.startsWith(year) && months.includes(day.date.slice(5, 7))).reduce((sum, day) => sum + day.rainMm, 0);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

describe('real Nigerian rainfall', () => {
  it('holds places from the northern savanna to the southern forest, each named, located in Nigeria and sourced', () => {
    expect(series.length).toBeGreaterThanOrEqual(3);
    for (const { place, lat, lon, source } of series) {
      expect(place).not.toBe('');
      expect(source).toMatch(/CHIRPS/);
      expect(lat).toBeGreaterThan(4);
      expect(lat).toBeLessThan(14);
      expect(lon).toBeGreaterThan(2.5);
      expect(lon).toBeLessThan(15);
    }
    const lats = series.map((one) => one.lat);
    expect(Math.max(...lats)).toBeGreaterThan(11);
    expect(Math.min(...lats)).toBeLessThan(6);
  });

  it.each(series.map((one) => [one.place, one] as const))('%s: at least three whole years, one row a day, in order', (_, { days }) => {
    const years = yearsOf(days);
    expect(years.length).toBeGreaterThanOrEqual(3);
    for (const year of years) {
      expect(days.filter((day) => day.date.startsWith(year))).toHaveLength(isLeap(Number(year)) ? 366 : 365);
    }
    for (let i = 1; i < days.length; i++) {
      const previous = days[i - 1]!.date;
      const current = days[i]!.date;
      const step = Date.parse(current) - Date.parse(previous);
      // The years need not follow each other, but within one the days do.
      if (current.slice(0, 4) === previous.slice(0, 4)) expect(step, `${previous} → ${current}`).toBe(DAY_MS);
      else expect(current.slice(5)).toBe('01-01');
    }
  });

  it.each(series.map((one) => [one.place, one] as const))('%s: amounts between 0 and 400 mm, and a rainy season every year', (_, { days }) => {
    for (const day of days) {
      expect(day.rainMm, day.date).toBeGreaterThanOrEqual(0);
      expect(day.rainMm, day.date).toBeLessThanOrEqual(400);
    }
    for (const year of yearsOf(days)) expect(total(days, year, ['06', '07', '08', '09']), year).toBeGreaterThan(200);
  });

  it('has a dry season in the savanna (December to February nearly rainless) and a wetter south', () => {
    const savanna = series.filter((one) => one.lat > 9);
    expect(savanna.length).toBeGreaterThanOrEqual(2);
    for (const { place, days } of savanna) {
      for (const year of yearsOf(days)) expect(total(days, year, ['12', '01', '02']), `${place} ${year}`).toBeLessThan(25);
    }
    const northernmost = series.reduce((a, b) => (b.lat > a.lat ? b : a));
    const southernmost = series.reduce((a, b) => (b.lat < a.lat ? b : a));
    for (const year of yearsOf(northernmost.days)) {
      const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
      expect(total(southernmost.days, year, months), year).toBeGreaterThan(total(northernmost.days, year, months));
    }
  });
});
