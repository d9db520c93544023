import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * Secrets Manager for the local stage: GetSecretValue over its JSON protocol, so the functions read the stage's
 * generated secrets with the same SDK call as deployed. Each secret has its AWSCURRENT value only (the local stage
 * does not rotate), and asking for another staging label is answered as Secrets Manager answers a secret never
 * rotated. Mounted on a private path of the gateway, like the Cognito admin endpoint.
 */

/** The local stage's tile signing secret, as the deployed stack's secret is named by its ARN. */
export const LOCAL_TILE_SIGNING_SECRET = 'fieldwatch/local/tile-signing-key';

/** The tile links' key of a data folder: generated on its first start (readable by its owner only), then kept. */
export async function stageTileSigningKey(dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'tile-signing-key');
  const stored = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (stored) return stored;
  const key = randomBytes(32).toString('hex');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
}

export function secretsManagerStandIn(secrets: Record<string, string>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
        return answer(res, 400, { __type: 'InvalidRequestException', message: 'The local stage only reads secrets.' });
      }
      let request: { SecretId?: string; VersionStage?: string };
      try {
        request = JSON.parse(text || '{}') as typeof request;
      } catch {
        return answer(res, 400, { __type: 'InvalidRequestException', message: 'The request body is not JSON.' });
      }
      const { SecretId = '', VersionStage = 'AWSCURRENT' } = request;
      const value = secrets[SecretId];
      if (value === undefined || VersionStage !== 'AWSCURRENT') {
        return answer(res, 400, { __type: 'ResourceNotFoundException', message: `Secrets Manager can't find the specified secret value for staging label: ${VersionStage}` });
      }
      answer(res, 200, { ARN: `arn:aws:secretsmanager:us-east-1:000000000000:secret:${SecretId}`, Name: SecretId, SecretString: value, VersionStages: ['AWSCURRENT'] });
    });
  };
}
