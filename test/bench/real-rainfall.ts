/**
 * Real daily rainfall for six Nigerian places, from the Sahel-savanna north to the Niger Delta, to backtest the
 * rainy-season onset, false start and dry-spell alerts on weather nobody made up (the simulated weather only holds
 * what its generator put there). The files and their origin, licence and conversion: test/fixtures/rainfall/README.md.
 * Each series holds four whole years (2012, 2018, 2020 and 2022), daily within each year.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RealRainfallDay {
  /** YYYY-MM-DD. */
  date: string;
  rainMm: number;
}

export interface RealRainfallSeries {
  place: string;
  lat: number;
  lon: number;
  /** Where the numbers come from, to print beside a backtest's figures. */
  source: string;
  days: RealRainfallDay[];
}

const DIR = path.resolve(import.meta.dirname, '../fixtures/rainfall');

/** CHIRPS 2.0 daily (Climate Hazards Center, UCSB; public domain), its 0.05° cell at the point, as extracted in
 *  Techdee1/Guardy (ai-microservice/data/external/chirps_{2012,2018,2020,2022}.csv at e293a4e). */
const SOURCE = 'CHIRPS v2.0 daily, 0.05° cell (Funk et al. 2015), via github.com/Techdee1/Guardy@e293a4e';

/** North to south; the coordinates are the points the cells were read at. */
const PLACES = [
  { file: 'kano.csv', place: 'Kano', lat: 12.0022, lon: 8.5919 },
  { file: 'adamawa.csv', place: 'Adamawa (Jimeta-Yola)', lat: 9.3265, lon: 12.3984 },
  { file: 'abuja.csv', place: 'Abuja', lat: 9.0765, lon: 7.4951 },
  { file: 'makurdi.csv', place: 'Makurdi', lat: 7.7336, lon: 8.5219 },
  { file: 'ibadan.csv', place: 'Ibadan', lat: 7.3775, lon: 3.947 },
  { file: 'port-harcourt.csv', place: 'Port Harcourt', lat: 4.8156, lon: 7.0498 },
] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `date,rain_mm` rows; a row with an empty amount is a missing day and is left out. */
function readSeries(file: string): RealRainfallDay[] {
  const [header, ...lines] = readFileSync(path.join(DIR, file), 'utf8').trim().split('\n');
  if (header?.trim() !== 'date,rain_mm') throw new Error(`${file}: expected the header date,rain_mm, got ${header}`);
  const days: RealRainfallDay[] = [];
  for (const line of lines) {
    const [date = '', amount = ''] = line.trim().split(',');
    if (!DATE.test(date)) throw new Error(`${file}: not a date: ${line}`);
    if (amount === '') continue;
    const rainMm = Number(amount);
    if (!Number.isFinite(rainMm)) throw new Error(`${file}: not an amount: ${line}`);
    days.push({ date, rainMm });
  }
  return days;
}

export function loadRealRainfall(): RealRainfallSeries[] {
  return PLACES.map(({ file, place, lat, lon }) => ({ place, lat, lon, source: SOURCE, days: readSeries(file) }));
}
