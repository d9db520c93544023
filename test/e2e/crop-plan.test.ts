import { english } from './english';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Rotation } from '../../shared/api/schemas/crops';
import { Field } from '../../shared/api/schemas/fields';
import { CROP_MESSAGES, rotatedMessage } from '../../shared/domain/crops';
import { lonLatSquare } from '../fixtures/field-files';
import { api } from '../support/local-client';
import { newOwner } from '../support/teams';
import { launchBrowser, newPage, submitLogin, SHOTS } from './browser';
import { expectAccessible } from './axe';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string, size: readonly [number, number] = [1366, 768]): Promise<void> {
  await page.setViewportSize({ width: size[0], height: size[1] });
  // A full-page shot of a scrolled page draws the fixed app bar where the scroll left it.
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/crop-plan-${name}-${size[0]}x${size[1]}.png`, fullPage: true });
  await expectAccessible(page, `crop plan ${name} at ${size[0]} px`);
}

async function chooseOption(page: Page, scope: ReturnType<Page['getByRole']>, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The menu fades out; a screenshot taken meanwhile would show it over the page.
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

describe('crop planning', () => {
  it('creates a crop, adds it to the 2026 season of a field, rotates 2026 and finds it in the field’s crop_season', async () => {
    const owner = await newOwner(baseUrl, sesEndpoint, 'e2e-crops');
    const token = owner.session.idToken;
    const drawn = await api(baseUrl, 'POST', '/field/draw/', { token, body: { name: 'Kaduna North', coordinates: lonLatSquare(7.43, 10.52, 0.006) } });
    expect(drawn.status).toBe(201);
    const field = Field.parse(drawn.body);
    const page = await newPage(browser);
    await page.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort());
    await submitLogin(page, baseUrl, owner.email, 'OwnerPass1!');
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });

    await page.goto(`${baseUrl}/dashboard/crop-plan/config/farm/${field.id}`);
    await page.getByRole('heading', { name: 'Configure Your Crops', level: 1 }).waitFor();
    expect(await page.title()).toBe('Configure Your Crops | GIS');
    const crops = page.getByRole('region', { name: 'Crops Database' });
    // The starter catalogue of the new team.
    await crops.getByRole('radio', { name: 'Cassava' }).waitFor();

    await crops.getByRole('button', { name: 'Create New Crop' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Crop' });
    await create.getByLabel('Crop Name').fill('Tiger nut');
    await create.getByLabel('Crop Description').fill('Sedge tuber of the northern sandy soils, sown with the first rains.');
    await create.getByRole('button', { name: 'Save' }).click();
    await page.getByText(english(CROP_MESSAGES.cropAdded)).waitFor();
    await create.waitFor({ state: 'hidden' });
    await crops.getByRole('radio', { name: 'Tiger nut' }).waitFor();

    const seasons = page.getByRole('region', { name: 'Seasons' });
    await chooseOption(page, seasons, 'Season', '2026');
    await seasons.getByRole('button', { name: 'Add Crop to Season' }).click();
    const add = page.getByRole('dialog', { name: 'Add Crop to 2026 Season' });
    await chooseOption(page, add, /Crop Name/, 'Tiger nut');
    await add.getByLabel(/Sowing Date/).fill('2026-05-10');
    await add.getByLabel(/Harvest Date/).fill('2026-09-25');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText(english(CROP_MESSAGES.seasonAdded)).waitFor();
    await add.waitFor({ state: 'hidden' });
    await seasons.getByRole('cell', { name: 'Tiger nut', exact: true }).waitFor();
    const plan = page.getByRole('region', { name: 'Year plan 2026' });
    await plan.getByTestId('season-bar').filter({ hasText: 'Tiger nut' }).waitFor();

    // A rotation to rotate the season into.
    await page.getByRole('button', { name: 'Rotations', exact: true }).click();
    const rotations = page.getByRole('region', { name: 'Rotations' });
    await rotations.getByRole('button', { name: 'Add New Rotation' }).click();
    const addRotation = page.getByRole('dialog', { name: 'Add New Rotation' });
    await addRotation.getByLabel('Rotation Name').fill('Tuber and legume');
    await addRotation.getByLabel(/Start Date/).fill('2026-01-01');
    await addRotation.getByLabel(/End Date/).fill('2027-12-31');
    await addRotation.getByRole('button', { name: 'Save' }).click();
    await page.getByText(english(CROP_MESSAGES.rotationAdded)).waitFor();
    await addRotation.waitFor({ state: 'hidden' });
    await rotations.getByRole('radio', { name: 'Tuber and legume' }).waitFor();

    await page.getByRole('button', { name: 'Seasons', exact: true }).click();
    await page.getByRole('region', { name: 'Seasons' }).getByRole('button', { name: 'Rotate 2026' }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate Season 2026' });
    await rotate.getByRole('button', { name: 'Rotate 2026' }).click();
    await page.getByText(english(rotatedMessage(2026))).waitFor();
    await rotate.waitFor({ state: 'hidden' });
    await shoot(page, 'seasons');

    await page.getByRole('button', { name: 'Rotations', exact: true }).click();
    await page.getByRole('region', { name: 'Rotations' }).getByRole('button', { name: 'View Seasons Tuber and legume' }).click();
    const view = page.getByRole('dialog', { name: 'Tuber and legume: Seasons' });
    await view.getByText('2026 · Tiger nut').waitFor();
    await shoot(page, 'rotation-seasons');
    await view.getByRole('button', { name: 'Close' }).click();

    // The phone layout, laid out from scratch at its own width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Configure Your Crops', level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('region', { name: 'Seasons' }), 'Season', '2026');
    await page.getByRole('region', { name: 'Seasons' }).getByRole('cell', { name: 'Tiger nut', exact: true }).waitFor();
    await shoot(page, 'seasons', [390, 844]);
    await page.setViewportSize({ width: 1366, height: 900 });

    // What the server keeps: the field's crop_season and the rotation's years.
    const fields = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token })).body);
    const seasonsOfField = fields.find((entry) => entry.id === field.id)?.crop_season ?? [];
    expect(seasonsOfField).toMatchObject([{ crop: { name: 'Tiger nut' }, season: 2026, sowing_date: '2026-05-10', harvest_date: '2026-09-25', field: field.id }]);
    const listed = Rotation.array().parse((await api(baseUrl, 'GET', `/field/rotation/?field=${field.id}`, { token })).body);
    expect(listed).toMatchObject([{ name: 'Tuber and legume', crop_season_years: [2026], crop_season: seasonsOfField }]);
  });

  it('without a field warns and returns to the dashboard', async () => {
    const owner = await newOwner(baseUrl, sesEndpoint, 'e2e-crops-nofield');
    const page = await newPage(browser);
    await page.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort());
    await submitLogin(page, baseUrl, owner.email, 'OwnerPass1!');
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await page.goto(`${baseUrl}/dashboard/crop-plan/config/farm/`);
    await page.getByText(english(CROP_MESSAGES.fieldRequired)).waitFor();
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 5_000 });
  });
});
