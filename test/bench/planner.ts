/**
 * The index planner at scale: 10,000 synthetic fields of 100 teams on 40 Sentinel-2 MGRS tiles, a year's look-back
 * (a new field's backfill, the heaviest run), planned team by team as the planning queue's consumer does, against
 * an in-process STAC stand-in (the local stage's static search over one item per tile every 5 days) that counts
 * its searches. Goal: STAC calls proportional to tiles x months, not fields; the whole plan in minutes.
 * Run: npm run bench -- planner
 */
import { mgrsTileOf } from '../../functions/imagery/stac/mgrs-tiles';
import { parseFieldGeometry } from '../../functions/imagery/geometry/field-geometry';
import type { ImageryField } from '../../functions/core/imagery/field-shape';
import { runPlanMessage, type Cursor, type PlannerDeps } from '../../functions/core/imagery/index-jobs';
import { tileSearchDeps, tileStac } from '../support/tile-stac';

process.env.LOG_LEVEL ??= 'warn';

const FIELDS = 10_000;
const TEAMS = 100;
const NOW = new Date('2025-09-15T12:00:00Z');

// 40 tiles: 8 x 5 tile centres about 110 km apart across Nigeria's farming belt (zones 31 and 32).
const centres: Array<[number, number]> = [];
for (let i = 0; i < 8; i++) for (let j = 0; j < 5; j++) centres.push([3.5 + i * 1.01, 8.5 + j * 1.0]);
const tiles = [...new Set(centres.map(([lon, lat]) => mgrsTileOf(lon, lat) as string))];

const fields: ImageryField[] = Array.from({ length: FIELDS }, (_, i) => {
  // A team's fields on one or two neighbouring tiles, as a farm's are.
  const team = i % TEAMS;
  const [lon, lat] = centres[(team + (i % 7 === 0 ? 1 : 0)) % centres.length] as [number, number];
  const x = lon + ((i * 37) % 100) * 0.002;
  const y = lat + ((i * 53) % 100) * 0.002;
  const d = 0.003;
  const shape = parseFieldGeometry({ type: 'Polygon', coordinates: [[[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]]] });
  return { teamId: `T${team}`, fieldId: `F${i}`, name: `Field ${i}`, shape, boundaryHash: `h${i}`, centroid: [x + d / 2, y + d / 2] };
});
const byTeam = new Map<string, ImageryField[]>();
for (const field of fields) byTeam.set(field.teamId, [...(byTeam.get(field.teamId) ?? []), field]);

const stac = tileStac({ tiles, from: '2024-09-01', to: '2025-09-15' });
const cursors = new Map<string, Cursor[]>();
let jobs = 0;
const deps: PlannerDeps = {
  search: tileSearchDeps(stac.client, NOW),
  send: async (sent) => void (jobs += sent.length),
  sendPlans: async () => undefined,
  now: () => NOW,
  store: {
    teamFields: async (teamId) => ({ fields: byTeam.get(teamId) ?? [], cursors: [] }),
    saveCursors: async (saved) => void cursors.set(saved[0]?.teamId ?? '', saved),
  },
};

const started = performance.now();
let planned = 0;
let failed = 0;
for (const teamId of byTeam.keys()) {
  const run = await runPlanMessage({ v: 1, teamId }, deps);
  planned += run.fields;
  failed += run.failedFields;
}
const seconds = (performance.now() - started) / 1000;
const months = 13;
console.log(`Index planner (goal: STAC calls ~ tiles x months, not fields; the whole plan in minutes)`);
console.log(`  ${planned} fields of ${byTeam.size} teams on ${tiles.length} MGRS tiles, ${months} months back: ${stac.counter.searches} STAC requests, pages included (tiles x months = ${tiles.length * months}; per field it would be ${FIELDS * months})`);
console.log(`  ${jobs} index jobs, ${failed} fields failed, ${[...cursors.values()].flat().length} cursors; wall time ${seconds.toFixed(1)} s (${((seconds * 1000) / planned).toFixed(2)} ms per field)`);
if (failed > 0 || planned !== FIELDS) process.exitCode = 1;
