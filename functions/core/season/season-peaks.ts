/**
 * Candidate seasons on a smoothed daily curve: its local maxima with their topographic prominence (how far the
 * curve must fall from the peak before it climbs to a higher one), as scipy's `find_peaks` measures it. A side that
 * runs into the curve's end still falling is open: the base there is unseen, so the other side decides.
 */

export interface CurvePeak {
  index: number;
  value: number;
  /** The peak's rise above the higher of its seen bases (the lower side when neither is seen). */
  prominence: number;
}

interface Side {
  min: number;
  /** The walk reached the curve's end with the minimum there: the base is not seen. */
  open: boolean;
}

function walk(curve: readonly number[], index: number, step: 1 | -1): Side {
  const peak = curve[index] as number;
  let min = peak;
  let minIndex = index;
  let k = index + step;
  for (; k >= 0 && k < curve.length; k += step) {
    const value = curve[k] as number;
    if (value > peak) break;
    if (value < min) {
      min = value;
      minIndex = k;
    }
  }
  const reachedEnd = k < 0 || k >= curve.length;
  const edge = step === 1 ? curve.length - 1 : 0;
  return { min, open: reachedEnd && minIndex === edge };
}

/** Local maxima (a plateau counts once, at its first day) with their prominence, in order. */
export function curvePeaks(curve: readonly number[]): CurvePeak[] {
  const peaks: CurvePeak[] = [];
  for (let i = 1; i < curve.length - 1; i++) {
    const value = curve[i] as number;
    if (!(value > (curve[i - 1] as number))) continue;
    let j = i;
    while (j + 1 < curve.length && curve[j + 1] === value) j++;
    if (j + 1 >= curve.length || !((curve[j + 1] as number) < value)) continue;
    const left = walk(curve, i, -1);
    const right = walk(curve, j, 1);
    const seen = [left, right].filter((side) => !side.open).map((side) => side.min);
    const base = seen.length > 0 ? Math.max(...seen) : Math.min(left.min, right.min);
    peaks.push({ index: i, value, prominence: value - base });
  }
  return peaks;
}
