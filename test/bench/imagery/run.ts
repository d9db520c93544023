/**
 * `npx tsx test/bench/imagery/run.ts [stats|series|route-series|tile|worker|demo|radar]`: prints the imagery budgets as
 * measured on this machine. For the worker budget (1 vCPU) run
 * `NODE_OPTIONS=--openssl-legacy-provider taskset -c 0 npx tsx test/bench/imagery/run.ts worker`.
 */
import { benchDemoGeneration } from './demo';
import { benchFieldStats, benchYearSeries, engineWarmUp } from './field-stats';
import { benchRadarPass, benchRadarStats } from './radar';
import { benchRouteSeries } from './route-series';
import { benchTiles } from './tiles';
import { benchWorker } from './worker';
import { benchStoredWorker } from './worker-stored';

const only = process.argv[2];

if (!only || only === 'stats') {
  console.log('Statistics, one 100 ha field, one scene, NDVI (budget: engine/GDAL <= 1.0, bytes <= 1.5x covering tiles)');
  const rows = await benchFieldStats();
  console.log(`  cold = first read of a scene in a process with the code loaded (GDAL: imported); the engine's warm-up ${engineWarmUp}`);
  for (const row of rows) {
    console.log(
      `  ${row.placement.padEnd(10)} engine ${row.engineMedianMs} ms (cold ${row.engineColdMs}) | GDAL ${row.gdalMedianMs} ms (cold ${row.gdalColdMs}) | ratio ${row.ratio} | ` +
        `bytes ${(row.bytesRead / 1e6).toFixed(2)} MB / covering ${(row.coveringBytes / 1e6).toFixed(2)} MB = ${row.bytesRatio} | |Δmean| ${row.meanDifference.toExponential(1)}`,
    );
  }
}
if (!only || only === 'series') {
  const year = await benchYearSeries();
  console.log(
    `Year series over HTTP ranges (budget < 1 s): ${year.scenes} scenes in ${year.ms} ms (CPU ${year.cpuMs} ms, load ${year.load.toFixed(1)}), ` +
      `${year.requests} requests, ${(year.bytesRead / 1e6).toFixed(1)} MB`,
  );
}
if (!only || only === 'route-series') {
  const { rows, startMs, demo, analysis } = await benchRouteSeries();
  console.log(`A year's NDVI series per field through GET /monitoring/series/ on the local stage (budget < 3 s); stage started in ${(startMs / 1000).toFixed(1)} s` +
    (demo.generatedMs ? ` incl. the one-time demo imagery generation ${(demo.generatedMs / 1000).toFixed(1)} s` : '') + (demo.uploadMs ? `, copy to the local S3 ${(demo.uploadMs / 1000).toFixed(1)} s` : ''));
  for (const row of rows) console.log(`  ${row.field.padEnd(32)} ${row.days} dates: cold ${row.coldMs} ms (computed and stored), warm ${row.warmMs} ms`);
  console.log(`Analysis chart, one field, ${analysis.years} years x 1 season (budget: cold < 3 s, warm < 300 ms): ${analysis.points} points, cold ${analysis.coldMs} ms, warm ${analysis.warmMs} ms`);
}
if (!only || only === 'tile') {
  console.log('One 256 px NDVI tile of a 100 ha field incl. PNG encoding (budget < 50 ms warm)');
  for (const row of await benchTiles()) {
    console.log(`  zoom ${row.zoom} (COG level ${row.level}): cold ${row.coldMs} ms, warm median ${row.warmMedianMs} ms, p95 ${row.warmP95Ms} ms over ${row.tiles} tiles x 20; PNG <= ${(row.pngBytes / 1024).toFixed(0)} KB`);
  }
}
if (!only || only === 'worker') {
  const worker = await benchWorker();
  console.log(`Worker engine, one scene for ${worker.fields} fields (${worker.hectares} ha), 5 indices (budget < 60 s): ${(worker.ms / 1000).toFixed(1)} s wall, ${(worker.cpuMs / 1000).toFixed(1)} s CPU, ${(worker.bytesRead / 1e6).toFixed(0)} MB read`);
  const stored = await benchStoredWorker();
  console.log(`Index worker handler, ${stored.fields} messages (one per field) stored in DynamoDB Local: ${(stored.ms / 1000).toFixed(1)} s wall (${stored.perJobMs} ms a message), ${(stored.cpuMs / 1000).toFixed(1)} s CPU in this process; ${stored.stored} latest values written`);
}
if (!only || only === 'radar') {
  console.log('Radar statistics, one 100 ha field, one Sentinel-1 acquisition (VV, VH, mask COGs), side by side with GDAL (budget: engine/GDAL <= 1.0 cold and warm)');
  console.log('  cold = first read in a process with the code loaded (GDAL and numpy imported); warm = median of 15 more, files opened afresh each time');
  for (const row of await benchRadarStats()) {
    console.log(
      `  ${row.placement.padEnd(12)} engine cold ${row.engineColdMs} ms, warm ${row.engineWarmMs} ms | GDAL cold ${row.gdalColdMs} ms, warm ${row.gdalWarmMs} ms | ` +
        `ratio cold ${row.coldRatio}, warm ${row.warmRatio} | ${row.validPixels} valid px, ${(row.bytesRead / 1e6).toFixed(2)} MB in ${row.requests} requests | |ΔRVI| ${row.rviDifference.toExponential(1)}`,
    );
  }
  const pass = await benchRadarPass();
  console.log(`  a pass of ${pass.fields} fields, files opened once (RadarPool; GDAL's datasets): engine ${pass.engineMs} ms | GDAL ${pass.gdalMs} ms | ratio ${pass.ratio} | ${(pass.bytesRead / 1e6).toFixed(1)} MB read`);
}
if (only === 'demo') {
  const demo = await benchDemoGeneration();
  console.log(`Demo imagery year ${demo.year}, one-time generation (budget < 2 min): ${(demo.ms / 1000).toFixed(1)} s`);
}
