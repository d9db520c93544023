import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldReport } from '../../shared/api/schemas/farm-summary';
import { FARM_SUMMARY_MESSAGES } from '../../shared/domain/farm-summary';
import { english } from './support/intl';
import { monitoringField } from './monitoring-support';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply, type MockedApi } from './support/mock-api';

/** The report preview's Download File: the server's PDF of the report, saved under the field's name and period. */
const FIELD = { ...monitoringField('f1', 'North plot'), location: 'Zaria' };
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4 report %%EOF');

const REPORT: FieldReport = {
  field: FIELD,
  index: 'NDVI',
  start_date: '2026-01-01',
  end_date: '2026-01-31',
  farm_index_number: 0.5,
  ndvi_average: 0.5,
  performance: { percentage: 104, period_mean: 0.5, baseline_mean: 0.48, years: [2025] },
  pending_days: 0,
  unrefreshed: [],
  rainfall: { period_mm: 12.5, normal_mm: null, years: [] },
  scenes: [],
  causes: [],
  table: [],
  method: ['How.'],
};

/** The routes the field info screen and its preview call; the PDF answers `pdfStatus`. */
function mockBackend(pdfStatus = 200): MockedApi {
  return mockApi({
    getProfile: userDetails(),
    getSelectedFieldsSummary: [{ field: FIELD, activity: [], weather: [], weather_error: null, withheld: [] }],
    getFieldReport: [REPORT],
    getFieldReportPdf: () =>
      pdfStatus !== 200 ? reply(pdfStatus, { detail: 'down' }) : new Response(PDF_BYTES, { headers: { 'content-type': 'application/pdf' } }),
    getIndexDates: { field: 'f1', dates: [], failures: [], pending: [] },
    getIndexLegend: () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
  });
}

/** What the browser was handed: each saved file's name and its bytes. */
function captureDownloads(): Array<{ name: string; bytes: Promise<Uint8Array> }> {
  const saved: Array<{ name: string; bytes: Promise<Uint8Array> }> = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:report-${next++}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    saved.push({ name: this.download, bytes: blob ? blob.arrayBuffer().then((buffer) => new Uint8Array(buffer)) : Promise.resolve(new Uint8Array()) });
  });
  return saved;
}

async function openPreview() {
  const user = userEvent.setup();
  renderApp('/dashboard/farmsummary/info/f1');
  // The first render loads the screen's code.
  await screen.findByText(english(FARM_SUMMARY_MESSAGES.noCrop), {}, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'PDF' }));
  return { user, preview: await screen.findByRole('dialog', { name: english(FARM_SUMMARY_MESSAGES.previewTitle) }) };
}

describe('the report preview’s Download File', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('saves the server’s PDF of the same field, period and index, named after the field and the dates, without printing', async () => {
    const api = mockBackend();
    const saved = captureDownloads();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, preview } = await openPreview();
    await user.click(within(preview).getByRole('button', { name: english(FARM_SUMMARY_MESSAGES.downloadFile) }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const pdfCall = api.calls('getFieldReportPdf')[0];
    expect(Object.fromEntries(pdfCall?.query ?? [])).toMatchObject({ field_id: 'f1', start_date: '2026-01-01', end_date: '2026-01-31', index: 'NDVI' });
    expect(saved[0]?.name).toBe('North-plot-report-2026-01-01-to-2026-01-31.pdf');
    expect(Array.from((await saved[0]?.bytes) ?? [])).toEqual(Array.from(PDF_BYTES));
    expect(print).not.toHaveBeenCalled();
    // Print stays for a paper copy of the preview.
    await user.click(within(preview).getByRole('button', { name: english(FARM_SUMMARY_MESSAGES.print) }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the server cannot make the file, and saves nothing', async () => {
    mockBackend(500);
    const saved = captureDownloads();
    const { user, preview } = await openPreview();
    await user.click(within(preview).getByRole('button', { name: english(FARM_SUMMARY_MESSAGES.downloadFile) }));
    expect(await within(preview).findByText(english(FARM_SUMMARY_MESSAGES.downloadFailed))).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
