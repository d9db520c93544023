import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Field } from '../../shared/api/schemas/fields';
import { SeriesResponse } from '../../shared/api/schemas/monitoring';
import { RadarSeriesResponse } from '../../shared/api/schemas/radar';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, signIn } from '../support/local-client';
import { expectAccessible } from './axe';
import { launchBrowser, SHOTS } from './browser';
import { mapAtRest, selectFieldOnMap, settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');

/** The last complete rainy season of the demo (June to September): this year's once October has come. */
const now = new Date();
const SEASON_YEAR = now.getUTCMonth() >= 9 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
const SEASON = { start: `${SEASON_YEAR}-06-01`, end: `${SEASON_YEAR}-09-30` } as const;
const FIELD = 'North Maize';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // The season's demo radar is generated and its passes computed on demand: wait until they are, as a farmer opening
  // the chart a little later would find them.
  const session = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token: session.idToken })).body);
  const field = fields.find((candidate) => candidate.name === FIELD) as Field;
  const asked = (path: string) => api(baseUrl, 'GET', path, { token: session.idToken });
  const season = `start=${SEASON.start}&end=${SEASON.end}`;
  // Every demo field's season, optical and radar, computed as the planner and worker would have by then: a field
  // with too few clear dates of its own is fitted on its neighbours' (the region), which reads stored values only.
  await vi.waitFor(
    async () => {
      for (const each of fields) {
        const radar = await asked(`/monitoring/radar/?field=${each.id}&${season}`);
        if (radar.status !== 200) throw new Error(`radar series answered ${radar.status}`);
        const passes = RadarSeriesResponse.parse(radar.body);
        if (passes.points.length === 0 || passes.pending.length > 0) throw new Error(`${each.name} has no computed radar pass of the season yet`);
        const optical = await asked(`/monitoring/series/?field=${each.id}&index=NDVI&${season}`);
        if (optical.status !== 200 || SeriesResponse.parse(optical.body).pending.length > 0) throw new Error(`${each.name}'s optical season is not computed yet`);
      }
    },
    { timeout: 300_000, interval: 2000 },
  );
  const fused = await asked(`/monitoring/series/?field=${field.id}&index=NDVI&fill=radar&${season}`);
  const { C0, fusion } = SeriesResponse.parse(fused.body);
  console.log(`radar chart: ${FIELD} ${SEASON.start}..${SEASON.end}: ${C0.length} points, ${C0.filter((point) => point.source === 'radar-estimate').length} estimates; fit ${JSON.stringify(fusion)}`);
}, 360_000);

afterAll(async () => {
  await browser?.close();
});

/** What the tile check reads from an <img> in the page; the Node tests have no DOM types. */
type LoadedImage = { complete: boolean; naturalWidth: number };

async function loadedTiles(page: Page, selector: string): Promise<number> {
  return page.$$eval(`${selector} img`, (images) => images.filter((image) => (image as unknown as LoadedImage).complete && (image as unknown as LoadedImage).naturalWidth > 0).length);
}

async function shootBothSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.getByTestId('clear-view-strip').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/radar-chart-${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('radar on the analysis chart and the maps', () => {
  it('fills the cloudy weeks with hollow radar estimates and lays the clear-view ledger under the time axis', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    const outline = page.locator(`path[aria-label="${FIELD}"]`);
    await outline.waitFor({ state: 'attached' });
    // The map fits the fields after load; then a click on the field selects it for the analysis.
    await selectFieldOnMap(page, FIELD);
    await page.getByRole('button', { name: 'Open index analysis' }).click();
    const dialog = page.getByRole('dialog', { name: `Index Analysis: ${FIELD}` });
    await dialog.getByLabel('Index', { exact: true }).selectOption('NDVI');
    // The start first: the window stays under a year while the end moves back into the season.
    await dialog.getByLabel('Start Date').fill(SEASON.start);
    await dialog.getByLabel('Start Date').press('Tab');
    await dialog.getByLabel('End Date').fill(SEASON.end);
    await dialog.getByLabel('End Date').press('Tab');
    expect(await dialog.getByRole('switch', { name: 'Fill cloudy days with radar' }).isChecked()).toBe(true);

    // Radar estimates: hollow points labelled with their value and interval.
    const estimates = dialog.getByRole('img', { name: /: Radar estimate \d\.\d\d \(-?\d\.\d\d--?\d\.\d\d\)$/ });
    try {
      await expect.poll(() => estimates.count(), { timeout: 120_000 }).toBeGreaterThan(0);
    } catch (error) {
      // What the dialog said instead (a fit's message, a failure), and how it looked, to tell why.
      const notes = await dialog.getByRole('note').allInnerTexts();
      console.log(`radar chart: no estimate drawn; series ${await dialog.getByRole('list', { name: 'Series' }).innerText()}; notes ${notes.join(' | ')}`);
      await page.screenshot({ path: `${SHOTS}/radar-chart-no-estimates-1366x768.png` });
      throw error;
    }
    const series = dialog.getByRole('list', { name: 'Series' });
    await expect.poll(async () => (await series.getByRole('listitem').first().textContent()) ?? '', { timeout: 60_000 }).toMatch(/\d+ radar estimates?/);
    await dialog.getByText(/Contains modified Copernicus Sentinel data \d{4}/).first().waitFor();

    // The ledger strip: a tick per view, the radar passes among them, and the sentence of usable views and gaps.
    const strip = dialog.getByTestId('clear-view-strip');
    await expect.poll(() => strip.locator('rect').count(), { timeout: 60_000 }).toBeGreaterThan(10);
    expect(await strip.locator('rect[data-state="radar"]').count()).toBeGreaterThan(0);
    const sentence = dialog.getByText(/^\d+ usable views; longest gap \d+ days?/);
    await sentence.waitFor();
    const [, radarGap, opticalGap] = /longest gap (\d+) days?(?: \(without radar: (\d+) days?\))?/.exec((await sentence.textContent()) ?? '') ?? [];
    console.log(`radar chart ${SEASON.start}..${SEASON.end}: ${await sentence.textContent()}`);
    if (opticalGap) expect(Number(radarGap)).toBeLessThan(Number(opticalGap));
    await expectAccessible(page, 'analysis chart with radar estimates', { phone: false });
    await shootBothSizes(page, 'season');

    // The radar tab: a line per orbit over the same season.
    await dialog.getByRole('tab', { name: 'Radar' }).click();
    const orbits = dialog.getByRole('list', { name: 'Radar backscatter by orbit' });
    await expect.poll(() => orbits.getByRole('listitem').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await orbits.getByRole('listitem').first().textContent()).toMatch(/^(ascending|descending) \d+: \d+ pass/);
    await expect.poll(() => dialog.getByRole('tabpanel', { name: 'Radar' }).locator('.recharts-line').count()).toBe(await orbits.getByRole('listitem').count());
    await page.screenshot({ path: `${SHOTS}/radar-chart-orbits-1366x768.png` });
    await page.context().close();
  }, 360_000);

  it('draws the RVI radar layer on the dashboard and in Satellite View, on radar dates, with its legend and attribution', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    const outline = `path[aria-label="${FIELD}"]`;
    await page.locator(outline).waitFor({ state: 'attached' });
    await expect.poll(() => mapAtRest(page, outline), { timeout: 30_000 }).toBeGreaterThan(60);
    await page.getByRole('group', { name: 'Map controls' }).getByLabel('Index').selectOption('RVI');
    // Every demo field on its latest radar pass of the window (the radar passes are computed on first ask).
    await expect.poll(() => page.locator('.index-tiles-RVI').count(), { timeout: 120_000 }).toBe(6);
    await expect.poll(() => loadedTiles(page, '.index-tiles-RVI'), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
    const legend = page.getByRole('figure', { name: 'Legend' });
    await legend.getByTestId('legend-ramp').waitFor();
    expect(await legend.textContent()).toMatch(/^RVI/);
    const notice = page.getByRole('note', { name: 'Radar data source' });
    expect(await notice.textContent()).toMatch(/^Contains modified Copernicus Sentinel data \d{4}, processed by Digital Earth Africa/);
    await page.screenshot({ path: `${SHOTS}/radar-layer-dashboard-1366x768.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/radar-layer-dashboard-390x844.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await selectFieldOnMap(page, FIELD);

    // Satellite View: the radar passes listed instead of the image dates, the chosen one drawn with its year's notice.
    await page.goto(`${baseUrl}/dashboard/satellite-view/`);
    const passes = page.getByRole('list', { name: 'Radar dates' });
    await expect.poll(() => passes.getByRole('button').count(), { timeout: 60_000 }).toBeGreaterThan(2);
    expect(await passes.getByRole('button').first().textContent()).toMatch(/(ascending|descending) \d+ · RVI \d\.\d\d/);
    await expect.poll(() => loadedTiles(page, '.index-tiles-RVI'), { timeout: 60_000 }).toBeGreaterThan(0);
    const older = passes.getByRole('button').nth(2);
    const olderDate = (await older.getAttribute('data-date')) ?? '';
    await older.click();
    await expect.poll(() => page.locator('.index-tiles-RVI').first().evaluate((layer, date) => (layer as unknown as { innerHTML: string }).innerHTML.includes(`/${date}/`), olderDate), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('note', { name: 'Radar data source' }).textContent()).toContain(`Sentinel data ${olderDate.slice(0, 4)},`);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/radar-layer-satellite-view-1366x768.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/radar-layer-satellite-view-390x844.png`, fullPage: true });
    await page.context().close();
  }, 360_000);
});
