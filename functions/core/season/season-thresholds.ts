/**
 * The season detector's constants, each with the reason for its value (one place: `season-detection.ts` and its
 * helpers read them from here). Index values are NDVI (SEASON_INDEX).
 */
export const SEASON_THRESHOLDS = {
  // ---- Weights of the points on the daily grid ----
  /** An optical view is the measurement itself. */
  opticalWeight: 1,
  /**
   * A radar estimate is a regression's prediction: at most half an optical view, and less the wider its interval:
   * weight = estimateWeight / (1 + (width / estimateWidthScale)^2), so an interval 0.2 NDVI wide counts a quarter
   * of an optical view and one 0.4 wide a tenth.
   */
  estimateWeight: 0.5,
  estimateWidthScale: 0.2,
  /** An interpolated day between two points weighs this share of the lighter of them: it bridges gaps, no more. */
  gapWeight: 0.05,

  // ---- Savitzky-Golay smoothing ----
  /**
   * Half window (days) of the quadratic fit: 20 days either side, about TIMESAT's usual 4-5 points of a 10-day
   * composite, keeps a 40-day rise (a short vegetable crop) and damps a single noisy view.
   */
  smoothingHalfWindow: 20,

  // ---- What counts as a crop season ----
  /**
   * A crop's green-up: the smoothed curve's peak rises at least this far above the base on its sides (TIMESAT's
   * amplitude cut-off). Weeds and grass of the rains on unused land rise less.
   */
  minAmplitude: 0.25,
  /** ... and peaks at least this high: a closed crop canopy reads NDVI 0.6-0.9, sparse weeds and grass 0.3-0.5. */
  minPeak: 0.55,
  /** A season whose amplitude is below this multiple of `minAmplitude` is weak: its events are low confidence. */
  weakAmplitudeFactor: 1.3,
  /** A year whose smoothed curve rises less than this over its lowest stays bare (no green-up at all). */
  bareAmplitude: 0.12,
  /** ... unless it reaches this NDVI somewhere (a sparse green cover of the rains: fallow, not bare). */
  barePeak: 0.3,
  /** Fewer usable points than this within the year (optical views and estimates) cannot tell seasons apart. */
  minPointsInYear: 12,
  /** Nor can a year whose longest stretch without a point is longer than this (days). */
  maxGapDays: 60,

  // ---- Where events fall (fractions of the season's amplitude above its base, as TIMESAT and PhenoloPy) ----
  /** Emergence: the curve rises through this fraction of the amplitude above the left base (TIMESAT's start, 20 %). */
  emergenceFraction: 0.2,
  /**
   * Sowing: the base's last day, where the curve leaves its base by this fraction of the amplitude (10 %: a crop's
   * 0.5-0.6 rise puts it 0.05-0.06 NDVI above the base, clear of the views' noise, which 5 % is not), less the days a
   * crop takes to emerge and show (maize, sorghum and soybean emerge 5-10 days after sowing: 8, which the demo's
   * crop calendar bears out, see test/bench/seasons.ts).
   */
  sowingFraction: 0.1,
  emergenceLagDays: 8,
  /** Senescence: the curve falls below this fraction of the amplitude after the peak (the decline starts). */
  senescenceFraction: 0.9,
  /** Harvest: the curve falls through this fraction of the amplitude above the right base (TIMESAT's end). */
  harvestFraction: 0.3,

  // ---- Radar VH refinement of the harvest ----
  /** A harvest removes the canopy: VH falls this far (dB) between two passes of the same orbit ... */
  vhDropDb: 1.5,
  /** ... within this many days of the index's end of season. */
  vhSearchDays: 20,

  // ---- Confidence of an event ----
  /** High: an optical view this close on both sides of the event (days). */
  opticalNearDays: 12,
  /** Medium: radar estimates this close on both sides, with intervals no wider than `goodEstimateWidth`. */
  estimateNearDays: 12,
  goodEstimateWidth: 0.25,
  /** Points shown as evidence either side of an event. */
  evidencePoints: 2,
} as const;
