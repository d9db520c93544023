import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits on what the browser tests used to sleep for. Each resolves when its condition holds, and fails the test
 * after the page's default timeout when it never does.
 */

/** Two animation frames: what was laid out has been painted. */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * The page has settled after a change (a resize, a drawer, a dialog): no finite CSS transition or animation is
 * running (spinners and skeleton pulses repeat forever and do not count), then a paint.
 */
export async function settled(page: Page): Promise<void> {
  await nextPaint(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await nextPaint(page);
}

/**
 * The Leaflet map has come to rest: no zoom animation runs and the field's outline (a path of the map) keeps its
 * box across two frames. Returns the outline's width in pixels.
 */
export async function mapAtRest(page: Page, outline: string): Promise<number> {
  const handle = await page.waitForFunction(async (selector) => {
    const box = () => document.querySelector(selector)?.getBoundingClientRect();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (document.querySelector('.leaflet-container.leaflet-zoom-anim')) return false;
    const before = box();
    await frame();
    const after = box();
    if (!before || !after || document.querySelector('.leaflet-container.leaflet-zoom-anim')) return false;
    const still = before.x === after.x && before.y === after.y && before.width === after.width && before.height === after.height;
    return still && after.width > 0 ? after.width : false;
  }, outline);
  return (await handle.jsonValue()) as number;
}

/**
 * The zoom level of the page's Leaflet map once it is at rest (null while it animates): Leaflet scales its
 * animation proxy by 2^zoom after every move.
 */
export async function mapZoom(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    if (document.querySelector('.leaflet-container.leaflet-zoom-anim')) return null;
    const proxy = document.querySelector<HTMLElement>('.leaflet-proxy');
    const scale = /scale\(([\d.e+-]+)\)/.exec(proxy?.style.transform ?? '');
    return scale ? Math.round(Math.log2(Number(scale[1]))) : null;
  });
}

/**
 * A point of a field on the map that a click reaches (the field's outline is the top element there, not a scouting
 * pin or a map notice on it): the middle when it is free, else the nearest free point of a grid over the outline.
 */
export async function fieldSpot(page: Page, outline: string): Promise<{ x: number; y: number }> {
  const spot = await page.evaluate((selector) => {
    const path = document.querySelector(selector);
    if (!path) return null;
    const box = path.getBoundingClientRect();
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const points = [];
    for (let i = 1; i < 10; i += 1) for (let j = 1; j < 10; j += 1) points.push({ x: box.x + (box.width * i) / 10, y: box.y + (box.height * j) / 10 });
    points.sort((a, b) => Math.hypot(a.x - centre.x, a.y - centre.y) - Math.hypot(b.x - centre.x, b.y - centre.y));
    return [centre, ...points].find((point) => document.elementFromPoint(point.x, point.y) === path) ?? null;
  }, outline);
  if (!spot) throw new Error(`${outline} has no point a click reaches`);
  return spot;
}

/**
 * How the dashboard's fields sit in its map: how far the box around their outlines is from the map's middle, and the
 * larger share of the map's width or height that box takes (fractions of the map's size). A fitted map holds them in
 * its middle, large; the default view at zoom 10 shows them as a speck.
 */
export function fieldsInMap(page: Page): Promise<{ offset: number; share: number }> {
  return page.evaluate(() => {
    const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    const boxes = [...document.querySelectorAll('path.field-polygon')].map((outline) => outline.getBoundingClientRect());
    if (!map || boxes.length === 0 || map.width === 0 || map.height === 0) return { offset: 1, share: 0 };
    const left = Math.min(...boxes.map((box) => box.left));
    const right = Math.max(...boxes.map((box) => box.right));
    const top = Math.min(...boxes.map((box) => box.top));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    const offsetX = Math.abs((left + right) / 2 - (map.left + map.right) / 2) / map.width;
    const offsetY = Math.abs((top + bottom) / 2 - (map.top + map.bottom) / 2) / map.height;
    return { offset: Math.max(offsetX, offsetY), share: Math.max((right - left) / map.width, (bottom - top) / map.height) };
  });
}

/**
 * Selects the dashboard's field `name` by a click on its outline, as a farmer does, once the map is at rest. The
 * map may still move once after it looked at rest (it fits the fields when their list arrives), so a click that
 * selected nothing is made again, at most three times, before the test fails on the selection.
 */
export async function selectFieldOnMap(page: Page, name: string): Promise<void> {
  const outline = `path[aria-label="${name}"]`;
  const selected = page.getByText(`Selected field: ${name}`);
  for (let attempt = 1; ; attempt += 1) {
    await expect.poll(() => mapAtRest(page, outline), { timeout: 30_000 }).toBeGreaterThan(60);
    // The field where a click reaches it (a scouting pin may sit at its middle).
    const spot = await fieldSpot(page, outline);
    await page.mouse.click(spot.x, spot.y);
    try {
      await selected.waitFor({ timeout: attempt < 3 ? 5_000 : undefined });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
