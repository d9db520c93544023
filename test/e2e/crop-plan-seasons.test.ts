import { english } from './english';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Field } from '../../shared/api/schemas/fields';
import { SeasonRecord, SeasonResponse } from '../../shared/api/schemas/season';
import { SEASON_MESSAGES } from '../../shared/domain/season';
import { SEASON_RECORD_MESSAGES } from '../../shared/domain/season-record';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { calendarSeasons } from '../../functions/imagery/demo/crop-calendar';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { CURRENCY_SYMBOL } from '../../shared/domain/subscriptions';
import { api, signIn, type Session } from '../support/local-client';
import { expectAccessible } from './axe';
import { launchBrowser, SHOTS } from './browser';
import { settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
/** The demo's complete year, whose crop plan holds the demo calendar's true dates. */
const YEAR = demoYear();
const FIELD = 'North Maize';
const SIZES = [
  [1366, 768],
  [390, 844],
] as const;

/** The screen's words (the web's texts are not part of the Node tests' project). */
const TEXTS = {
  plannedAgainstDetected: 'Planned and detected',
  agrees: 'Agrees with the plan',
  yearPlan: (year: number) => `Year plan ${year}`,
  seasonRecord: 'Season record',
  seasonRecordOf: (crop: string) => `Season record ${crop}`,
  seasonRecordTitle: (crop: string, year: number) => `${crop} ${year}: season record`,
  seasonComparison: 'Season comparison',
  downloadCsv: 'Download CSV',
  downloadPdf: 'Download PDF',
} as const;
/** A record's figures as the screen words them: "625 kg/ha", "₦177,500/ha". */
const kgPerHa = (value: number | null) => `${Math.round(value ?? NaN).toLocaleString('en-NG')} kg/ha`;
const nairaPerHa = (value: number | null) => `${Math.round(value ?? NaN) < 0 ? '-' : ''}${CURRENCY_SYMBOL}${Math.abs(Math.round(value ?? NaN)).toLocaleString('en-NG')}/ha`;

let browser: Browser;
let owner: Session;
let field: Field;
let detected: SeasonResponse;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token: owner.idToken })).body);
  field = fields.find((candidate) => candidate.name === FIELD) as Field;
  // The year's views are computed on first ask, as the scheduled precompute would have done by now: ask until none is pending.
  await vi.waitFor(
    async () => {
      const { status, body } = await api(baseUrl, 'GET', `/monitoring/season/?field=${field.id}&year=${YEAR}`, { token: owner.idToken });
      if (status !== 200) throw new Error(`season answered ${status}: ${JSON.stringify(body)}`);
      detected = SeasonResponse.parse(body);
      if (detected.pending.length > 0) throw new Error(`${detected.pending.length} days of ${YEAR} still pending`);
    },
    { timeout: 540_000, interval: 2000 },
  );
  console.log(`crop plan seasons: ${FIELD} ${YEAR}: ${detected.landUse}; planned ${JSON.stringify(detected.planned)}`);
}, 600_000);

afterAll(async () => {
  await browser?.close();
});

/** The section in view from its top at a computer's and a phone's size, then the size given back. */
async function shootBothSizes(page: Page, section: Locator, name: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await settled(page);
    // The section's top just under the fixed app bar, as a farmer scrolling to it sees it.
    const box = await section.boundingBox();
    await page.evaluate((by) => (globalThis as unknown as { scrollBy(x: number, y: number): void }).scrollBy(0, by), Math.round((box?.y ?? 0) - 72));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/crop-plan-${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  await settled(page);
}

async function chooseOption(page: Page, scope: Locator, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

describe('the Year plan against the detected seasons', () => {
  it('shows the demo maize field’s planned and detected dates side by side, saves a season record and lists it in the season comparison', async () => {
    const truth = calendarSeasons('maize', YEAR)[0];
    const plannedMaize = detected.planned.find((entry) => entry.crop === 'Maize' && entry.sowing_date === truth?.sowing);
    expect(plannedMaize, 'the demo plan holds the true maize season').toBeDefined();
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: `/dashboard/crop-plan/config/farm/${field.id}`, viewport: { width: 1366, height: 768 } });
    await page.getByRole('heading', { name: 'Configure Your Crops', level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('region', { name: 'Seasons' }), 'Season', String(YEAR));

    // Planned beside detected, with the days between, and no flag: the demo plan holds the truth.
    const panel = page.getByRole('region', { name: TEXTS.plannedAgainstDetected, exact: true });
    const maize = panel.getByRole('article', { name: 'Maize' }).first();
    const sown = maize.getByRole('cell', { name: /^Sown about \d+ \w+ \((high|medium|low) confidence\), (\d+ days? (after|before) the planned date|on the planned date)$/ });
    await sown.waitFor({ timeout: 60_000 });
    await maize.getByRole('cell', { name: /^Harvested about \d+ \w+ \((high|medium|low) confidence\)/ }).waitFor();
    await maize.getByText(TEXTS.agrees).waitFor();
    console.log(`crop plan seasons: ${await sown.textContent()}`);
    // The Year plan outlines the detected season under the field's planned bar.
    const plan = page.getByRole('region', { name: TEXTS.yearPlan(YEAR) });
    await plan.getByTestId('detected-bar').filter({ hasText: 'Maize detected' }).first().waitFor();
    await expectAccessible(page, 'planned and detected');
    await shootBothSizes(page, panel, 'planned-detected');
    await shootBothSizes(page, plan, 'year-plan-detected');

    // The season record: 300 bags of 100 kg sold for ₦12,000,000 (₦400 a kg).
    await maize.getByRole('button', { name: TEXTS.seasonRecordOf('Maize') }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.seasonRecordTitle('Maize', YEAR) });
    await dialog.getByRole('region', { name: TEXTS.seasonRecord, exact: true }).waitFor();
    await chooseOption(page, dialog, 'Unit', 'Bags');
    await dialog.getByLabel(/Harvested yield/).fill('300');
    await dialog.getByLabel(/Weight of one bag/).fill('100');
    await dialog.getByLabel(/Revenue/).fill('12000000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(english(SEASON_RECORD_MESSAGES.saved)).waitFor();
    const stored = await api(baseUrl, 'GET', `/field/season/${plannedMaize?.id}/record/`, { token: owner.idToken });
    const record = SeasonRecord.parse(stored.body);
    expect(record).toMatchObject({ yield_amount: 300, yield_unit: 'bag', bag_kg: 100, yield_kg: 30_000, revenue: 12_000_000 });
    const figures = dialog.getByRole('region', { name: TEXTS.seasonRecord, exact: true });
    await figures.getByText(kgPerHa(record.yield_kg_per_ha)).waitFor();
    // Without tasks in the season, margin and revenue per hectare read the same: the margin is the row's last figure.
    await figures.getByText(nairaPerHa(record.margin_per_ha)).last().waitFor();
    await expectAccessible(page, 'season record');
    await shootBothSizes(page, dialog, 'season-record');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The season comparison of the year: the record's figures on the maize row, and the report as CSV and PDF.
    const comparison = page.getByRole('region', { name: TEXTS.seasonComparison, exact: true });
    const row = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: FIELD, exact: true }) }).filter({ hasText: 'Maize' }).first();
    await row.waitFor({ timeout: 60_000 });
    expect(await row.textContent()).toContain(kgPerHa(record.yield_kg_per_ha));
    expect(await row.textContent()).toContain(nairaPerHa(record.margin_per_ha));
    await expectAccessible(page, 'season comparison');
    await shootBothSizes(page, comparison, 'season-comparison');

    const [csv] = await Promise.all([page.waitForEvent('download'), comparison.getByRole('button', { name: TEXTS.downloadCsv }).click()]);
    expect(csv.suggestedFilename()).toBe(`season-comparison-${YEAR}.csv`);
    const csvText = await readFile(await csv.path(), 'utf8');
    expect(csvText).toContain(FIELD);
    expect(csvText).toContain(plannedMaize?.sowing_date);
    const [pdf] = await Promise.all([page.waitForEvent('download'), comparison.getByRole('button', { name: TEXTS.downloadPdf }).click()]);
    expect(pdf.suggestedFilename()).toBe(`season-comparison-${YEAR}.pdf`);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  }, 600_000);

  it('flags a crop planned on the fallow demo field, where no season is detected, with a sign and words', async () => {
    const fields = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token: owner.idToken })).body);
    const fallow = fields.find((candidate) => candidate.name === 'Fallow Corner') as Field;
    const crops = (await api(baseUrl, 'GET', '/field/crop/list/', { token: owner.idToken })).body as Array<{ id: string; name: string }>;
    const maizeCrop = crops.find((crop) => crop.name === 'Maize');
    const made = await api(baseUrl, 'POST', '/field/season/define/', {
      token: owner.idToken,
      body: { crop: maizeCrop?.id, field: fallow.id, season: YEAR, sowing_date: `${YEAR}-05-10`, harvest_date: `${YEAR}-10-02` },
    });
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
    const seasonId = (made.body as { id: string }).id;
    try {
      await vi.waitFor(
        async () => {
          const { body } = await api(baseUrl, 'GET', `/monitoring/season/?field=${fallow.id}&year=${YEAR}`, { token: owner.idToken });
          const answer = SeasonResponse.parse(body);
          if (answer.pending.length > 0) throw new Error(`${answer.pending.length} days of ${YEAR} still pending on the fallow field`);
        },
        { timeout: 300_000, interval: 2000 },
      );
      const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: `/dashboard/crop-plan/config/farm/${fallow.id}`, viewport: { width: 1366, height: 768 } });
      await page.getByRole('heading', { name: 'Configure Your Crops', level: 1 }).waitFor();
      await chooseOption(page, page.getByRole('region', { name: 'Seasons' }), 'Season', String(YEAR));
      const panel = page.getByRole('region', { name: TEXTS.plannedAgainstDetected, exact: true });
      const flag = panel.getByRole('article', { name: 'Maize' }).getByRole('alert');
      await flag.getByText('Check this field').waitFor({ timeout: 60_000 });
      expect(await flag.textContent()).toContain(english(SEASON_MESSAGES.flagNotDetected('Maize')));
      await panel.getByText(/No crop season detected|stayed bare/).waitFor();
      const plan = page.getByRole('region', { name: TEXTS.yearPlan(YEAR) });
      await plan.getByRole('img', { name: 'Flagged: check this field' }).waitFor();
      await expectAccessible(page, 'a flagged planned season');
      await shootBothSizes(page, panel, 'planned-flagged');
      await page.context().close();
    } finally {
      await api(baseUrl, 'DELETE', `/field/season/${seasonId}`, { token: owner.idToken });
    }
  }, 400_000);
});
