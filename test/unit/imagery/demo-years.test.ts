import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '../../../functions/core/config';
import { firstLookDay } from '../../../functions/core/imagery/config';
import { DemoYears, demoKeyYear, demoYearsOf, searchDatetime, serveFile } from '../../../infra/local/demo-years';

describe('demo imagery years', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('asks for the years a search reaches within the last five and the current one, the base year left out', () => {
    expect(demoYearsOf('2026-08-23T00:00:00Z/2026-11-23T23:59:59Z', now)).toEqual([2026]);
    // A 5-year compare of a window over the new year.
    expect(demoYearsOf('2021-12-01T00:00:00Z/2022-02-01T23:59:59Z', now)).toEqual([2021, 2022]);
    expect(demoYearsOf('2015-01-01T00:00:00Z/2016-01-01T00:00:00Z', now)).toEqual([]);
    expect(demoYearsOf('2025-01-01T00:00:00Z/2025-12-31T23:59:59Z', now)).toEqual([]);
    expect(demoYearsOf(undefined, now)).toEqual([2021, 2022, 2023, 2024, 2026]);
    expect(searchDatetime('{"datetime":"2026-01-01/.."}')).toBe('2026-01-01/..');
    expect(searchDatetime('not json')).toBeUndefined();
  });

  it('reaches back only as many years as the stage allows (a test stage: last year and this one)', () => {
    expect(demoYearsOf(undefined, now, 1)).toEqual([2026]);
    expect(demoYearsOf('2021-06-01T00:00:00Z/2026-09-30T23:59:59Z', now, 1)).toEqual([2026]);
    expect(new DemoYears(['sentinel-2-c1-l2a', 's1_rtc'], 1).yearsBack).toBe(1);
  });

  it("plans a new field over the stage's backfill window: a year unless the stage sets fewer days", () => {
    vi.stubEnv('INDEX_BACKFILL_DAYS', undefined);
    forgetConfig();
    expect(firstLookDay(now)).toBe('2025-11-22');
    vi.stubEnv('INDEX_BACKFILL_DAYS', '60');
    forgetConfig();
    expect(firstLookDay(now)).toBe('2026-09-24');
    vi.stubEnv('INDEX_BACKFILL_DAYS', 'a year');
    forgetConfig();
    expect(() => firstLookDay(now)).toThrow(/INDEX_BACKFILL_DAYS is not a number/);
    vi.unstubAllEnvs();
    forgetConfig();
  });

  it('reads the year of a demo key from the Sentinel-2 item id or the Sentinel-1 path', () => {
    expect(demoKeyYear('sentinel-2-c1-l2a/S2A_T32PDM_20240105_0_L2A/B04.tif')).toBe(2024);
    expect(demoKeyYear('s1_rtc/N09E008/2023/07/14/04A1B2/s1_rtc_04A1B2_N09E008_2023_07_14_MASK.tif')).toBe(2023);
    expect(demoKeyYear('s1_rtc/N09E008/latest/VV.tif')).toBeNaN();
    expect(demoKeyYear('catalog.json')).toBeNaN();
  });

  it('serves no file of a year not generated, and no path outside the catalog', () => {
    const years = new DemoYears(['sentinel-2-c1-l2a', 's1_rtc']);
    expect(years.fileFor('sentinel-2-c1-l2a/S2A_T32PDM_20260105_0_L2A/B04.tif')).toBeNull();
    expect(years.fileFor('s1_rtc/N09E008/2026/01/05/04A1B2/s1_rtc_04A1B2_N09E008_2026_01_05_VV.tif')).toBeNull();
    expect(years.fileFor('s1_rtc/N09E008/2026/../../../etc/passwd')).toBeNull();
    expect(years.items()).toEqual([]);
  });

  it('answers byte ranges of a demo file as S3 does, the same bytes every time it is asked', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-serve-'));
    const file = path.join(dir, 'B04.tif');
    const bytes = new Uint8Array(5000).map((_, i) => (i * 31) % 251);
    writeFileSync(file, bytes);
    const server = createServer((req, res) => void serveFile(req.url === '/gone' ? path.join(dir, 'gone.tif') : file, req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (let i = 0; i < 2; i++) {
        const part = await fetch(`${url}/`, { headers: { range: 'bytes=100-299' } });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe('bytes 100-299/5000');
        expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 300));
      }
      const tail = await fetch(`${url}/`, { headers: { range: 'bytes=4990-9999' } });
      expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(4990));
      const whole = await fetch(`${url}/`);
      expect(whole.status).toBe(200);
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
      const past = await fetch(`${url}/`, { headers: { range: 'bytes=5000-5100' } });
      expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */5000']);
      expect((await fetch(`${url}/gone`)).status).toBe(404);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
