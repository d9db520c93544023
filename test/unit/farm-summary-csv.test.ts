import { describe, expect, it } from 'vitest';
import type { FarmSummaryRow } from '../../shared/api/schemas/farm-summary';
import type { Field } from '../../shared/api/schemas/fields';
import { FARM_SUMMARY_CSV_HEADER, farmSummaryCsv, farmSummaryCsvFileName } from '../../shared/domain/farm-summary-csv';
import { FIELD_STAGE_LABELS } from '../../shared/domain/season';
import { translateText } from '../../functions/core/i18n/translate';

const english = (text: string | undefined) => translateText('en', text ?? '');

const field = (name: string, group = ''): Field =>
  ({ id: name, name, group_name: group, size: 2.345, state: 'Kaduna', lga: 'Zaria', location: null, centroid: [7.7, 11.1] }) as Field;

const row = (over: Partial<FarmSummaryRow> & { field: Field }): FarmSummaryRow => ({
  index: 'NDVI',
  result: { indexValue: null, valueChange: null, previousDate: null, lowConfidence: false },
  pending: false,
  last_crop: null,
  last_sowing_date: null,
  stage: null,
  ...over,
});

describe('the farm summary CSV', () => {
  it('has a Stage column with each field’s stage in words, and empty cells where nothing is known', () => {
    const csv = farmSummaryCsv({
      rows: [
        row({
          field: field('North Maize', 'Block A'),
          result: { indexValue: { value: 0.61234, dateCaptured: '2025-08-10' }, valueChange: -0.05, previousDate: '2025-08-05', lowConfidence: false },
          last_crop: 'Maize',
          last_sowing_date: '2025-06-03',
          stage: 'peak',
        }),
        row({ field: field('East Plot'), pending: true }),
      ],
    }, english);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Field,Group,Area (ha),State,LGA,Index,Value,Date Captured,Change,Last Crop,Last Sowing Date,Stage');
    expect(english(FARM_SUMMARY_CSV_HEADER.at(-1))).toBe('Stage');
    expect(lines[1]).toBe(`North Maize,Block A,2.35,Kaduna,Zaria,NDVI,0.6123,2025-08-10,-0.0500,Maize,2025-06-03,${english(FIELD_STAGE_LABELS.peak)}`);
    expect(lines[2]).toBe('East Plot,,2.35,Kaduna,Zaria,NDVI,,,,,,');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('quotes commas and quotes, and keeps a typed name from being read as a formula', () => {
    const csv = farmSummaryCsv({ rows: [row({ field: field('=SUM(A1)', 'Plots, "south"'), stage: 'harvested' })] }, english);
    expect(csv.split('\r\n')[1]).toBe(`'=SUM(A1),"Plots, ""south""",2.35,Kaduna,Zaria,NDVI,,,,,,Harvested`);
  });

  it('words its header and stages in the caller’s language: Igbo', () => {
    const igbo = (text: string) => translateText('ig', text);
    const csv = farmSummaryCsv({ rows: [row({ field: field('North Maize', 'Block A'), stage: 'harvested' })] }, igbo);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('Ubi,Otu,Mbara (ha),Steeti,LGA,Index,Ọnụ ahịa,Ụbọchị e sere ya,Mgbanwe,Ihe ọkụkụ ikpeazụ,Ụbọchị ịkụ ikpeazụ,Ọkwa');
    expect(header).toBe(FARM_SUMMARY_CSV_HEADER.map(igbo).join(','));
    expect(line?.endsWith(',E wetala')).toBe(true);
  });

  it('names the file after the index and the Date', () => {
    expect(farmSummaryCsvFileName('NDVI')).toBe('farm_summary_NDVI.csv');
    expect(farmSummaryCsvFileName('NDMI', '2025-06-30')).toBe('farm_summary_NDMI_2025-06-30.csv');
  });
});
