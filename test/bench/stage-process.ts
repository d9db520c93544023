/**
 * A local stage in a process of its own, for benches that measure how the stage answers while a client loads it:
 * the client's own work (building 10,000-vertex bodies, checking answers against the contract) then does not run
 * on the stage's event loop, as it would not on a deployed one. Prints one JSON line with the stage's URLs and
 * stops on SIGTERM. Options as JSON in the first argument (LocalStageOptions without the web build).
 *
 * It watches its own event loop: the message 'loop' (over IPC) answers the longest time the loop was held since
 * the previous 'loop' message, in milliseconds, which is what "no request holds the event loop" is measured by.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startLocalStage, type LocalStageOptions } from '../../infra/local/stage';
import { WEB_DIST } from '../../infra/local/web-build';

process.env.LOG_LEVEL ??= 'warn';
const options = JSON.parse(process.argv[2] ?? '{}') as Omit<LocalStageOptions, 'webDist'>;
const stage = await startLocalStage({ ...options, webDist: WEB_DIST });
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
process.on('message', (message) => {
  if (message !== 'loop') return;
  process.send?.({ loopMaxMs: loop.max / 1e6 });
  loop.reset();
});
console.log(JSON.stringify({ url: stage.url, sesEndpoint: stage.sesEndpoint }));
process.once('SIGTERM', () => {
  void stage.stop().then(() => process.exit(0));
});
