import { defineConfig } from 'vitest/config';

/**
 * Vitest runs one file at a time on a 2-core machine by default (cores - 1). The projects that start no local stage
 * take both cores: a file's tests still run one after the other, each file in its own worker.
 */
const BOTH_CORES = 2;

export default defineConfig({
  test: {
    projects: [
      // Needs nothing but node: tests that compare with GDAL or poppler are in the comparisons project.
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', maxWorkers: BOTH_CORES } },
      {
        test: {
          name: 'comparisons',
          // Against GDAL (test/support/ensure-gdal.sh installs it) and poppler's pdftotext and pdfimages.
          include: ['test/comparisons/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: BOTH_CORES,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: BOTH_CORES,
        },
      },
      {
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
          // Typing into MUI forms in jsdom is slow on a 2-core machine.
          testTimeout: 20_000,
          maxWorkers: BOTH_CORES,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
