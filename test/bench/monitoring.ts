/**
 * Monitoring budgets (issue 11), on a local stage of its own (free ports, a temporary data folder), as `npm start`
 * runs it (the five demo years):
 *  - the analysis chart of one field, 5 years x 1 season, through GET /monitoring/series/: cold < 3 s, warm < 300 ms;
 *  - the dashboard in Chromium: from choosing NDVI to the overlay drawn over the 6 demo fields, warm < 1.5 s.
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/monitoring.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST, ensureWebBuild } from '../../infra/local/web-build';
import { Field } from '../../shared/api/schemas/fields';
import { DatesResponse } from '../../shared/api/schemas/monitoring';
import { defaultWindowStart } from '../../shared/domain/monitoring';
import { launchBrowser, newPage, submitLogin } from '../e2e/browser';
import { api, signIn } from '../support/local-client';
import { benchAnalysisChart } from './imagery/route-series';

process.env.LOG_LEVEL ??= 'warn';

const TODAY = new Date().toISOString().slice(0, 10);

/** Tiles of an overlay that have loaded (the Node side has no DOM types). */
const loadedTiles = (page: Page, selector: string) =>
  page.$$eval(`${selector} img`, (images) => images.filter((image) => (image as unknown as { complete: boolean; naturalWidth: number }).complete && (image as unknown as { naturalWidth: number }).naturalWidth > 0).length);

async function overlayDrawnMs(page: Page): Promise<number> {
  const started = performance.now();
  await page.getByRole('group', { name: 'Map controls' }).getByLabel('Index').selectOption('NDVI');
  const deadline = Date.now() + 30_000;
  while ((await loadedTiles(page, '.index-tiles-NDVI')) < 6) {
    if (Date.now() > deadline) throw new Error('the NDVI overlay was not drawn over the 6 demo fields within 30 s');
    await page.waitForTimeout(20);
  }
  return Math.round(performance.now() - started);
}

/** The dashboard's overlay timings (the same steps as the browser test of the monitoring screens). */
async function benchDashboardOverlay(url: string): Promise<{ coldMs: number; warmMs: number }> {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 768 });
    await submitLogin(page, url, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    await page.waitForURL(/\/dashboard\/?$/, { timeout: 20_000 });
    await page.locator('path[aria-label="North Maize"]').waitFor({ state: 'attached' });
    // The load settles (the fields fitted, their basemap tiles in) before the overlay is timed.
    await page.waitForTimeout(3500);
    const coldMs = await overlayDrawnMs(page);
    // Warm: a later visit, the fields' image dates already asked for on load, tiles rendered before.
    await page.getByRole('group', { name: 'Map controls' }).getByLabel('Index').selectOption('');
    await page.reload();
    await page.locator('path[aria-label="North Maize"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(3500);
    return { coldMs, warmMs: await overlayDrawnMs(page) };
  } finally {
    await browser.close();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-bench-monitoring-'));
await ensureWebBuild();
const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, demoData: true });
try {
  const owner = await signIn(stage.url, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(stage.url, 'GET', '/field/', { token: owner.idToken })).body);
  const maize = fields.find((field) => field.name === 'North Maize') ?? fields[0];
  if (!maize) throw new Error('the demo owner has no fields');
  const analysis = await benchAnalysisChart(stage.url, owner.idToken, maize.id);
  console.log(`Analysis chart, one field, ${analysis.years} years x 1 season (budget: cold < 3 s, warm < 300 ms): ${analysis.points} points, cold ${analysis.coldMs} ms, warm ${analysis.warmMs} ms`);
  // The default window's imagery is there before the dashboard is timed (the current year is generated on start).
  const deadline = Date.now() + 240_000;
  for (;;) {
    const answer = await api(stage.url, 'GET', `/monitoring/dates/?field=${maize.id}&start=${defaultWindowStart(TODAY)}&end=${TODAY}`, { token: owner.idToken });
    if (answer.status === 200 && DatesResponse.parse(answer.body).dates.length > 0) break;
    if (Date.now() > deadline) throw new Error('no demo image dates in the default window');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const overlay = await benchDashboardOverlay(stage.url);
  console.log(`Dashboard, NDVI chosen -> overlay drawn for the ${fields.length} demo fields in Chromium (budget: warm < 1.5 s): cold ${overlay.coldMs} ms, warm ${overlay.warmMs} ms`);
} finally {
  await stage.stop();
  await rm(dataDir, { recursive: true, force: true });
}
