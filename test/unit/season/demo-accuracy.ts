/**
 * The demo's season detection accuracy: every demo field and year against the demo crop calendar's true sowing and
 * harvest (`calendarSeasons`), as the bench `test/bench/seasons.ts` measures it on a local stage and the unit test
 * `demo-accuracy.test.ts` checks it on the fixture the bench wrote. Shared so both score the same way.
 */
import { detectSeasons, type SeasonDetectionInput, type SeasonSeriesPoint, type VhPoint } from '../../../functions/core/season/season-detection';
import { calendarSeasons, type CropKind } from '../../../functions/imagery/demo/crop-calendar';
import { DETECTION_ACCURACY, daysBetween } from '../../../shared/domain/season';

/** One series point, compact: date, value, 1 for a radar estimate (0 optical), the estimate's interval. */
export type FixturePoint = [string, number, 0 | 1, number | null, number | null];
/** One radar acquisition: date, VH dB, relative orbit. */
export type FixtureVh = [string, number, number | null];

export interface DemoFieldYear {
  year: number;
  points: FixturePoint[];
  radar: FixtureVh[];
}

export interface DemoSeasonsFixture {
  /** How the fixture was made. */
  source: string;
  fields: Array<{ id: string; name: string; crop: CropKind; years: DemoFieldYear[] }>;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function fixturePoint(point: SeasonSeriesPoint): FixturePoint {
  const estimate = point.source === 'radar-estimate';
  return [point.date, round4(point.value), estimate ? 1 : 0, point.low === null ? null : round4(point.low), point.high === null ? null : round4(point.high)];
}

export const fixtureVh = (point: VhPoint): FixtureVh => [point.date, round4(point.vhDb), point.relativeOrbit];

export function detectionInput(fieldYear: DemoFieldYear): SeasonDetectionInput {
  return {
    year: fieldYear.year,
    points: fieldYear.points.map(([date, value, estimate, low, high]) => ({ date, value, source: estimate === 1 ? 'radar-estimate' : 'optical', low, high })),
    radar: fieldYear.radar.map(([date, vhDb, relativeOrbit]) => ({ date, vhDb, relativeOrbit })),
  };
}

export interface AccuracyRow {
  field: string;
  year: number;
  season: number;
  truthSowing: string | null;
  truthHarvest: string | null;
  sowing: string | null;
  harvest: string | null;
  sowingError: number | null;
  harvestError: number | null;
  confidence: string;
  /** Sowing and harvest both within DETECTION_ACCURACY.days. */
  within: boolean;
}

export interface AccuracyReport {
  rows: AccuracyRow[];
  /** True field-seasons with sowing and harvest both within DETECTION_ACCURACY.days. */
  within: number;
  total: number;
  share: number;
  /** Seasons detected on the fallow field (there should be none), and its land use per year. */
  fallowSeasons: number;
  fallowLandUse: string[];
}

/**
 * Detects each field-year and matches every true season to the detected one whose peak is nearest (each detected
 * season used once); a true season with no detected one counts as missed, a detected one with no truth as invented.
 */
export function scoreDemo(fixture: DemoSeasonsFixture): AccuracyReport {
  const rows: AccuracyRow[] = [];
  let fallowSeasons = 0;
  const fallowLandUse: string[] = [];
  for (const field of fixture.fields) {
    for (const fieldYear of field.years) {
      const detection = detectSeasons(detectionInput(fieldYear));
      if (field.crop === 'fallow') {
        fallowSeasons += detection.seasons.length;
        fallowLandUse.push(`${fieldYear.year} ${detection.landUse}`);
      }
      const peaks = detection.seasons.map((season) => detection.events.find((event) => event.season === season.season && event.kind === 'peak')?.date ?? null);
      const used = new Set<number>();
      for (const truth of calendarSeasons(field.crop, fieldYear.year)) {
        let best = -1;
        for (let k = 0; k < detection.seasons.length; k++) {
          const peak = peaks[k];
          if (used.has(k) || !peak) continue;
          const bestPeak = best < 0 ? null : peaks[best];
          if (!bestPeak || Math.abs(daysBetween(truth.peak, peak)) < Math.abs(daysBetween(truth.peak, bestPeak))) best = k;
        }
        const detected = best < 0 ? undefined : detection.seasons[best];
        if (detected) used.add(best);
        const sowingError = detected?.start ? daysBetween(truth.sowing, detected.start) : null;
        const harvestError = detected?.end ? daysBetween(truth.harvest, detected.end) : null;
        rows.push({
          field: field.name, year: fieldYear.year, season: rows.filter((row) => row.field === field.name && row.year === fieldYear.year).length + 1,
          truthSowing: truth.sowing, truthHarvest: truth.harvest, sowing: detected?.start ?? null, harvest: detected?.end ?? null, sowingError, harvestError,
          confidence: detected?.confidence ?? 'missed',
          within: sowingError !== null && harvestError !== null && Math.abs(sowingError) <= DETECTION_ACCURACY.days && Math.abs(harvestError) <= DETECTION_ACCURACY.days,
        });
      }
      detection.seasons.forEach((season, k) => {
        if (used.has(k) || field.crop === 'fallow') return;
        rows.push({
          field: field.name, year: fieldYear.year, season: season.season, truthSowing: null, truthHarvest: null, sowing: season.start, harvest: season.end,
          sowingError: null, harvestError: null, confidence: `${season.confidence} (invented)`, within: false,
        });
      });
    }
  }
  const truthRows = rows.filter((row) => row.truthSowing !== null);
  const within = truthRows.filter((row) => row.within).length;
  return { rows, within, total: truthRows.length, share: truthRows.length === 0 ? 0 : within / truthRows.length, fallowSeasons, fallowLandUse };
}

const cell = (value: string | number | null, width: number) => String(value ?? '-').padEnd(width);
const signed = (days: number | null) => (days === null ? '-' : days > 0 ? `+${days}` : String(days));

/** The table: field, year, season, truth, detected, error in days, confidence; then the share and the fallow field. */
export function accuracyTable(report: AccuracyReport): string {
  const lines = [
    `${cell('field', 18)}${cell('year', 6)}${cell('#', 3)}${cell('truth: sown', 13)}${cell('harvested', 12)}${cell('detected', 12)}${cell('harvested', 12)}${cell('error (d)', 12)}confidence`,
  ];
  for (const row of report.rows) {
    lines.push(
      `${cell(row.field, 18)}${cell(row.year, 6)}${cell(row.season, 3)}${cell(row.truthSowing, 13)}${cell(row.truthHarvest, 12)}${cell(row.sowing, 12)}${cell(row.harvest, 12)}` +
        `${cell(`${signed(row.sowingError)} / ${signed(row.harvestError)}`, 12)}${row.confidence}${row.within ? '' : `  * beyond ${DETECTION_ACCURACY.days} days`}`,
    );
  }
  lines.push(
    `Sowing and harvest within ${DETECTION_ACCURACY.days} days (required share ${Math.round(DETECTION_ACCURACY.share * 100)} %): ${report.within} of ${report.total} field-seasons, ${Math.round(report.share * 100)} %`,
    `Fallow field: ${report.fallowSeasons === 0 ? 'no season invented' : `${report.fallowSeasons} season(s) invented`} (${report.fallowLandUse.join(', ')})`,
  );
  return lines.join('\n');
}
