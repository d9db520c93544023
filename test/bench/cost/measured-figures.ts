import path from 'node:path';

/** The measured per-job figures `npm run cost` prices (written by measure.ts; each says where it came from). */
export const MEASURED_FILE = path.join(import.meta.dirname, 'measured.json');

export interface MeasuredFigures {
  measuredAt: string;
  how: string;
  indexJob: { writeUnits: number; readUnits: number; ms: number; meanAreaHa: number; msPerHa: number; fixedMs: number; source: string };
  plannerTick: {
    quietReadUnitsPerField: number;
    quietWriteUnitsPerField: number;
    newSceneReadUnitsPerField: number;
    newSceneWriteUnitsPerField: number;
    backfillWriteUnitsPerField: number;
    msPerField: number;
    source: string;
  };
  /** Usage that a local stage cannot measure, each with where it comes from (an assumption says so). */
  assumed?: Record<string, { value: number | string; source: string }>;
  itemBytes: { statistic: number; statisticFirstShape: number; latest: number; cursor: number; field: number; source: string };
}
