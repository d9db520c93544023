/**
 * `npx tsx test/bench/imagery/run.ts [stats|series|worker]`: prints the imagery budgets as measured on this machine.
 * For the worker budget (1 vCPU) run `taskset -c 0 npx tsx test/bench/imagery/run.ts worker`.
 */
import { benchFieldStats, benchYearSeries } from './field-stats';
import { benchWorker } from './worker';

const only = process.argv[2];

if (!only || only === 'stats') {
  console.log('Statistics, one 100 ha field, one scene, NDVI (budget: engine/GDAL <= 1.0, bytes <= 1.5x covering tiles)');
  for (const row of await benchFieldStats()) {
    console.log(
      `  ${row.placement.padEnd(10)} engine ${row.engineMedianMs} ms (cold ${row.engineColdMs}) | GDAL ${row.gdalMedianMs} ms (cold ${row.gdalColdMs}) | ratio ${row.ratio} | ` +
        `bytes ${(row.bytesRead / 1e6).toFixed(2)} MB / covering ${(row.coveringBytes / 1e6).toFixed(2)} MB = ${row.bytesRatio} | |Δmean| ${row.meanDifference.toExponential(1)}`,
    );
  }
}
if (!only || only === 'series') {
  const year = await benchYearSeries();
  console.log(`Year series over HTTP ranges (budget < 3 s): ${year.scenes} scenes in ${year.ms} ms, ${year.requests} requests, ${(year.bytesRead / 1e6).toFixed(1)} MB`);
}
if (!only || only === 'worker') {
  const worker = await benchWorker();
  console.log(`Worker, one scene for ${worker.fields} fields (${worker.hectares} ha), 5 indices (budget < 60 s): ${(worker.ms / 1000).toFixed(1)} s wall, ${(worker.cpuMs / 1000).toFixed(1)} s CPU, ${(worker.bytesRead / 1e6).toFixed(0)} MB read`);
}
