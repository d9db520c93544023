import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { demoCatalogDir, ensureDemoCatalog, type DemoCatalog } from '../../functions/imagery/demo/local-catalog';

/**
 * A demo imagery year, generated on a worker thread when this machine has not cached it yet: generating a year
 * (Sentinel-2 and Sentinel-1) is about 13-15 s of CPU, which on the main thread would hold up the gateway (the web
 * app, the API) meanwhile.
 * One generation per year at a time within this process; where a worker cannot start, it runs here instead.
 */
const generating = new Map<number, Promise<DemoCatalog>>();

export function ensureDemoYear(year: number): Promise<DemoCatalog> {
  if (existsSync(path.join(demoCatalogDir(year), '.complete'))) return ensureDemoCatalog({ year });
  let pending = generating.get(year);
  if (!pending) {
    pending = onWorker(year).catch((error: unknown) => {
      console.warn(`[stac] demo imagery of ${year} generated on the main thread (${error instanceof Error ? error.message : String(error)})`);
      return ensureDemoCatalog({ year });
    });
    pending.finally(() => generating.delete(year)).catch(() => undefined);
    generating.set(year, pending);
  }
  return pending;
}

function onWorker(year: number): Promise<DemoCatalog> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./demo-year-worker.js', import.meta.url), { workerData: { year } });
    worker.once('message', (catalog: DemoCatalog) => {
      resolve(catalog);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the demo imagery worker stopped (exit code ${code})`)));
  });
}
