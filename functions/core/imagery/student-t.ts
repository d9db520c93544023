/**
 * Quantiles of Student's t distribution for whole degrees of freedom, enough for a regression's prediction interval
 * (no statistics library is installed in the project). The central probability P(|T| ≤ t) of ν degrees of freedom
 * has a closed form in θ = atan(t / √ν) (Abramowitz & Stegun 26.7.3 and 26.7.4):
 *
 *   ν odd:  (2/π)·(θ + sin θ·[cos θ + (2/3)·cos³θ + … + (2·4…(ν−3))/(1·3…(ν−2))·cos^(ν−2) θ])  (θ alone for ν = 1)
 *   ν even: sin θ·[1 + (1/2)·cos²θ + (1·3)/(2·4)·cos⁴θ + … + (1·3…(ν−3))/(2·4…(ν−2))·cos^(ν−2) θ]
 *
 * It rises with θ on (0, π/2), so the quantile is found by bisection on θ (to 1e-12) and t = √ν·tan θ.
 * Beyond MAX_EXACT_DEGREES the quantile is taken at MAX_EXACT_DEGREES: t at 0.9 moves by less than 0.001 from
 * there to the normal limit (1.2824 at 1000, 1.2816 at infinity), and the sum stays short.
 */
const MAX_EXACT_DEGREES = 1000;
const BISECTIONS = 42;

/** P(|T| ≤ t) for t = √ν·tan θ. */
function centralProbability(theta: number, degrees: number): number {
  const sin = Math.sin(theta);
  const cos = Math.cos(theta);
  const cos2 = cos * cos;
  if (degrees % 2 === 0) {
    let term = 1;
    let sum = 1;
    for (let k = 2; k <= degrees - 2; k += 2) {
      term *= ((k - 1) / k) * cos2;
      sum += term;
    }
    return sin * sum;
  }
  if (degrees === 1) return (2 / Math.PI) * theta;
  let term = cos;
  let sum = cos;
  for (let k = 3; k <= degrees - 2; k += 2) {
    term *= ((k - 1) / k) * cos2;
    sum += term;
  }
  return (2 / Math.PI) * (theta + sin * sum);
}

const memo = new Map<string, number>();

/**
 * The t with P(T ≤ t) = `probability` for `degrees` (a whole number ≥ 1) degrees of freedom; the ends of a central
 * interval of confidence c are ±tQuantile((1 + c) / 2, ν).
 */
export function tQuantile(probability: number, degrees: number): number {
  if (!(probability > 0 && probability < 1)) throw new RangeError(`A t quantile needs a probability strictly between 0 and 1 (got ${probability}).`);
  if (!Number.isInteger(degrees) || degrees < 1) throw new RangeError(`A t quantile needs whole degrees of freedom of at least 1 (got ${degrees}).`);
  if (probability === 0.5) return 0;
  if (probability < 0.5) return -tQuantile(1 - probability, degrees);
  const nu = Math.min(degrees, MAX_EXACT_DEGREES);
  const key = `${probability}:${nu}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const central = 2 * probability - 1;
  let low = 0;
  let high = Math.PI / 2;
  for (let i = 0; i < BISECTIONS; i++) {
    const mid = (low + high) / 2;
    if (centralProbability(mid, nu) < central) low = mid;
    else high = mid;
  }
  const t = Math.sqrt(nu) * Math.tan((low + high) / 2);
  memo.set(key, t);
  return t;
}
