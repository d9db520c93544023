import { english } from './english';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FarmSummaryList } from '../../shared/api/schemas/farm-summary';
import { Field } from '../../shared/api/schemas/fields';
import { SeasonResponse } from '../../shared/api/schemas/season';
import { FIELD_STAGE_LABELS, type FieldStage } from '../../shared/domain/season';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, signIn } from '../support/local-client';
import { expectAccessible } from './axe';
import { launchBrowser, SHOTS } from './browser';
import { selectFieldOnMap, settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
const FIELD = 'North Maize';
/** The demo maize is sown in May and harvested in early October: this year's season is whole once November has come. */
const now = new Date();
const YEAR = now.getUTCMonth() >= 10 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
const CURRENT_YEAR = now.getUTCFullYear();
const RANGE = { start: `${YEAR}-03-01`, end: `${YEAR}-12-15` } as const;

let browser: Browser;
let maize: Field;
let maizeSeason: SeasonResponse;
/** Each demo field's stage today, as the season route detected it. */
const stages = new Map<string, FieldStage | null>();

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const asked = (path: string) => api(baseUrl, 'GET', path, { token: session.idToken });
  const fields = Field.array().parse((await asked('/field/')).body);
  maize = fields.find((candidate) => candidate.name === FIELD) as Field;
  // Every demo field's season of this year detected and stored, as the scheduled precompute would have by now (the
  // farm summary's stage column reads the stored ones); the maize field's chart year too.
  await vi.waitFor(
    async () => {
      for (const field of fields) {
        for (const year of new Set([CURRENT_YEAR, ...(field.id === maize.id ? [YEAR] : [])])) {
          const answer = await asked(`/monitoring/season/?field=${field.id}&year=${year}`);
          if (answer.status !== 200) throw new Error(`season of ${field.name} ${year} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          const season = SeasonResponse.parse(answer.body);
          if (season.pending.length > 0) throw new Error(`${field.name} ${year}: ${season.pending.length} days still being computed`);
          if (year === CURRENT_YEAR) stages.set(field.id, season.stage);
          if (field.id === maize.id && year === YEAR) maizeSeason = season;
        }
      }
    },
    { timeout: 480_000, interval: 3000 },
  );
  console.log(`season screens: ${FIELD} ${YEAR}: ${maizeSeason.events.map((event) => `${event.kind} ${event.date} ${event.confidence}`).join(', ')}; stages ${JSON.stringify([...stages])}`);
}, 540_000);

afterAll(async () => {
  await browser?.close();
});

/** Both sizes a farmer uses (laptop and a cheap phone), `target` scrolled into view; back to the laptop after. */
async function shootBothSizes(page: Page, name: string, target?: () => Promise<void>, fullPage = false): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await target?.();
    await page.screenshot({ path: `${SHOTS}/season-${name}-${width}x${height}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('detected seasons on the monitoring screens', () => {
  it("marks the demo maize's detected events on its analysis chart", async () => {
    expect(maizeSeason.events.map((event) => event.kind)).toEqual(expect.arrayContaining(['sowing', 'peak', 'harvest']));
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    const outline = page.locator(`path[aria-label="${FIELD}"]`);
    await outline.waitFor({ state: 'attached' });
    await selectFieldOnMap(page, FIELD);
    await page.getByRole('button', { name: 'Open index analysis' }).click();
    const dialog = page.getByRole('dialog', { name: `Index Analysis: ${FIELD}` });
    await dialog.getByLabel('Index', { exact: true }).selectOption('NDVI');
    await dialog.getByLabel('Start Date').fill(RANGE.start);
    await dialog.getByLabel('Start Date').press('Tab');
    await dialog.getByLabel('End Date').fill(RANGE.end);
    await dialog.getByLabel('End Date').press('Tab');

    // A marker per detected event of the range, on the curve, each named with its confidence.
    const markers = dialog.getByRole('img', { name: /^Season event: / });
    const inRange = maizeSeason.events.filter((event) => event.date >= RANGE.start && event.date <= RANGE.end);
    await expect.poll(() => markers.count(), { timeout: 120_000 }).toBe(inRange.length);
    const sown = maizeSeason.events.find((event) => event.kind === 'sowing');
    if (sown) expect(await dialog.getByRole('img', { name: new RegExp(`^Season event: Sown about \\d+ \\w+ \\(${sown.confidence} confidence\\)`) }).count()).toBe(1);
    const list = dialog.getByRole('list', { name: 'Detected crop season' });
    const items = await list.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(inRange.length);
    for (const item of items) expect(item).toMatch(/^(Sown|Emerged|Peak|Senescence|Harvested) about \d{1,2} [A-Z][a-z]+ \((high|medium|low) confidence\)/);
    // The demo's crop plan holds the true dates: sowing and harvest say how far they are from them.
    expect(items.find((item) => item.startsWith('Sown'))).toMatch(/(days? (after|before)|on) the planned date$/);
    // Markers stay inside the plot.
    const plot = await dialog.locator('.recharts-cartesian-grid').boundingBox();
    for (const marker of await markers.all()) {
      const mark = await marker.locator('path').boundingBox();
      expect(mark && plot && mark.x >= plot.x - 8 && mark.x + mark.width <= plot.x + plot.width + 8, `marker at ${JSON.stringify(mark)} in ${JSON.stringify(plot)}`).toBe(true);
    }
    await expectAccessible(page, 'analysis chart with season events', { phone: false });
    await shootBothSizes(page, 'analysis-chart', async () => {
      await dialog.getByRole('heading', { name: 'Mean Index Value Chart' }).scrollIntoViewIfNeeded();
    });
    await shootBothSizes(page, 'analysis-events', async () => {
      await list.scrollIntoViewIfNeeded();
    });
    await page.context().close();
  }, 300_000);

  it('says the detected season in words on Field Info', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    await page.goto(`${baseUrl}/dashboard/farmsummary/info/${maize.id}`);
    const section = page.getByRole('region', { name: 'Detected crop season' });
    await section.waitFor({ timeout: 60_000 });
    const year = section.getByRole('region', { name: String(YEAR) });
    const events = year.getByRole('list', { name: String(YEAR) });
    await events.waitFor({ timeout: 60_000 });
    const items = await events.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(maizeSeason.events.length);
    expect(items[0]).toMatch(/^Sown about \d{1,2} [A-Z][a-z]+ \((high|medium|low) confidence\)/);
    const stage = stages.get(maize.id);
    if (YEAR === CURRENT_YEAR && stage) expect(await year.getByText(`Stage today: ${english(FIELD_STAGE_LABELS[stage])}`).count()).toBe(1);
    // The previous year is answered too: its events or why there are none.
    const previous = section.getByRole('region', { name: String(CURRENT_YEAR - 1) });
    await expect.poll(async () => (await previous.innerText()).split('\n').length, { timeout: 60_000 }).toBeGreaterThan(1);
    await expectAccessible(page, 'Field Info with its detected season', { phone: false });
    await shootBothSizes(page, 'field-info', async () => {
      await section.scrollIntoViewIfNeeded();
    });
    await page.context().close();
  }, 180_000);

  it("shows each field's stage in the farm summary and filters by it", async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    await page.goto(`${baseUrl}/dashboard/farmsummary/`);
    const table = page.getByRole('table', { name: 'Farm summary' });
    const maizeRow = table.getByRole('row').filter({ hasText: FIELD });
    await maizeRow.waitFor({ timeout: 60_000 });
    const headers = await table.getByRole('columnheader').allTextContents();
    const column = headers.indexOf('Stage');
    expect(column).toBeGreaterThan(0);
    const stageCell = (row: ReturnType<typeof table.getByRole>) => row.getByRole('cell').nth(column - 1);
    const stage = stages.get(maize.id);
    expect(await stageCell(maizeRow).textContent()).toBe(stage ? english(FIELD_STAGE_LABELS[stage]) : '-');
    await shootBothSizes(page, 'farm-summary', undefined, true);

    // Filter by the maize's stage: the server answers only the fields at it.
    if (!stage) throw new Error(`${FIELD} has no stage`);
    const filtered = page.waitForResponse((response) => response.url().includes('/field/summary/') && response.url().includes(`stage=${stage}`));
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: english(FIELD_STAGE_LABELS[stage]), exact: true }).click();
    const list = FarmSummaryList.parse(await (await filtered).json());
    const expected = [...stages].filter(([, each]) => each === stage).length;
    expect(list.rows).toHaveLength(expected);
    await expect.poll(() => table.getByRole('row').count()).toBe(expected + 1);
    for (const row of await table.getByRole('row').all()) {
      if ((await row.getByRole('cell').count()) === 0) continue;
      expect(await stageCell(row).textContent()).toBe(english(FIELD_STAGE_LABELS[stage]));
    }
    await expectAccessible(page, 'farm summary filtered by stage', { phone: false });
    await shootBothSizes(page, 'farm-summary-filtered', undefined, true);
    await page.context().close();
  }, 180_000);
});
