import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPdf } from '../../functions/core/farm-summary/report-pdf';
import { translate } from '../../functions/core/i18n/translate';
import { seasonComparisonPdf } from '../../functions/core/season/season-comparison-pdf';
import { FieldReport } from '../../shared/api/schemas/farm-summary';
import { SeasonComparison } from '../../shared/api/schemas/season';

/**
 * The report and season comparison PDFs in the caller's language: Noto Sans is embedded with a ToUnicode map, so
 * poppler's pdftotext (an independent reader) gives back Hausa's hooked letters (ɓ ƙ) and Yoruba's underdotted
 * vowels with their tones (ẹ́ ọ̀) letter for letter, and the English file reads as it always did.
 */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'report-pdf-languages-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file's words: in the page's layout, or (`raw`) in the order they were written, a cell's lines one after another. */
function read(name: string, bytes: Uint8Array, mode: '-layout' | '-raw' = '-layout'): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [mode, file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

function fonts(name: string, bytes: Uint8Array): string[][] {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2).map((row) => row.trim().split(/\s+/));
}

const REPORT = FieldReport.parse({
  field: {
    id: 'f1',
    name: 'Gonar Ɗanjuma',
    group_name: '',
    location: 'Kaduna',
    state: 'Kaduna',
    lga: 'Kaduna North',
    size: 5.32,
    centroid: [8.67, 9.08],
    coordinates: [],
    holes: [],
    crop_season: [],
    anchor: null,
    performance_percentage: null,
    ndvi_average: 0.61,
    team: 't1',
    upload: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
  },
  index: 'NDVI',
  start_date: '2024-03-01',
  end_date: '2024-06-30',
  farm_index_number: 0.61,
  ndvi_average: 0.61,
  performance: { percentage: 96, period_mean: 0.61, baseline_mean: 0.635, years: [2022, 2023] },
  pending_days: 0,
  unrefreshed: [],
  rainfall: { period_mm: 210.5, normal_mm: null, years: [] },
  scenes: [{ date: '2024-05-02', ndvi: 0.6, ndmi: 0.2, index: 0.6, valid_fraction: 1 }],
  causes: [],
  table: [],
  method: [],
});

const ROW = {
  field: { id: 'f1', name: 'Oko Adéyẹmí', area_ha: 2 },
  season_id: 's1',
  year: 2025,
  crop: 'Maize',
  planned_sowing: '2025-05-01',
  planned_harvest: '2025-09-01',
  detected_sowing: '2025-05-19',
  detected_harvest: null,
  detection_pending: false,
  record: {
    season: 's1',
    yield_amount: 24,
    yield_unit: 'bag',
    bag_kg: 100,
    yield_kg: 2400,
    revenue: 720_000,
    costs: 55_555,
    task_count: 3,
    costs_by_type: [],
    area_ha: 2,
    yield_kg_per_ha: 1200,
    cost_per_ha: 27_778,
    revenue_per_ha: 360_000,
    margin_per_ha: 332_222,
    updated_at: null,
  },
  curve: [],
};
const COMPARISON = SeasonComparison.parse({ rows: [ROW] });
/** A season nothing was detected in, and one whose year's satellite days are still being computed. */
const UNDETECTED = SeasonComparison.parse({
  rows: [
    { ...ROW, season_id: 's2', year: 2024, detected_sowing: null, detected_harvest: null },
    { ...ROW, season_id: 's3', year: 2026, detected_sowing: null, detected_harvest: null, detection_pending: true },
  ],
});

describe('the report PDF in every language', () => {
  it('writes Hausa with its hooked letters, read back letter for letter', () => {
    const words = read('ha.pdf', reportPdf(REPORT, { kind: 'no-clear-scene' }, 'ha'));
    expect(words).toContain('Rahoton gona: Gonar Ɗanjuma');
    expect(words).toContain(translate('ha', 'report.place', { location: 'Kaduna', state: 'Kaduna', lga: 'Kaduna North' }).replace(/\s+/g, ' '));
    expect(words).toContain('Ƙaramar hukuma: Kaduna North');
    expect(words).toContain(translate('ha', 'report.scenesHeading'));
    expect(words).toContain('ɓangaren gonar da ke a bayyane');
    expect(words).toContain('Lambar maʼaunin gona (NDVI): 0.6100');
    expect(words).toContain(translate('ha', 'report.noClearScene'));
    expect(words).toContain('Taƙaitaccen tebur');
    expect(words).not.toContain('?');
  });

  it('writes Yoruba with its underdots and tones (ẹ́ ọ̀ as letter and combining mark), read back letter for letter', () => {
    const words = read('yo.pdf', reportPdf(REPORT, { kind: 'unavailable', date: '2024-06-01' }, 'yo'));
    const sentence = translate('yo', 'report.mapsUnavailable', { date: '2024-06-01' });
    expect(sentence).toContain('lẹ́ẹ̀kan');
    expect(sentence.normalize('NFC')).toBe(sentence);
    expect(words).toContain(sentence);
    expect(words).toContain('Ìpínlẹ̀: Kaduna');
    expect(words).toContain('Ìwọ̀n ilẹ̀: 5.32 ha');
    expect(words).toContain(translate('yo', 'report.performanceBaseline', { percentage: '96', baseline: '0.6350', years: '2022, 2023' }));
    expect(words).toContain('Ìsọfúnni nípa iṣẹ́ oko');
    expect(words).not.toContain('?');
    // The embedded fonts: Noto Sans as CID TrueType with a ToUnicode map (pdffonts: emb, sub, uni).
    expect(fonts('yo-fonts.pdf', reportPdf(REPORT, { kind: 'no-clear-scene' }, 'yo')).map((cells) => cells.slice(0, 7))).toEqual([
      ['FWNOTO+NotoSans-Bold', 'CID', 'TrueType', 'Identity-H', 'yes', 'yes', 'yes'],
      ['FWNOTO+NotoSans-Regular', 'CID', 'TrueType', 'Identity-H', 'yes', 'yes', 'yes'],
    ]);
  });

  it('keeps the English text as it was', () => {
    const words = read('en.pdf', reportPdf(REPORT, { kind: 'no-clear-scene' }));
    for (const line of [
      'Field report: Gonar Ɗanjuma',
      'Location: Kaduna State: Kaduna LGA: Kaduna North',
      'Period: 2024-03-01 to 2024-06-30 Area: 5.32 ha Anchor: -',
      'Farm Index Number (NDVI): 0.6100 NDVI average: 0.6100',
      'Overall performance: 96 % of usual (baseline NDVI 0.6350 over 2022, 2023)',
      'Rainfall: 210.5 mm',
      'No clear scene in this period: no map to show.',
      'Agronomic information',
      'No Crop Added Yet!',
      'Possible causes of plant-health change',
      'None found: no rule was triggered by this period’s scenes and weather.',
      'Summary table',
      'How the numbers are made',
      'Scenes of the period (NDVI / NDMI / share of the field clear)',
      '2024-05-02: 0.6000 / 0.2000 / 100 %',
    ]) {
      expect(words).toContain(line);
    }
    expect(words).toBe(words.normalize('NFC'));
  });
});

describe('the season comparison PDF in every language', () => {
  it('writes the headers, notes and figures in Hausa and Yoruba, the English as it was', () => {
    const en = read('seasons-en.pdf', seasonComparisonPdf(COMPARISON));
    for (const text of ['Season comparison', '1 season of 1 field.', 'Oko Adéyẹmí', '2.00 ha', '2025-05-19', '2,400 kg', '1,200 kg/ha', 'NGN 720,000', 'NGN 55,555', '3 tasks', 'No clear day stored']) {
      expect(en).toContain(text);
    }
    const ha = read('seasons-ha.pdf', seasonComparisonPdf(COMPARISON, 'ha'));
    expect(ha).toContain('Kwatanta lokutan noma');
    expect(ha).toContain('Lokaci 1 na gona 1.');
    expect(ha).toContain('Kuɗaɗe');
    expect(ha).toContain('ayyuka 3');
    const yo = read('seasons-yo.pdf', seasonComparisonPdf(COMPARISON, 'yo'));
    expect(yo).toContain('Àfiwé àwọn àsìkò oko');
    expect(yo).toContain('Oko Adéyẹmí');
    expect(yo).toContain('Owó iṣẹ́');
    expect(yo).toContain(translate('yo', 'report.seasons.noClearDay'));
    expect(yo).not.toContain('?');
  });

  it('says a season was not detected, or not computed yet while its year is being computed, as the screen does', () => {
    const en = read('undetected-en.pdf', seasonComparisonPdf(UNDETECTED), '-raw');
    expect(en).toContain('Not detected');
    expect(en).toContain('Not computed yet');
    const ig = read('undetected-ig.pdf', seasonComparisonPdf(UNDETECTED, 'ig'), '-raw');
    expect(ig).toContain(translate('ig', 'report.seasons.notDetected'));
    expect(ig).toContain(translate('ig', 'report.seasons.notComputed'));
  });
});
