/**
 * Budget: the radar estimate of one field over 5 years (pairing, the fit with orbit offsets, the estimates) takes
 * under 1 ms. Pure functions on a synthetic truth (test/unit/imagery/support/radar-truth.ts): two relative orbits
 * every 6 and 12 days, 60 % of passes with a clear optical view. `npx tsx test/bench/fusion.ts`
 */
import { fitRadarRelation } from '../../functions/core/imagery/radar-fit';
import { fuseSeries, pairPoints } from '../../functions/core/imagery/radar-fusion';
import { scenario } from '../unit/imagery/support/radar-truth';

const RUNS = 300;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function time(action: () => unknown): number {
  const started = performance.now();
  action();
  return performance.now() - started;
}

const { input } = scenario(2024, { days: 5 * 365 });
const pairs = pairPoints(input.optical, input.radar);
const coldMs = time(() => fuseSeries(input));
const fuseMs: number[] = [];
const fitMs: number[] = [];
for (let run = 0; run < RUNS; run++) {
  fuseMs.push(time(() => fuseSeries(input)));
  fitMs.push(time(() => fitRadarRelation(pairs)));
}
const fused = fuseSeries(input);
const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  `Radar fusion, 5 years of one field (budget: < 1 ms): ${input.optical.length} optical points, ${input.radar.length} radar passes, ` +
    `${fused.fusion.pairs} pairs, ${fused.fusion.estimates} estimates (${fused.fusion.quality}, R² ${fused.fusion.r2?.toFixed(2) ?? '-'})`,
);
console.log(`  fuse: first call ${ms(coldMs)}, median ${ms(median(fuseMs))} of ${RUNS}; fit alone: median ${ms(median(fitMs))}`);
