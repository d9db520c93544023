/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, where the DOM types apply.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

/** One line per failing element: rule, impact, what it asks, where. */
function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(node.target)}`),
    )
    .join('\n');
}

/** The phone every screen is also checked at (spec: 1366x768 and 390x844). */
const PHONE = { width: 390, height: 844 } as const;

/** Waits until the page has its new size and its transitions (dialogs, drawers, toasts) have come to rest. */
async function settle(page: Page, width: number): Promise<void> {
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  // A dialog or toast still fading in or out reads as low contrast: check the screen as it rests.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  })) as AxeViolation[];
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Runs axe-core (the standard accessibility engine) on the page once its transitions end and fails on any serious
 * or critical violation, naming each rule and element. Call it on every screen and open dialog a test visits:
 * `await expectAccessible(page, 'dashboard')`. A screen checked at a computer's size is checked again at a phone's
 * (390x844), then given its size back; `{ phone: false }` for a caller that loads the phone view itself.
 */
export async function expectAccessible(page: Page, screen: string, options: { phone?: boolean } = {}): Promise<void> {
  const size = page.viewportSize();
  await settle(page, size?.width ?? (await page.evaluate(() => window.innerWidth)));
  const serious = await seriousViolations(page);
  expect(serious.length, `Accessibility violations on ${screen}:\n${describeViolations(serious)}`).toBe(0);
  if (options.phone === false || !size || size.width <= PHONE.width) return;
  await page.setViewportSize(PHONE);
  try {
    await settle(page, PHONE.width);
    const onPhone = await seriousViolations(page);
    expect(onPhone.length, `Accessibility violations on ${screen} at ${PHONE.width}x${PHONE.height}:\n${describeViolations(onPhone)}`).toBe(0);
  } finally {
    await page.setViewportSize(size);
    await settle(page, size.width);
  }
}
