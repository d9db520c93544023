/**
 * Variable-rate prescriptions from a field's productivity zones: a rate per zone (typed by the farmer, or scaled
 * from a base rate by each zone's productivity), the product the whole field needs and what it costs in naira.
 * Pure and isomorphic: the field page computes it in the browser, the export files are built from its answer.
 */

/** What a rate is measured in: fertiliser and other granular products by weight, seed by count. */
export const RATE_UNITS = ['kg/ha', 'seeds/ha'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/**
 * increase: better zones get more (they can use it, e.g. top-dressing nitrogen where the crop is strongest);
 * decrease: weaker zones get more (to lift them, or fewer seeds where the soil holds less water on better ground).
 */
export const SCALING_DIRECTIONS = ['increase', 'decrease'] as const;
export type ScalingDirection = (typeof SCALING_DIRECTIONS)[number];

export const PRESCRIPTION_LIMITS = {
  /** Highest rate a farmer may type, per unit: more than any fertiliser or seed rate used on a field. */
  maxRate: { 'kg/ha': 5000, 'seeds/ha': 2_000_000 } satisfies Record<RateUnit, number>,
  /** Scaling strength, in percent: 100 % moves a zone's rate as far as its productivity is from the field's mean. */
  minStrength: 0,
  maxStrength: 200,
  defaultStrength: 50,
  /** Seed is priced per this many seeds (a bag's count is printed per thousand). */
  seedsPerPriceUnit: 1000,
  maxPrice: 100_000_000,
} as const;

export type RatePlan =
  | { mode: 'typed'; rates: Readonly<Record<number, number>> }
  | { mode: 'scaled'; baseRate: number; direction: ScalingDirection; strength: number };

export interface PrescriptionZone {
  zone: number;
  areaHa: number;
  meanRelative: number;
}

export interface ZoneRate {
  zone: number;
  areaHa: number;
  /** The rate the machine applies in the zone, rounded as a farmer would set it. */
  rate: number;
  /** Product for the zone: kg, or seeds. */
  amount: number;
}

export interface Prescription {
  unit: RateUnit;
  zones: ZoneRate[];
  areaHa: number;
  /** Product for the whole field: kg, or seeds. */
  total: number;
  /** The field's average rate (total over area). */
  averageRate: number;
  /** Cost in naira, whole naira; null without a price. */
  costNgn: number | null;
}

/**
 * Rates a spreader or planter can be set to: kilograms to the whole kilo (a tenth under 10 kg/ha, for micronutrients),
 * seeds to the hundred.
 */
export function roundRate(rate: number, unit: RateUnit): number {
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  if (unit === 'seeds/ha') return Math.round(rate / 100) * 100;
  return rate < 10 ? Math.round(rate * 10) / 10 : Math.round(rate);
}

/**
 * A zone's scaled rate: the base rate moved by strength x (the zone's productivity - the field's mean). A zone 20 %
 * above the mean gets 10 % more at strength 50 % (increase), or 10 % less (decrease); never below zero.
 */
export function scaledRate(baseRate: number, meanRelative: number, direction: ScalingDirection, strengthPercent: number): number {
  const offset = (strengthPercent / 100) * (meanRelative - 1);
  const factor = direction === 'increase' ? 1 + offset : 1 - offset;
  return Math.max(0, baseRate * factor);
}

function zoneRate(zone: PrescriptionZone, plan: RatePlan): number {
  if (plan.mode === 'typed') return plan.rates[zone.zone] ?? 0;
  return scaledRate(plan.baseRate, zone.meanRelative, plan.direction, plan.strength);
}

/**
 * The prescription for `zones`: each zone's rounded rate and product, the field's total and, with a price (naira
 * per kg, or per 1000 seeds), its cost. Kilograms are totalled to the tenth, seeds to the whole seed.
 */
export function prescribe(zones: readonly PrescriptionZone[], plan: RatePlan, unit: RateUnit, price: number | null): Prescription {
  const rows = zones.map((zone) => {
    const rate = roundRate(zoneRate(zone, plan), unit);
    return { zone: zone.zone, areaHa: zone.areaHa, rate, amount: rate * zone.areaHa };
  });
  const areaHa = rows.reduce((sum, row) => sum + row.areaHa, 0);
  const exact = rows.reduce((sum, row) => sum + row.amount, 0);
  const total = unit === 'seeds/ha' ? Math.round(exact) : Math.round(exact * 10) / 10;
  const perPriceUnit = unit === 'seeds/ha' ? total / PRESCRIPTION_LIMITS.seedsPerPriceUnit : total;
  return {
    unit,
    zones: rows.map((row) => ({ ...row, amount: unit === 'seeds/ha' ? Math.round(row.amount) : Math.round(row.amount * 10) / 10 })),
    areaHa,
    total,
    averageRate: areaHa > 0 ? total / areaHa : 0,
    costNgn: price === null || !Number.isFinite(price) ? null : Math.round(perPriceUnit * price),
  };
}
