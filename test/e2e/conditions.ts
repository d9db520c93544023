import type { Page } from 'playwright-core';

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
