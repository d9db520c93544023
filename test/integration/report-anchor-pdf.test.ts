import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { boundaryHashOfField } from '../../functions/core/farm-summary/boundary-hash';
import { db } from '../../functions/core/db/service';
import { putDays } from '../../functions/core/imagery/computed-day-writes';
import type { FieldDayStatistics } from '../../functions/imagery/compute/field-statistics';
import { FieldReport } from '../../shared/api/schemas/farm-summary';
import { Field } from '../../shared/api/schemas/fields';
import { API_PREFIX } from '../../shared/api/routes';
import { reportFileName } from '../../shared/domain/farm-summary';
import { api } from '../support/local-client';
import { indexStatistics, storedDay } from '../support/stored-days';
import { newOwner, type Owner } from '../support/teams';

/**
 * The field's Anchor as stored, in the report's table and in its PDF; and the PDF file itself: named after the
 * field and the period, with the report's numbers, rainfall and scene list (read back by text extraction).
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const START = '2025-06-01';
const END = '2025-06-30';

const square = (lon: number, lat: number, d = 0.002) => [
  [lon, lat],
  [lon + d, lat],
  [lon + d, lat + d],
  [lon, lat + d],
  [lon, lat],
];

const day = (date: string, ndvi: number, ndmi: number): FieldDayStatistics =>
  storedDay(date, { NDVI: indexStatistics('NDVI', ndvi), NDMI: indexStatistics('NDMI', ndmi) }, 32631);

let owner: Owner;
let field: Field;
const as = (method: string, path: string, body?: unknown) => api(stageUrl, method, path, { token: owner.session.idToken, body });
const stored = async () => (await db().entities.field.get({ teamId: owner.teamId, fieldId: field.id }).go()).data;
const reportOf = async () => FieldReport.array().length(1).parse((await as('GET', `/field/report/?field_id=${field.id}&start_date=${START}&end_date=${END}`)).body)[0] as FieldReport;

beforeAll(async () => {
  owner = await newOwner(stageUrl, sesEndpoint, 'anchor');
  const drawn = await as('POST', '/field/draw/', { team: owner.teamId, name: 'Ọ̀yọ́ rice plot', anchor: '  Olam Rice  ', coordinates: square(3.93, 7.85) });
  expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
  field = Field.parse(drawn.body);
  // Two clear days of the period, as the index worker stores them.
  await putDays(owner.teamId, field.id, boundaryHashOfField(field), [day('2025-06-05', 0.6, 0.2), day('2025-06-15', 0.7, 0.25)]);
}, 120_000);

describe('the Anchor of a field', () => {
  it('is stored as drawn and is the report table’s Anchor', async () => {
    expect(field.anchor).toBe('Olam Rice');
    expect((await stored())?.anchor).toBe('Olam Rice');
    const report = await reportOf();
    expect(report.table.map((row) => row.anchor)).toEqual(['Olam Rice']);
  });

  it('changes and goes with an edit, and a longer one than allowed is refused with nothing stored', async () => {
    expect((await as('PATCH', `/field/${field.id}/update/`, { anchor: 'RIFAN' })).status).toBe(200);
    expect((await stored())?.anchor).toBe('RIFAN');
    expect((await as('PATCH', `/field/${field.id}/update/`, { anchor: 'x'.repeat(121) })).status).toBe(400);
    expect((await stored())?.anchor).toBe('RIFAN');
    expect((await as('PATCH', `/field/${field.id}/update/`, { anchor: null })).status).toBe(200);
    expect((await stored())?.anchor).toBeUndefined();
    expect((await reportOf()).table.map((row) => row.anchor)).toEqual([null]);
    expect((await as('PATCH', `/field/${field.id}/update/`, { anchor: 'Olam Rice' })).status).toBe(200);
  });
});

describe('the report’s PDF file', () => {
  it('is named after the field and the period and holds the anchor, the numbers, the rainfall and every scene', async () => {
    const report = await reportOf();
    const response = await fetch(`${stageUrl}${API_PREFIX}/field/report/pdf/?field_id=${field.id}&start_date=${START}&end_date=${END}`, {
      headers: { authorization: `Bearer ${owner.session.idToken}` },
    });
    expect(response.status).toBe(200);
    const name = reportFileName(field.name, START, END);
    expect(name).toBe('Oyo-rice-plot-report-2025-06-01-to-2025-06-30.pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    const file = join(mkdtempSync(join(tmpdir(), 'anchor-pdf-')), name);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const words = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(words).toContain('Anchor: Olam Rice');
    expect(words).toMatch(/Anchor Olam Rice/);
    expect(report.ndvi_average).toBe(0.65);
    expect(words).toContain('Farm Index Number (NDVI): 0.6500 NDVI average: 0.6500');
    expect(words).toContain(report.rainfall.period_mm === null ? 'Rainfall: unavailable' : `Rainfall: ${report.rainfall.period_mm} mm`);
    expect(words).toContain('Scenes of the period (NDVI / NDMI / share of the field clear)');
    expect(words).toContain('2025-06-05: 0.6000 / 0.2000 / 95 %');
    expect(words).toContain('2025-06-15: 0.7000 / 0.2500 / 95 %');
  }, 120_000);
});
