import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unzipSync } from 'fflate';
import { plannerDeps, planTeam } from '../../functions/core/imagery/index-jobs';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { Field } from '../../shared/api/schemas/fields';
import { ZoneLayer } from '../../shared/api/schemas/zones';
import { api, signIn } from '../support/local-client';
import { expectAccessible } from './axe';
import { launchBrowser, SHOTS } from './browser';
import { settled } from './conditions';
import { english } from './english';
import { signedInPage } from './signed-in';
import { waitFor } from '../support/wait-for';

const baseUrl = inject('e2eUrl');
const FIELD = 'North Maize';

let browser: Browser;
let fieldId: string;

/** The basemap's tiles come from the internet, which this network does not reach: refused at once. */
const noInternetTiles = (page: Page) => page.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort());

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token: session.idToken })).body);
  const field = fields.find((candidate) => candidate.name === FIELD);
  if (!field) throw new Error(`The local stage has no demo field ${FIELD}`);
  fieldId = field.id;
  // The test stage runs no schedule: the demo team is planned here as the scheduled planner would, and the imagery
  // worker stores the days and builds the field's zones after them (this process shares the stage's environment).
  await planTeam(field.team, plannerDeps());
  await waitFor(
    async () => {
      const answer = await api(baseUrl, 'GET', `/zones/?field=${fieldId}`, { token: session.idToken });
      return answer.status === 200 && ZoneLayer.parse(answer.body).status === 'ready' ? true : undefined;
    },
    { timeoutMs: 150_000, intervalMs: 5_000, message: () => `${FIELD} has no ready zone layer` },
  );
}, 200_000);

afterAll(async () => {
  await browser?.close();
});

/** The part of the screen at a laptop's and a phone's size, checked for accessibility and width, and shot. */
async function shootBothSizes(page: Page, name: string, target: Locator): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await expectAccessible(page, `${name} at ${width} px`, { phone: false });
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width + 1, `${name} at ${width} px: ${JSON.stringify(box)}`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('productivity zones', () => {
  it("draws the demo field's zones on its page with their legend, and downloads a prescription a terminal reads", async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: `/dashboard/farmsummary/info/${fieldId}`, viewport: { width: 1366, height: 768 }, prepare: noInternetTiles });
    const card = page.getByRole('region', { name: english('zones.title'), exact: true });
    const legend = card.getByRole('figure', { name: english('zones.legend') });
    await legend.waitFor({ timeout: 30_000 });
    // The default five zones: each listed, drawn, and given a sampling point.
    await expect.poll(() => legend.getByRole('listitem').count()).toBe(5);
    await expect.poll(() => card.locator('path[data-zone]').count()).toBe(5);
    await expect.poll(() => card.locator('path[data-sample-zone]').count()).toBe(5);
    await shootBothSizes(page, 'zones-field', card);

    await card.getByRole('button', { name: english('zones.prescription.open') }).click();
    const panel = card.getByRole('region', { name: english('zones.prescription') });
    await panel.getByRole('textbox', { name: english('zones.prescription.product') }).fill('Urea');
    await panel.getByRole('textbox', { name: 'Base rate (kg/ha)' }).fill('100');
    await panel.getByRole('textbox', { name: english('zones.prescription.price.kg') }).fill('900');
    await expect.poll(() => panel.getByRole('status').textContent()).toMatch(/Cost: ₦[\d,]+/);

    const [shapefile] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: english('zones.download.shapefile') }).click()]);
    const shapeFiles = Object.keys(unzipSync(readFileSync(await shapefile.path())));
    expect(shapeFiles.map((name) => name.split('.').pop()).sort()).toEqual(['dbf', 'prj', 'shp', 'shx']);
    const [isoxml] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: english('zones.download.isoxml') }).click()]);
    const task = new TextDecoder().decode(unzipSync(readFileSync(await isoxml.path()))['TASKDATA/TASKDATA.XML']);
    // One default zone and a polygon zone per part of each of the five zones, each with a mass setpoint.
    expect(task.match(/<TZN /g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(task).toContain('<PDV A="0006"');
    await shootBothSizes(page, 'zones-prescription', panel);
    await page.close();
  });

  it('switches the zones layer on over the dashboard map for the selected field, on a phone too', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 }, prepare: noInternetTiles });
    await page.getByRole('button', { name: english('fields.fieldList') }).click();
    const list = page.getByRole('dialog', { name: english('fields.fieldList') });
    await list.getByRole('listitem', { name: FIELD }).getByRole('button').first().click();
    if (await list.isVisible()) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: english('zones.layer'), exact: true }).click();
    const panel = page.getByRole('region', { name: english('zones.title'), exact: true });
    await panel.getByRole('figure', { name: english('zones.legend') }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('path[data-zone]').count()).toBe(5);
    await shootBothSizes(page, 'zones-dashboard', panel);
    await panel.getByRole('button', { name: english('zones.hide') }).click();
    await expect.poll(() => page.locator('path[data-zone]').count()).toBe(0);
    await page.close();
  });
});
