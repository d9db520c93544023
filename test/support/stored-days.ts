import type { FieldDayStatistics, IndexStatistics } from '../../functions/imagery/compute/field-statistics';
import type { ScalarIndexId } from '../../shared/domain/indices';

/** One index's statistics over a field of 1,000 pixels, `validFraction` of them seen clear, around this mean. */
export function indexStatistics(index: ScalarIndexId, mean: number, { validFraction = 0.95, sceneId = `S2B_${index}` } = {}): IndexStatistics {
  return {
    index,
    count: 950,
    min: mean - 0.1,
    max: mean + 0.1,
    mean,
    stDev: 0.02,
    p10: mean - 0.05,
    p50: mean,
    p90: mean + 0.05,
    histogram: { bins: [{ lowEdge: mean - 0.1, highEdge: mean + 0.1, mean, count: 950 }] },
    pixelCount: 1000,
    dataPixelCount: 1000,
    validPixelCount: Math.round(validFraction * 1000),
    validFraction,
    fieldCloudPercent: 0,
    sclAvailable: true,
    lowConfidence: false,
    sceneIds: [sceneId],
    notes: [],
  };
}

/** A computed day of a 4 ha field in this UTM zone holding these indices' statistics. */
export function storedDay(date: string, indices: FieldDayStatistics['indices'], epsg = 32632): FieldDayStatistics {
  return { date, datetime: `${date}T10:20:30Z`, epsg, sceneIds: [`S2B_${date}`], sceneCloudPercent: 5, areaHa: 4, pixelCount: 1000, indices, read: { bytesRead: 1, requests: 1 } };
}
