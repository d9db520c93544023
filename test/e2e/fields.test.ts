import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { api } from '../support/local-client';
import { newOwner } from '../support/teams';
import { multiPolygonShapefileZip } from '../fixtures/field-files';
import { launchBrowser, newPage, submitLogin } from './browser';
import { translateText } from '../../functions/core/i18n/translate';

/** A field message as the API answers it in English. */
const english = (text: string) => translateText('en', text);

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function login(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, baseUrl, email, password);
  await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
}

const polygon = (page: Page, name: string) => page.locator(`path.field-polygon[aria-label="${name}"]`);

describe('fields on the dashboard', () => {
  it('uploads a shapefile, shows the fields on the map and in the list, edits, deletes and draws a field', async () => {
    const owner = await newOwner(baseUrl, sesEndpoint, 'e2e-fields');
    const page = await newPage(browser);
    // No internet here: the basemap tiles fail at once, as they would offline.
    await page.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort());
    await login(page, owner.email, 'OwnerPass1!');

    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.title()).toBe('Dashboard | GIS');
    const map = page.getByRole('region', { name: 'Fields map' });
    const container = map.locator('.leaflet-container');
    await container.waitFor();
    // Without tiles the map keeps a plain background; the attributions and the layer choice are there.
    expect(await container.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).backgroundColor)).toBe(
      'rgb(217, 223, 210)',
    );
    await map.getByRole('link', { name: 'Esri' }).waitFor();
    expect(await map.locator('.leaflet-control-layers').count()).toBe(1);

    // Upload: a zipped shapefile in UTM 32N with four polygons (one record has two parts).
    await page.getByRole('button', { name: 'Add field' }).click();
    const add = page.getByRole('dialog', { name: english(FIELD_MESSAGES.addFieldTitle) });
    await add.getByLabel('Field file').setInputFiles({ name: 'farms.zip', mimeType: 'application/zip', buffer: multiPolygonShapefileZip() });
    await add.getByText(english(FIELD_MESSAGES.allAdded(4)), { exact: true }).waitFor({ timeout: 60_000 });
    await add.getByRole('button', { name: 'Close' }).click();
    await add.waitFor({ state: 'hidden' });

    await polygon(page, 'North Farm').waitFor({ state: 'visible' });
    await polygon(page, 'River Plot').waitFor({ state: 'visible' });
    expect(await page.locator('path.field-polygon').count()).toBe(4);

    // The Field List: one card per field, searchable by name.
    await page.getByRole('button', { name: 'Field List' }).click();
    const list = page.getByRole('dialog', { name: 'Field List' });
    await list.getByRole('listitem', { name: 'North Farm' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(4);
    await list.getByPlaceholder(english(FIELD_MESSAGES.searchPlaceholder)).fill('Plot');
    expect((await list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).sort()).toEqual([
      'River Plot',
      'Twin Plots 1',
      'Twin Plots 2',
    ]);
    await list.getByPlaceholder(english(FIELD_MESSAGES.searchPlaceholder)).fill('');

    // Edit: rename River Plot.
    await list.getByRole('button', { name: 'Edit River Plot' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Field' });
    expect(await edit.getByLabel('Field Area Size').inputValue()).toMatch(/^1\.\d\d$/);
    await edit.getByLabel('Field Name').fill('River Plot East');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(english(FIELD_MESSAGES.updated)).waitFor();
    await edit.waitFor({ state: 'hidden' });
    await list.getByRole('listitem', { name: 'River Plot East' }).waitFor();
    await polygon(page, 'River Plot East').waitFor({ state: 'attached' });

    // Delete it, after the confirmation.
    await list.getByRole('button', { name: 'Edit River Plot East' }).click();
    await edit.getByRole('button', { name: 'Delete Field' }).click();
    const confirm = page.getByRole('dialog', { name: english(FIELD_MESSAGES.deleteConfirm) });
    await confirm.getByRole('button', { name: english(FIELD_MESSAGES.deleteConfirmButton) }).click();
    await page.getByText(english(FIELD_MESSAGES.deleted('River Plot East'))).waitFor();
    await list.getByRole('listitem', { name: 'River Plot East' }).waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(3);

    // A card selects its field: the map shows it selected.
    await list.getByRole('listitem', { name: 'North Farm' }).getByRole('button', { name: /^All North Farm/ }).click();
    await list.waitFor({ state: 'hidden' });
    await page.getByText('Selected field: North Farm').waitFor();
    await page.locator('path.field-polygon-selected[aria-label="North Farm"]').waitFor({ state: 'visible' });

    // Draw: four corners above the selected field, finish, name it, save.
    await page.getByRole('button', { name: 'Add field' }).click();
    await add.getByRole('button', { name: 'Draw a field' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Draw a field' }).waitFor();
    const box = await container.boundingBox();
    if (!box) throw new Error('The map has no box');
    const at = (x: number, y: number) => page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await at(0.45, 0.12);
    await at(0.6, 0.12);
    await at(0.62, 0.3);
    await at(0.45, 0.3);
    await page.getByRole('button', { name: 'Finish drawing' }).click();
    const form = page.getByRole('form', { name: 'Save the drawn field' });
    await form.getByLabel('Name', { exact: true }).fill('Drawn Paddock');
    await form.getByLabel('Group Name').fill('Sketches');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Field successfully added').waitFor();
    await form.waitFor({ state: 'hidden' });
    await polygon(page, 'Drawn Paddock').waitFor({ state: 'visible' });
    expect(await page.locator('path.drawn-field-polygon').count()).toBe(0);

    await page.getByRole('button', { name: 'Field List' }).click();
    const drawn = list.getByRole('listitem', { name: 'Drawn Paddock' });
    await drawn.waitFor();
    await drawn.getByText('Sketches').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(4);

    // What the server holds: the renamed-then-deleted field is gone, the drawn one is a real polygon.
    const stored = (await api(baseUrl, 'GET', '/field/', { token: owner.session.idToken })).body as { name: string; group_name: string; size: number; coordinates: unknown[] }[];
    expect(stored.map((field) => field.name).sort()).toEqual(['Drawn Paddock', 'North Farm', 'Twin Plots 1', 'Twin Plots 2']);
    const paddock = stored.find((field) => field.name === 'Drawn Paddock');
    expect(paddock?.group_name).toBe('Sketches');
    expect(paddock?.coordinates).toHaveLength(5);
    expect(paddock?.size).toBeGreaterThan(0.01);

    // A fresh load shows the fields fitted as soon as they are drawn: never the default view at zoom 10, where a 4 ha
    // field is a speck under 10 px wide (the old product waited 3 s before fitting).
    await page.reload();
    await polygon(page, 'North Farm').waitFor({ state: 'attached' });
    expect((await polygon(page, 'North Farm').boundingBox())?.width ?? 0).toBeGreaterThan(40);

    // The selection survives the reload; the analysis button opens the analysis modal of that field.
    await page.getByText('Selected field: Drawn Paddock').waitFor();
    await page.getByRole('button', { name: 'Open index analysis' }).click();
    await page.getByRole('dialog', { name: 'Index Analysis: Drawn Paddock' }).waitFor();
    await page.close();
  });
});
