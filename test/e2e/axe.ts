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

/**
 * Runs axe-core (the standard accessibility engine) on the page once its transitions end and fails on any serious or critical
 * violation, naming each rule and element. Call it on every screen and open dialog a test visits:
 * `await expectAccessible(page, 'dashboard')`.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A dialog or toast still fading in or out reads as low contrast: check the screen as it rests.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  }) as AxeViolation[];
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.length, `Accessibility violations on ${screen}:\n${describeViolations(serious)}`).toBe(0);
}
