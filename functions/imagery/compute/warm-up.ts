/**
 * The one warm-up worth a Lambda's init: the predictor undo, the longest loop of a scene's first read (a few
 * hundred thousand pixels), run once over 16k pixels of each sample type so that V8 optimises it in the
 * background; the first read then runs it some 10x faster. About 1 ms of CPU at init for 3-5 ms less on the
 * first read.
 * A fuller warm-up, the field statistics of a tiny synthetic scene held in memory, cost about 18 ms at init for
 * about 9 ms less on the first read: it moved V8's one-time compiling rather than saving it, so that a fresh
 * container's first request was slower in all. `FIELDWATCH_IMAGERY_WARM_UP=off` skips this one too, to measure it
 * (see test/bench/imagery/field-stats.ts).
 */
import { decodeColumns } from '../cog/tiff-decode';

export function warmUpPredictor(): void {
  const side = 128;
  for (const pixels of [new Uint16Array(side * side), new Uint8Array(side * side)]) {
    decodeColumns({ pixels, rows: side, firstRow: 0, columns: 0, width: side, predictor: 2 }, side);
  }
}
