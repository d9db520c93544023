/**
 * `npm run bench -- zones`: productivity zones of a 50 ha field from 3 seasons of stored scenes (synthetic COGs on
 * disk, 15 clear days a season, with known zones). Budgets: the surface and all its layers (3 to 7 classes by both
 * methods) built cold in a fresh process (the worker) under 10 s; a stored layer served (the item's layers decoded,
 * the one asked for answered as JSON) under 300 ms.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSyntheticScene } from '../unit/imagery/support/synthetic-scene';
import { EPSG, random, rectangleField } from '../support/synthetic-zones';

const COLD_BUDGET_MS = 10_000;
const SERVE_BUDGET_MS = 300;
const SEASONS = [2024, 2025, 2026];
const DAYS_PER_SEASON = 15;
/** 700 m × 715 m: 50 ha. */
const FIELD = rectangleField(700, 715);

async function child(dir: string): Promise<void> {
  const started = performance.now();
  const { parseStacItem } = await import('../../functions/imagery/stac/stac-item');
  const { buildZoneSurface } = await import('../../functions/imagery/zones/relative-surface');
  const { decodeLayers, encodeLayers, encodePixels, layerKey } = await import('../../functions/core/imagery/zone-store');
  const { allZoneLayers } = await import('../../functions/core/imagery/zone-precompute');
  const { projectField } = await import('../../functions/imagery/geometry/field-grid');
  const { readFile } = await import('node:fs/promises');
  const items = JSON.parse(await readFile(path.join(dir, 'items.json'), 'utf8')) as Array<{ date: string; itemPath: string }>;
  const days = await Promise.all(items.map(async ({ date, itemPath }) => ({ date, scenes: [parseStacItem(JSON.parse(await readFile(itemPath, 'utf8')), itemPath)] })));
  const surface = await buildZoneSurface({ field: FIELD, days });
  const surfaceMs = performance.now() - started;
  if (!surface) throw new Error('no surface');
  const layersStarted = performance.now();
  const layers = encodeLayers(allZoneLayers(surface, projectField(FIELD, surface.grid.epsg)));
  const layersMs = performance.now() - layersStarted;
  const coldMs = performance.now() - started;
  const stored = encodePixels(surface);
  const serve = () => {
    const t = performance.now();
    const zones = decodeLayers(layers)[layerKey('natural-breaks', 5)] ?? [];
    const answer = JSON.stringify({ status: 'ready', zones });
    return { ms: performance.now() - t, zones: zones.length, answerKb: answer.length / 1024 };
  };
  const first = serve();
  const warm = Array.from({ length: 5 }, () => serve().ms).sort((a, b) => a - b)[2] as number;
  console.log(JSON.stringify({ coldMs, surfaceMs, layersMs, days: surface.dates.length, pixels: surface.values.length, storedKb: stored.length / 1024, layersKb: layers.length / 1024, firstServeMs: first.ms, warmServeMs: warm, zones: first.zones, answerKb: first.answerKb }));
}

function prepare(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zones-bench-'));
  const next = random(3);
  const items: Array<{ date: string; itemPath: string }> = [];
  const originX = 462_900;
  const originY = 1_004_900;
  for (const year of SEASONS) {
    for (let d = 0; d < DAYS_PER_SEASON; d++) {
      const date = `${year}-${String(6 + Math.floor(d / 4)).padStart(2, '0')}-${String(1 + (d % 4) * 7).padStart(2, '0')}`;
      const brightness = 0.4 + 0.4 * next();
      // Three known zones across the field (columns), a few percent of noise.
      const level = (col: number) => (col < 30 ? 0.7 : col < 60 ? 0.9 : 1.1);
      const red = 800;
      const nir = (col: number) => Math.round(red * (1 + brightness * level(col)) / (1 - brightness * level(col)) * (0.97 + 0.06 * next()));
      const { itemPath } = writeSyntheticScene({
        dir, id: `S2A_T32PMP_${date.replaceAll('-', '')}`, datetime: `${date}T10:00:00Z`, epsg: EPSG, originX, originY, width: 100, height: 100,
        dn: { B04: () => red + 1000, B08: (col) => Math.min(65_000, nir(col) + 1000), SCL: () => 4 },
      });
      items.push({ date, itemPath });
    }
  }
  writeFileSync(path.join(dir, 'items.json'), JSON.stringify(items));
  return dir;
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] as string);
} else {
  const dir = prepare();
  try {
    const out = execFileSync(process.execPath, [...(process.env.ZONES_BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.ZONES_BENCH_PROFILE] : []), '--import', 'tsx', import.meta.filename, '--child', dir], { encoding: 'utf8', env: { ...process.env, FIELDWATCH_IMAGERY_WARM_UP: 'off' } });
    const figures = JSON.parse(out.trim().split('\n').at(-1) as string) as Record<string, number>;
    const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;
    const kb = (value: number | undefined) => `${(value ?? 0).toFixed(1)} KB`;
    console.log(`Productivity zones, 50 ha field, ${SEASONS.length} seasons (${figures.days} clear days, ${figures.pixels} pixels; surface stored in ${kb(figures.storedKb)}, its 10 layers in ${kb(figures.layersKb)}):`);
    console.log(`  precompute cold in a fresh process ${ms(figures.coldMs)} (budget < ${COLD_BUDGET_MS} ms): surface ${ms(figures.surfaceMs)}, all 10 layers ${ms(figures.layersMs)}`);
    console.log(`  stored layer served (layers decoded, answer written): first ${ms(figures.firstServeMs)}, warm median ${ms(figures.warmServeMs)} (budget < ${SERVE_BUDGET_MS} ms), ${figures.zones} zones, ${kb(figures.answerKb)} answered`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
