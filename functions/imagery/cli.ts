/**
 * Operator command line of the imagery engine: `npx tsx functions/imagery/cli.ts stats --item <STAC item path|URL>
 * --field <GeoJSON path> --index NDVI` prints the statistics as JSON (commands in cli-commands.ts).
 * Failures print a JSON error with its code on stderr and exit with 1.
 */
import { runCli } from './cli-commands';
import { ImageryError } from './errors';

try {
  const result = await runCli(process.argv.slice(2));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  const body = error instanceof ImageryError ? { error: error.code, message: error.message, ...error.details } : { error: 'ERROR', message: (error as Error).message };
  process.stderr.write(`${JSON.stringify(body)}\n`);
  process.exitCode = 1;
}
