import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { SCOUTING_LIMITS, SCOUTING_MESSAGES } from '../../shared/domain/scouting';
import { API_ENGLISH, WEB_ENGLISH } from '../../shared/i18n/english';
import { launchBrowser, SHOTS } from './browser';
import { mapAtRest, settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
const T = WEB_ENGLISH;
const WORDS = `Fall armyworm in the whorls, e2e ${Date.now()}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Where a JPEG's APP1 EXIF segment sits (its marker, length and "Exif\0\0"); null when it has none. */
function exifSegment(jpeg: Buffer): Buffer | null {
  let offset = 2;
  while (offset + 4 < jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker === 0xe1 && jpeg.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') return jpeg.subarray(offset, offset + 2 + length);
    if (marker === 0xda) break;
    offset += 2 + length;
  }
  return null;
}

/**
 * A phone's photo: 4000 x 3000 pixels of a field's grain (noise compresses badly, as leaves do) drawn by Chromium,
 * with the GPS EXIF of test/fixtures/photos/field-gps.jpg put in, as a phone camera writes it.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const tile = context.createImageData(400, 300);
    for (let index = 0; index < tile.data.length; index += 4) {
      const grain = Math.random() * 90;
      tile.data[index] = 40 + grain;
      tile.data[index + 1] = 90 + grain;
      tile.data[index + 2] = 30 + grain / 2;
      tile.data[index + 3] = 255;
    }
    for (let x = 0; x < 4000; x += 400) for (let y = 0; y < 3000; y += 300) context.putImageData(tile, x, y);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let start = 0; start < bytes.length; start += 0x8000) text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return btoa(text);
  });
  const jpeg = Buffer.from(base64, 'base64');
  const exif = exifSegment(readFileSync('test/fixtures/photos/field-gps.jpg'))!;
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/scouting-${name}-${width}x${height}.png` });
}

describe('scouting notes', () => {
  it('on a phone: a note pinned by a tap with a photo shows on the map and the field page, becomes a task, exports as CSV', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 390, height: 844 } });
    await page.getByRole('region', { name: 'Fields map' }).waitFor();
    const outline = 'path.field-polygon';
    await page.locator(outline).first().waitFor();
    // The map fits the fields once they are in: their outlines are then large enough to tap.
    await expect.poll(() => mapAtRest(page, outline), { timeout: 30_000 }).toBeGreaterThan(20);

    // The phone photo, before the form: 4000 x 3000 with GPS, far over the upload's limit as it comes.
    const original = await phonePhoto(page);
    expect(original.length).toBeGreaterThan(SCOUTING_LIMITS.photoMaxBytes);
    expect(exifSegment(original)).not.toBeNull();

    await page.getByRole('button', { name: T['scouting.add'] }).click();
    const sheet = page.getByRole('dialog', { name: T['scouting.newNote'] });
    await sheet.waitFor();
    await settled(page);
    await shoot(page, 'new-note-empty');

    // The map stays visible above the sheet: tap a field there.
    const sheetTop = (await sheet.boundingBox())!.y;
    const target = await page.evaluate(
      ({ selector, limit }) => {
        for (const path of document.querySelectorAll(selector)) {
          const box = path.getBoundingClientRect();
          const y = box.y + box.height / 2;
          const x = box.x + box.width / 2;
          // A field in sight: not under the sheet, the map's notices or its buttons.
          if (box.width > 4 && y < limit - 10 && document.elementFromPoint(x, y) === path) return { x, y, name: path.getAttribute('aria-label') };
        }
        return null;
      },
      { selector: outline, limit: sheetTop },
    );
    expect(target, 'a field above the sheet').not.toBeNull();
    await page.mouse.click(target!.x, target!.y);
    await sheet.getByText(/^Pin at /).waitFor();
    expect(await sheet.getByRole('combobox', { name: T['scouting.field'] }).textContent()).toContain(target!.name);

    await sheet.getByRole('button', { name: T['scouting.category.pest'] }).click();
    await sheet.getByRole('button', { name: T['scouting.severity.high'] }).click();
    await sheet.getByRole('textbox', { name: T['scouting.text'] }).fill(WORDS);
    await page.getByTestId('scouting-photo-input').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: original });
    await sheet.getByRole('img', { name: 'Photo 1' }).waitFor({ timeout: 30_000 });
    await shoot(page, 'new-note-filled');
    const pins = page.getByRole('button', { name: 'Scouting note: Pest, High' });
    const before = await pins.count();
    await sheet.getByRole('button', { name: T['scouting.save'] }).click();
    await page.getByText(T['scouting.saved']).waitFor({ timeout: 30_000 });

    // On the map: a pin named by its category and severity (beside the demo's own), where the tap was; a tap opens its card.
    await expect.poll(() => pins.count(), { timeout: 30_000 }).toBe(before + 1);
    const centres = await pins.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
    const distances = centres.map((centre) => Math.hypot(centre.x - target!.x, centre.y - target!.y));
    const pin = pins.nth(distances.indexOf(Math.min(...distances)));
    await shoot(page, 'map-pin');
    await pin.click();
    const card = page.getByRole('article', { name: 'Scouting note: Pest, High' });
    await card.getByText(WORDS).waitFor();
    await card.getByRole('img', { name: 'Photo 1' }).waitFor();
    await shoot(page, 'map-card');

    // The stored photo was compressed in the phone, and its location dropped (the box was not ticked).
    const photoUrl = await card.getByRole('img', { name: 'Photo 1' }).getAttribute('src');
    const stored = Buffer.from(await (await page.request.get(photoUrl!)).body());
    expect(stored.length).toBeLessThanOrEqual(SCOUTING_LIMITS.photoTargetBytes * 1.1);
    expect(stored.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(exifSegment(stored)).toBeNull();

    // Make a task: the form comes prefilled.
    await card.getByRole('button', { name: T['scouting.makeTask'] }).click();
    const taskForm = page.getByRole('dialog', { name: T['scouting.task.title'] });
    expect(await taskForm.getByRole('textbox', { name: T['scouting.task.name'] }).inputValue()).toBe(`Pest on ${target!.name}`);
    await shoot(page, 'make-task');
    await taskForm.getByRole('button', { name: T['scouting.task.create'] }).click();
    await page.getByText(T['scouting.taskMade']).waitFor();
    await card.getByText(T['scouting.hasTask']).waitFor();

    // The field's page lists it, newest first; its CSV carries the note.
    await card.getByRole('button', { name: T['scouting.openField'] }).click();
    const section = page.getByRole('region', { name: T['scouting.title'] });
    await section.getByText(WORDS).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shoot(page, 'field-page');
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: T['scouting.exportCsv'] }).click()]);
    expect(download.suggestedFilename()).toBe('scouting-notes.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(WORDS);

    // The desktop view of the same page and of the dashboard card.
    await page.setViewportSize({ width: 1366, height: 768 });
    await section.scrollIntoViewIfNeeded();
    await shoot(page, 'field-page');

    // Delete it (the owner may): it leaves the list.
    const listed = section.getByRole('article').filter({ hasText: WORDS });
    await listed.getByRole('button', { name: T['scouting.delete'] }).click();
    await page.getByRole('dialog', { name: T['scouting.deleteConfirm'] }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(API_ENGLISH[SCOUTING_MESSAGES.deleted]).waitFor();
    await expect.poll(() => section.getByText(WORDS).count(), { timeout: 15_000 }).toBe(0);
    await page.close();
  });

  it('on a desktop: the form opens beside the map, which still takes the tap', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    const outline = 'path.field-polygon';
    await page.locator(outline).first().waitFor();
    await expect.poll(() => mapAtRest(page, outline), { timeout: 30_000 }).toBeGreaterThan(20);
    await page.getByRole('button', { name: T['scouting.add'] }).click();
    const sheet = page.getByRole('dialog', { name: T['scouting.newNote'] });
    await sheet.waitFor();
    await settled(page);
    // Inside the field, below its middle: the demo's notes are pinned at and north of the fields' centres.
    const field = (await page.locator(outline).first().boundingBox())!;
    await page.locator(outline).first().click({ position: { x: field.width * 0.3, y: field.height * 0.8 } });
    await sheet.getByText(/^Pin at /).waitFor();
    await shoot(page, 'new-note');
    await sheet.getByRole('button', { name: T['scouting.save'] }).click();
    await sheet.getByText('Choose what you saw: pest, disease, weed, water, nutrient or other.').waitFor();
    await sheet.getByRole('button', { name: T['scouting.cancel'] }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.close();
  });
});
