/**
 * Cutting the averaged relative-productivity surface into classes: equal-area quantiles (each class holds about the
 * same share of the field) or natural breaks (Jenks-like optimal 1-D clustering, ckmeans from simple-statistics).
 */
import { ckmeans, quantileSorted } from 'simple-statistics';
import type { ZoneMethod } from '../../../shared/domain/zones';

/**
 * The upper breaks between classes (classes - 1 of them, ascending): a value v is in class 1 + (number of breaks
 * below or equal to v). Fewer distinct values than classes give fewer breaks, so fewer classes are used.
 */
export function classBreaks(values: Float64Array, classes: number, method: ZoneMethod): number[] {
  const sorted = Float64Array.from(values).sort();
  const distinct = countDistinct(sorted, classes);
  const used = Math.min(classes, distinct);
  if (used < 2) return [];
  const list = Array.from(sorted);
  if (method === 'quantile') {
    const breaks: number[] = [];
    for (let k = 1; k < used; k++) {
      const value = quantileSorted(list, k / used);
      // Ties make equal quantiles: a class that would be empty is left out rather than given a copy of a break.
      if (breaks.length === 0 || value > (breaks[breaks.length - 1] as number)) breaks.push(value);
    }
    return breaks;
  }
  const clusters = ckmeans(list, used);
  return clusters.slice(1).map((cluster) => cluster[0] as number);
}

/** The class (1-based) of a value given the breaks. */
export function classOf(value: number, breaks: readonly number[]): number {
  let k = 0;
  while (k < breaks.length && value >= (breaks[k] as number)) k++;
  return k + 1;
}

function countDistinct(sorted: Float64Array, enough: number): number {
  let count = sorted.length > 0 ? 1 : 0;
  for (let i = 1; i < sorted.length && count < enough; i++) if (sorted[i] !== sorted[i - 1]) count++;
  return count;
}
