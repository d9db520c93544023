/**
 * Season detection accuracy on the demo, measured: a local stage of its own (free ports, a temporary data folder)
 * with the five demo years, as `npm start` runs it. For every demo field it reads the fused series
 * (GET /monitoring/series/?fill=radar&index=NDVI) and the raw radar (GET /monitoring/radar/) over the five years
 * +- SEASON_MARGIN_DAYS, gives each year's slice to `detectSeasons`, and prints per field, year and season the true
 * sowing and harvest (the demo crop calendar), the detected ones, the error in days and the confidence; then the share
 * of field-seasons with sowing and harvest both within DETECTION_ACCURACY.days and whether the fallow field got a season.
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/seasons.ts [--write-fixture] (about 3 minutes; or
 * `npm run bench seasons`)
 * `--write-fixture` writes the detector's inputs to test/fixtures/demo-seasons/series.json (see its README).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDemoYear } from '../../infra/local/demo-year-thread';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST } from '../../infra/local/web-build';
import type { SeasonSeriesPoint, VhPoint } from '../../functions/core/season/season-detection';
import { DEMO_FARM_FIELDS, DEMO_FIELD_NAMES } from '../../functions/imagery/demo/demo-farm';
import { cropFor } from '../../functions/imagery/demo/generate-demo-imagery';
import { Field } from '../../shared/api/schemas/fields';
import { SeriesResponse } from '../../shared/api/schemas/monitoring';
import { RadarSeriesResponse } from '../../shared/api/schemas/radar';
import { SEASON_INDEX, SEASON_MARGIN_DAYS } from '../../shared/domain/season';
import { api, signIn } from '../support/local-client';
import { accuracyTable, fixturePoint, fixtureVh, scoreDemo, type DemoSeasonsFixture } from '../unit/season/demo-accuracy';

process.env.LOG_LEVEL ??= 'warn';

const DAY_MS = 86_400_000;
/** The routes' range limit is 366 days: the span is read in chunks of this many days. */
const CHUNK_DAYS = 360;
/** Days left over by one request's time budget are computed by the next: ask again up to this many times. */
const MAX_ATTEMPTS = 40;
const FIXTURE = path.join(import.meta.dirname, '../fixtures/demo-seasons/series.json');

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

function chunks(start: string, end: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let from = start; from <= end; from = shift(from, CHUNK_DAYS + 1)) {
    const to = shift(from, CHUNK_DAYS);
    out.push([from, to < end ? to : end]);
  }
  return out;
}

async function completed<T extends { pending: string[] }>(url: string, token: string, query: string, parse: (body: unknown) => T): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await api(url, 'GET', query, { token });
    if (answer.status !== 200) throw new Error(`${query} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const parsed = parse(answer.body);
    if (parsed.pending.length === 0) return parsed;
    if (attempt >= MAX_ATTEMPTS) {
      console.warn(`  ${query}: ${parsed.pending.length} days still pending after ${attempt} requests`);
      return parsed;
    }
  }
}

async function fieldSeries(url: string, token: string, field: string, start: string, end: string): Promise<SeasonSeriesPoint[]> {
  const points: SeasonSeriesPoint[] = [];
  for (const [from, to] of chunks(start, end)) {
    const query = `/monitoring/series/?field=${field}&index=${SEASON_INDEX}&fill=radar&start=${from}&end=${to}`;
    const series = await completed(url, token, query, (body) => SeriesResponse.parse(body));
    for (const entry of series.C0) {
      points.push({ date: entry.date, value: entry.basicStats.mean, source: entry.source, low: entry.interval?.low ?? null, high: entry.interval?.high ?? null });
    }
  }
  return points;
}

async function fieldRadar(url: string, token: string, field: string, start: string, end: string): Promise<VhPoint[]> {
  const points: VhPoint[] = [];
  for (const [from, to] of chunks(start, end)) {
    const radar = await completed(url, token, `/monitoring/radar/?field=${field}&start=${from}&end=${to}`, (body) => RadarSeriesResponse.parse(body));
    for (const point of radar.points) points.push({ date: point.date, vhDb: point.vh.meanDb, relativeOrbit: point.relativeOrbit });
  }
  return points;
}

const writeFixture = process.argv.includes('--write-fixture');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-bench-seasons-'));
const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, demoData: true });
try {
  const owner = await signIn(stage.url, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(stage.url, 'GET', '/field/', { token: owner.idToken })).body);
  const current = new Date().getUTCFullYear();
  const years = Array.from({ length: 5 }, (_, k) => current - 5 + k);
  await Promise.all([...years, current].map((year) => ensureDemoYear(year)));
  const first = years[0] as number;
  const last = years.at(-1) as number;
  const spanStart = shift(`${first}-01-01`, -SEASON_MARGIN_DAYS);
  const spanEnd = [shift(`${last}-12-31`, SEASON_MARGIN_DAYS), today()].sort()[0] as string;

  const fixture: DemoSeasonsFixture = { source: 'test/bench/seasons.ts --write-fixture', fields: [] };
  const started = Date.now();
  for (const demo of DEMO_FARM_FIELDS) {
    const names = DEMO_FIELD_NAMES[demo.id];
    const field = fields.find((candidate) => candidate.name === names?.name);
    if (!names || !field) throw new Error(`the demo owner has no field for ${demo.id}`);
    const series = await fieldSeries(stage.url, owner.idToken, field.id, spanStart, spanEnd);
    const radar = await fieldRadar(stage.url, owner.idToken, field.id, spanStart, spanEnd);
    console.log(`  ${names.name}: ${series.length} series points, ${radar.length} radar acquisitions (${Math.round((Date.now() - started) / 1000)} s)`);
    fixture.fields.push({
      id: demo.id, name: names.name, crop: cropFor(demo),
      years: years.map((year) => {
        const from = shift(`${year}-01-01`, -SEASON_MARGIN_DAYS);
        const to = shift(`${year}-12-31`, SEASON_MARGIN_DAYS);
        const inside = (date: string) => date >= from && date <= to;
        return { year, points: series.filter((point) => inside(point.date)).map(fixturePoint), radar: radar.filter((point) => inside(point.date)).map(fixtureVh) };
      }),
    });
  }
  if (writeFixture) {
    await writeFile(FIXTURE, `${JSON.stringify(fixture)}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), FIXTURE)}`);
  }
  console.log(`Season detection on the demo (${first}-${last}, ${SEASON_INDEX} fused with radar): truth from the demo crop calendar`);
  console.log(accuracyTable(scoreDemo(fixture)));
} finally {
  await stage.stop();
  await rm(dataDir, { recursive: true, force: true });
}
