import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local stage's own secrets, generated once per data folder (kept next to its data, readable by its owner
 * only), like the token signing key: the access key the functions sign S3 requests with (the local S3 refuses any
 * other) and the Paystack stand-in's secret key (its webhooks are signed with it and its test controls need it).
 * Nothing of them is in the repository, so nobody else on the machine or the network can use the stage's S3 or
 * forge its payments.
 */
export interface StageCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  paystackSecret: string;
  /** Opens the stage's own test controls (a lost S3 event, a failing STAC search): `Authorization: Bearer <key>`. */
  controlKey: string;
}

export async function stageCredentials(dataDir: string): Promise<StageCredentials> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'stage-credentials.json');
  const stored = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as StageCredentials)
    .catch(() => null);
  if (stored?.accessKeyId && stored.secretAccessKey && stored.paystackSecret && stored.controlKey) return stored;
  const credentials: StageCredentials = {
    // AWS-shaped: 20 upper-case characters starting AKIA, a 40-character secret.
    accessKeyId: `AKIALOCAL${randomBytes(6).toString('hex').toUpperCase().slice(0, 11)}`,
    secretAccessKey: randomBytes(30).toString('base64url').slice(0, 40),
    paystackSecret: `sk_test_${randomBytes(20).toString('hex')}`,
    controlKey: randomBytes(24).toString('base64url'),
  };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}
