import { rm } from 'node:fs/promises';
import path from 'node:path';
import { TOTP_ISSUER } from '../../shared/domain/staff-mfa';
import { otpauthUri } from './cognito-mfa';
import { DEMO_USERS } from './demo-data';
import { startLocalStage } from './stage';
import { ensureJava } from './system-tools';
import { ensureWebBuild, WEB_DIST } from './web-build';

/**
 * `npm start`: the local stage. Emulators of DynamoDB, S3, SQS, SES and Cognito on loopback, the local gateway
 * serving the web app and the API, the queue consumers and the schedules; demo data on first start.
 * `npm start -- --reset` starts from empty data.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = process.env.FIELDWATCH_DATA_DIR ?? path.join(ROOT, '.local');

async function main(): Promise<void> {
  const started = Date.now();
  const args = new Set(process.argv.slice(2));
  if (args.has('--reset')) {
    await rm(DATA_DIR, { recursive: true, force: true });
    console.log('Local data removed: starting clean.');
  }
  // Before anything starts: a missing system tool is one line to act on, not a stack trace from an emulator.
  try {
    ensureJava();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const web = await ensureWebBuild();
  const stage = await startLocalStage({ port, dataDir: DATA_DIR, webDist: WEB_DIST, schedules: true, demoData: true });
  // The demo imagery's one-time generation (once per machine) is reported apart from the start itself.
  const imagery = stage.demoImagery;
  const generatedMs = imagery?.catalog.generated ? imagery.catalog.ms : 0;
  const seconds = ((Date.now() - started - generatedMs) / 1000).toFixed(1);
  const imageryLine = imagery
    ? `Demo imagery: ${imagery.catalog.year}, ${imagery.catalog.generated ? `generated once in ${(generatedMs / 1000).toFixed(1)} s (not counted above)` : 'reused'}` +
      `${imagery.uploadMs > 0 ? `, copied to the local S3 in ${(imagery.uploadMs / 1000).toFixed(1)} s` : ''}.`
    : '';
  console.log(`
FieldWatch local stage is up in ${seconds} s${web.built ? ` (web app built in ${(web.ms / 1000).toFixed(1)} s)` : ''}.
${imageryLine}

  Web app      ${stage.url}
  API          ${stage.url}/api   (e.g. ${stage.url}/api/health/)
  Mail inbox   ${stage.sesEndpoint}   (sign-up codes, reset links, invitations)
  Message inbox ${stage.messagesEndpoint}   (SMS and WhatsApp alerts, phone codes)
  STAC API     ${stage.url}/stac   (demo Sentinel-2 imagery from the local S3)

  Demo logins
    staff admin   ${DEMO_USERS.admin.email} / ${DEMO_USERS.admin.password}   -> ${stage.url}/admin/login
    team owner    ${DEMO_USERS.owner.email} / ${DEMO_USERS.owner.password}   -> ${stage.url}/auth/login

  Staff sign in in two steps: add the staff admin to an authenticator app with the key ${DEMO_USERS.admin.totpSecret}
  (or ${otpauthUri(TOTP_ISSUER, DEMO_USERS.admin.email, DEMO_USERS.admin.totpSecret)}),
  or print its current code with: npx tsx infra/local/totp-code.ts

Data is kept in .local/ between starts; npm start -- --reset starts clean. Ctrl+C stops.
`);
  const shutdown = async () => {
    console.log('Stopping the local stage...');
    await stage.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
