/**
 * The landing page's product images, rendered by the imagery engine from the demo farm (`npm run landing:images`,
 * written to web/public/images/landing/ and committed, each well under 60 KB):
 * - NDVI maps of the demo farm on three clear days of the season: the demo scene model's reflectance, the NDVI
 *   formula, the NDVI colour ramp of the map tiles and the engine's PNG writer;
 * - the NDVI chart: each field's mean NDVI every 10 days of the year from the same scenes, as an SVG;
 * - the weather chart: the demo weather of the farm's centre for the same year (monthly rain, daily max and min
 *   temperature), as the local stage's weather screens show it, as an SVG.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INDICES, rampColor } from '../../../shared/domain/indices';
import { normalisedDifference } from '../compute/index-formulas';
import { encodePng } from '../output/png';
import { demoDay } from '../../core/weather/providers/demo';
import { eachDay } from '../../../shared/domain/weather';
import { DEMO_FARM_FIELDS, DEMO_FIELD_NAMES } from './demo-farm';
import { COVER_WATER, renderDemoScene, type DemoLayout, type Weather } from './demo-scene';
import { DEFAULT_DEMO_OPTIONS, demoLayout } from './generate-demo-imagery';

const OUT = path.resolve(import.meta.dirname, '../../../web/public/images/landing');
const CLEAR: Weather = { clouds: [], shadow: [0, 0], cirrus: false, overcast: false, soilWetness: 0.4 };
const MAP_DAYS = [
  { doy: 60, file: 'ndvi-dry-season.png' },
  { doy: 200, file: 'ndvi-growing-season.png' },
  { doy: 260, file: 'ndvi-late-season.png' },
] as const;

const reflectance = (dn: number) => (dn - 1000) / 10000;

function ndviOf(layout: DemoLayout, doy: number): Float32Array {
  const scene = renderDemoScene(layout, doy, CLEAR, DEFAULT_DEMO_OPTIONS.seed + doy);
  const { B04, B08 } = scene.bands10;
  const ndvi = new Float32Array(layout.width * layout.height);
  for (let i = 0; i < ndvi.length; i++) ndvi[i] = normalisedDifference(reflectance(B08[i] as number), reflectance(B04[i] as number));
  return ndvi;
}

/** The map: NDVI on the fields, dimmed around them, a light outline on field edges. */
function mapPng(layout: DemoLayout, ndvi: Float32Array): Uint8Array {
  const { width, height, cover } = layout;
  const rgba = new Uint8Array(width * height * 4);
  const ramp = INDICES.NDVI.ramp;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const c = cover[i] as number;
      const [r, g, b] = rampColor(ramp, ndvi[i] as number);
      const inField = c >= 0;
      const edge = inField && [cover[i - 1], cover[i + 1], cover[i - width], cover[i + width]].some((n) => n !== c);
      const dim = inField ? 1 : c === COVER_WATER ? 0.5 : 0.55;
      rgba.set(edge ? [255, 255, 255, 255] : [Math.round(r * dim), Math.round(g * dim), Math.round(b * dim), 255], i * 4);
    }
  }
  return encodePng(rgba, width, height, 9);
}

function fieldMeans(layout: DemoLayout, ndvi: Float32Array): number[] {
  const sums = layout.kinds.map(() => ({ sum: 0, n: 0 }));
  layout.cover.forEach((c, i) => {
    const value = ndvi[i] as number;
    if (c >= 0 && Number.isFinite(value)) {
      const entry = sums[c] as { sum: number; n: number };
      entry.sum += value;
      entry.n += 1;
    }
  });
  return sums.map(({ sum, n }) => (n ? sum / n : Number.NaN));
}

const COLOURS = ['#2e7d32', '#f9a825', '#1565c0', '#6a1b9a', '#00838f', '#8d6e63'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function chartSvg(days: number[], series: { name: string; values: number[] }[]): string {
  const w = 800;
  const h = 450;
  const left = 48;
  const right = 180;
  const top = 24;
  const bottom = 40;
  const x = (doy: number) => left + ((doy - 1) / 365) * (w - left - right);
  const y = (v: number) => top + (1 - (v + 0.1) / 1.0) * (h - top - bottom);
  const grid = [0, 0.2, 0.4, 0.6, 0.8]
    .map((v) => `<line x1="${left}" x2="${w - right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#e0e0e0"/><text x="${left - 8}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${v.toFixed(1)}</text>`)
    .join('');
  const months = MONTHS.map((m, k) => `<text x="${x(k * 30.4 + 15).toFixed(1)}" y="${h - bottom + 20}" text-anchor="middle">${m}</text>`).join('');
  const lines = series
    .map((s, k) => {
      const points = s.values.map((v, j) => `${x(days[j] as number).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
      const colour = COLOURS[k % COLOURS.length];
      return `<polyline fill="none" stroke="${colour}" stroke-width="2.5" points="${points}"/><rect x="${w - right + 16}" y="${top + k * 24}" width="14" height="14" fill="${colour}"/><text x="${w - right + 36}" y="${top + k * 24 + 12}">${s.name}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" font-family="Roboto, Arial, sans-serif" font-size="13" fill="#424242"><rect width="${w}" height="${h}" fill="#fff"/><text x="${left}" y="16" font-weight="600">NDVI by field, demo farm ${DEFAULT_DEMO_OPTIONS.year}</text>${grid}${months}${lines}</svg>\n`;
}

function weatherSvg(year: number, lat: number, lon: number): string {
  const days = eachDay(`${year}-01-01`, `${year}-12-31`).map((date) => demoDay({ lat, lon }, date));
  const w = 800;
  const h = 450;
  const left = 48;
  const right = 56;
  const top = 40;
  const bottom = 40;
  const plotW = w - left - right;
  const plotH = h - top - bottom;
  const x = (k: number) => left + (k / days.length) * plotW;
  const t = (celsius: number) => top + (1 - (celsius - 10) / 35) * plotH;
  const rain = MONTHS.map((_, month) => days.filter((day) => Number(day.date.slice(5, 7)) === month + 1).reduce((sum, day) => sum + (day.precipitation ?? 0), 0));
  const rainMax = Math.max(300, ...rain);
  const bars = rain
    .map((mm, month) => {
      const barH = (mm / rainMax) * plotH;
      const bx = left + (month / 12) * plotW + 6;
      return `<rect x="${bx.toFixed(1)}" y="${(top + plotH - barH).toFixed(1)}" width="${(plotW / 12 - 12).toFixed(1)}" height="${barH.toFixed(1)}" fill="#90caf9"/>`;
    })
    .join('');
  const line = (pick: (index: number) => number | null, colour: string) =>
    `<polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${days.map((_, k) => `${x(k).toFixed(1)},${t(pick(k) ?? 0).toFixed(1)}`).join(' ')}"/>`;
  const axis = [15, 25, 35, 45]
    .map((c) => `<line x1="${left}" x2="${w - right}" y1="${t(c).toFixed(1)}" y2="${t(c).toFixed(1)}" stroke="#eeeeee"/><text x="${left - 8}" y="${(t(c) + 4).toFixed(1)}" text-anchor="end">${c}°</text>`)
    .join('');
  const rainAxis = [100, 200, 300]
    .map((mm) => `<text x="${w - right + 8}" y="${(top + plotH - (mm / rainMax) * plotH + 4).toFixed(1)}">${mm}</text>`)
    .join('');
  const months = MONTHS.map((m, k) => `<text x="${(left + ((k + 0.5) / 12) * plotW).toFixed(1)}" y="${h - bottom + 20}" text-anchor="middle">${m}</text>`).join('');
  const legend = `<rect x="${left}" y="24" width="12" height="12" fill="#90caf9"/><text x="${left + 18}" y="34">Rain per month (mm, right)</text><rect x="${left + 210}" y="24" width="12" height="12" fill="#e53935"/><text x="${left + 228}" y="34">Max °C</text><rect x="${left + 300}" y="24" width="12" height="12" fill="#fb8c00"/><text x="${left + 318}" y="34">Min °C</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" font-family="Roboto, Arial, sans-serif" font-size="13" fill="#424242"><rect width="${w}" height="${h}" fill="#fff"/><text x="${left}" y="16" font-weight="600">Weather at the demo farm, ${year} (demo weather, simulated)</text>${legend}${axis}${bars}${rainAxis}${line((k) => days[k]?.maxTemperature ?? null, '#e53935')}${line((k) => days[k]?.minTemperature ?? null, '#fb8c00')}${months}</svg>\n`;
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const layout = demoLayout(DEMO_FARM_FIELDS, 300);
  for (const { doy, file } of MAP_DAYS) {
    const png = mapPng(layout, ndviOf(layout, doy));
    await writeFile(path.join(OUT, file), png);
    console.log(`${file}: ${layout.width}x${layout.height}, ${(png.length / 1024).toFixed(1)} KB`);
  }
  const days = Array.from({ length: 37 }, (_, k) => 1 + k * 10);
  const means = days.map((doy) => fieldMeans(layout, ndviOf(layout, doy)));
  const series = DEMO_FARM_FIELDS.map((field, k) => ({ name: DEMO_FIELD_NAMES[field.id]?.name ?? field.id, values: means.map((row) => row[k] as number) }));
  const svg = chartSvg(days, series);
  await writeFile(path.join(OUT, 'ndvi-chart.svg'), svg);
  console.log(`ndvi-chart.svg: ${(svg.length / 1024).toFixed(1)} KB`);
  const weather = weatherSvg(DEFAULT_DEMO_OPTIONS.year, 9.0825, 8.6775);
  await writeFile(path.join(OUT, 'weather-chart.svg'), weather);
  console.log(`weather-chart.svg: ${(weather.length / 1024).toFixed(1)} KB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
