/**
 * Turns the byte ranges of the tiles a window needs into few requests: ranges sorted by offset and merged when
 * the gap between them is small (GDAL's COG layout stores a row of tiles back to back, 8 bytes of leader/trailer
 * apart), without letting one request grow past `maxRequestBytes`. The gap must also be small next to the
 * ranges it joins, so that merging never reads much more than the tiles themselves (small tiles, big gaps).
 */
export interface ByteRange {
  offset: number;
  length: number;
}

export interface PlannedRequest<T> extends ByteRange {
  /** The parts served by this request, with their offsets relative to the request's start. */
  parts: Array<{ item: T; at: number; length: number }>;
}

export interface RangePlanOptions {
  /** Merge two ranges when at most this many unneeded bytes lie between them... */
  maxGapBytes: number;
  /** ...and at most this share of the smaller of the two. */
  maxGapRatio?: number;
  maxRequestBytes: number;
}

export const DEFAULT_RANGE_PLAN: RangePlanOptions = { maxGapBytes: 32 * 1024, maxGapRatio: 0.25, maxRequestBytes: 16 * 1024 * 1024 };

export function planRequests<T>(
  ranges: Array<ByteRange & { item: T }>,
  options: RangePlanOptions = DEFAULT_RANGE_PLAN,
): Array<PlannedRequest<T>> {
  const sorted = ranges.filter((r) => r.length > 0).sort((a, b) => a.offset - b.offset);
  const requests: Array<PlannedRequest<T>> = [];
  let current: PlannedRequest<T> | undefined;
  for (const range of sorted) {
    const end = range.offset + range.length;
    if (current) {
      const currentEnd = current.offset + current.length;
      const gap = range.offset - currentEnd;
      const mergedLength = Math.max(currentEnd, end) - current.offset;
      const lastPart = current.parts[current.parts.length - 1] as { length: number };
      const gapAllowed = Math.min(options.maxGapBytes, (options.maxGapRatio ?? Infinity) * Math.min(lastPart.length, range.length));
      if (gap <= gapAllowed && mergedLength <= options.maxRequestBytes) {
        current.length = mergedLength;
        current.parts.push({ item: range.item, at: range.offset - current.offset, length: range.length });
        continue;
      }
    }
    current = { offset: range.offset, length: range.length, parts: [{ item: range.item, at: 0, length: range.length }] };
    requests.push(current);
  }
  return requests;
}
