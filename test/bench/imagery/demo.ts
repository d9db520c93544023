/**
 * The demo imagery year's one-time generation (issue budget: under 2 minutes at first start), into a fresh
 * directory so that the machine's cached catalog is neither used nor replaced.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoYear, ensureDemoCatalog } from '../../../functions/imagery/demo/local-catalog';

export async function benchDemoGeneration(): Promise<{ year: number; ms: number }> {
  const root = await mkdtemp(path.join(tmpdir(), 'fieldwatch-bench-demo-'));
  try {
    const catalog = await ensureDemoCatalog({ root, year: demoYear() });
    return { year: catalog.year, ms: catalog.ms };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
