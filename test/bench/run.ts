/** `npm run bench [lambdas|web|start|fields|parse|weather|stall|monitoring|summary|planner|radar|seasons|i18n|alerts|field-app|zones]`: prints the platform's budgets as measured on this machine. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { benchLambdaBundles } from './lambda-bundles';
import { benchLandingBundle } from './web-bundle';
import { benchLocalStart } from './local-start';

const only = process.argv[2];

if (!only || only === 'lambdas') {
  const rows = await benchLambdaBundles();
  console.log('Lambda bundles (budget: < 1024 KB minified, init < 300 ms)');
  for (const row of rows) console.log(`  ${row.name.padEnd(20)} ${String(row.kb).padStart(5)} KB  init ${String(row.initMs).padStart(4)} ms`);
}
if (!only || only === 'web') {
  const landing = await benchLandingBundle();
  console.log(`Landing page JS (budget: < 250 KB gzip): ${landing.jsGzipKb} KB gzip in ${landing.files.length} files; CSS ${landing.cssGzipKb} KB gzip`);
}
if (!only || only === 'start') {
  const start = await benchLocalStart();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Local stage start (budget: cold < 60 s, warm < 15 s): cold on a fresh machine ${seconds(start.freshMachineMs)}, ` +
      `cold with the demo imagery cached ${seconds(start.coldMs)}, warm ${seconds(start.warmMs)}`,
  );
}

// The area benchmarks run as their own scripts, each printing its figures.

const AREA_SCRIPTS = { fields: 'fields', parse: 'field-parse', weather: 'weather', stall: 'stall', monitoring: 'monitoring', summary: 'summary', planner: 'planner', radar: 'radar', seasons: 'seasons', i18n: 'i18n', alerts: 'alerts-backtest', 'field-app': 'field-app', zones: 'zones' } as const;
for (const [area, script] of Object.entries(AREA_SCRIPTS)) {
  if (only && only !== area) continue;
  execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `${script}.ts`)], { stdio: 'inherit' });
}
