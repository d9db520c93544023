// One demo imagery year generated on a worker thread (see demo-year-thread.ts): the local stage's gateway keeps
// serving meanwhile, and two years generate on two cores. Plain JavaScript so that it starts under any host
// (tsx for npm start, vitest's global setup): it registers tsx itself before loading the generator.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { ensureDemoCatalog } = await import('../../functions/imagery/demo/local-catalog.ts');
parentPort?.postMessage(await ensureDemoCatalog(workerData));
