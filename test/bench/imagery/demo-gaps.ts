/**
 * `npx tsx test/bench/imagery/demo-gaps.ts`: the optical-only longest gap between usable Sentinel-2 views (clear or
 * partly cloudy over the field, CLEAR_VIEW) from 1 June to 30 September, per demo field and demo year, as the
 * engine reads the demo catalog (generated once per machine and year, like the local stage's). The demo's sky
 * follows central Nigeria's monthly clear-view climatology (functions/imagery/demo/demo-climate.ts); the gap with
 * radar filling in is the pipeline's bench.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { computeFieldSeries } from '../../../functions/imagery/compute/field-series';
import { longestGapDays, rainySeason } from '../../../functions/imagery/demo/demo-climate';
import { DEMO_FARM_FIELDS, DEMO_FIELD_NAMES } from '../../../functions/imagery/demo/demo-farm';
import { demoYear, ensureDemoCatalog } from '../../../functions/imagery/demo/local-catalog';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { groupScenesByDate } from '../../../functions/imagery/stac/group-by-date';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { opticalViewState } from '../../../shared/domain/radar';

export interface DemoGapRow {
  year: number;
  field: string;
  /** Usable views from 1 June to 30 September. */
  usable: number;
  longestGapDays: number;
}

export async function benchDemoGaps(years = Array.from({ length: 5 }, (_, i) => demoYear() - 4 + i)): Promise<{ rows: DemoGapRow[]; generatedMs: number }> {
  const rows: DemoGapRow[] = [];
  let generatedMs = 0;
  for (const year of years) {
    const catalog = await ensureDemoCatalog({ year });
    generatedMs += catalog.ms;
    const folder = path.join(catalog.dir, catalog.collection);
    const items = (JSON.parse(await readFile(path.join(folder, 'items.json'), 'utf8')) as { features: Array<{ id: string }> }).features;
    const { from, to } = rainySeason(year);
    // The views just outside the season bound its first and last gap.
    const days = groupScenesByDate(items.map((item) => parseStacItem(item, path.join(folder, item.id, `${item.id}.json`))))
      .filter((day) => Date.parse(day.date) >= from - 40 * 86_400_000 && Date.parse(day.date) <= to + 40 * 86_400_000);
    for (const field of DEMO_FARM_FIELDS) {
      const series = await computeFieldSeries({ field: parseFieldGeometry(field.geometry), days, indices: ['NDVI'] });
      const usable = series.days.flatMap((day) => {
        const cloud = day.indices.NDVI?.fieldCloudPercent;
        return typeof cloud === 'number' && opticalViewState(cloud) !== 'cloudy' ? [Date.parse(day.date)] : [];
      });
      rows.push({
        year,
        field: DEMO_FIELD_NAMES[field.id]?.name ?? field.id,
        usable: usable.filter((t) => t >= from && t <= to).length,
        longestGapDays: longestGapDays(usable, from, to),
      });
    }
  }
  return { rows, generatedMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, generatedMs } = await benchDemoGaps();
  console.log(`Demo fields, 1 June - 30 September, optical only: usable views (clear or partly cloudy) and the longest gap between them${generatedMs ? ` (demo years generated in ${(generatedMs / 1000).toFixed(1)} s)` : ''}`);
  for (const row of rows) console.log(`  ${row.year} ${row.field.padEnd(20)} ${String(row.usable).padStart(2)} usable views, longest gap ${row.longestGapDays} days`);
  const worst = Math.max(...rows.map((row) => row.longestGapDays));
  const median = [...rows.map((row) => row.longestGapDays)].sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  console.log(`  longest gap: median ${median} days, worst ${worst} days`);
}
