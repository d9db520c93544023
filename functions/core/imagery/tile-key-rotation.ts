import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  type SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import type { Logger } from '../logger';

/**
 * Secrets Manager's rotation of the tile URLs' HMAC key, in its four steps. The key is used only by this product's
 * functions, which read it themselves: no other service holds a copy, so `setSecret` has nothing to update and
 * `testSecret` only checks the new value is a usable key. `createSecret` puts a new random value as AWSPENDING;
 * `finishSecret` moves AWSCURRENT to it, and Secrets Manager labels the replaced value AWSPREVIOUS, which the tile
 * route still accepts, so links made before the rotation keep working until they expire.
 */
export type RotationStep = 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';

export interface RotationEvent {
  Step: RotationStep;
  SecretId: string;
  ClientRequestToken: string;
}

/** The same shape as the value Secrets Manager generates when the stage is deployed (infra: TileSigningSecret). */
export const TILE_KEY_LENGTH = 64;
/** Shorter than this is not a key an HMAC-SHA256 should take (32 random bytes' worth of characters at least). */
const MIN_KEY_LENGTH = 32;

export class RotationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RotationRefused';
  }
}

const isMissing = (error: unknown) => (error as { name?: string } | undefined)?.name === 'ResourceNotFoundException';

export async function rotateTileKey(event: RotationEvent, client: SecretsManagerClient, log: Logger): Promise<void> {
  const { SecretId, ClientRequestToken: token, Step } = event;
  const secret = await client.send(new DescribeSecretCommand({ SecretId }));
  if (!secret.RotationEnabled) throw new RotationRefused(`Secret ${SecretId} does not have rotation enabled`);
  const stages = secret.VersionIdsToStages?.[token];
  if (!stages) throw new RotationRefused(`Secret ${SecretId} has no version ${token} to rotate to`);
  if (stages.includes('AWSCURRENT')) {
    log.info('tile key version already current', { step: Step, version: token });
    return;
  }
  if (!stages.includes('AWSPENDING')) throw new RotationRefused(`Version ${token} of ${SecretId} is not pending`);

  switch (Step) {
    case 'createSecret':
      return createSecret(client, SecretId, token, log);
    case 'setSecret':
      // No service outside the product holds the key.
      return;
    case 'testSecret':
      return testSecret(client, SecretId, token);
    case 'finishSecret':
      return finishSecret(client, SecretId, token, secret.VersionIdsToStages ?? {}, log);
    default:
      throw new RotationRefused(`Unknown rotation step ${String(Step)}`);
  }
}

async function createSecret(client: SecretsManagerClient, SecretId: string, token: string, log: Logger): Promise<void> {
  // The current key must exist: a rotation of a secret nobody can read yet would hide that.
  await client.send(new GetSecretValueCommand({ SecretId, VersionStage: 'AWSCURRENT' }));
  try {
    // A step may be retried: the pending value, once put, stays the one.
    await client.send(new GetSecretValueCommand({ SecretId, VersionId: token, VersionStage: 'AWSPENDING' }));
    log.info('tile key already pending', { version: token });
    return;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const { RandomPassword } = await client.send(
    new GetRandomPasswordCommand({ PasswordLength: TILE_KEY_LENGTH, ExcludePunctuation: true, IncludeSpace: false }),
  );
  if (!RandomPassword) throw new RotationRefused('Secrets Manager gave no random value');
  await client.send(
    new PutSecretValueCommand({ SecretId, ClientRequestToken: token, SecretString: RandomPassword, VersionStages: ['AWSPENDING'] }),
  );
  log.info('tile key created', { version: token });
}

async function testSecret(client: SecretsManagerClient, SecretId: string, token: string): Promise<void> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId, VersionId: token, VersionStage: 'AWSPENDING' }));
  if (!SecretString || SecretString.trim().length < MIN_KEY_LENGTH) {
    throw new RotationRefused(`The pending tile key of ${SecretId} is shorter than ${MIN_KEY_LENGTH} characters`);
  }
}

async function finishSecret(
  client: SecretsManagerClient,
  SecretId: string,
  token: string,
  versions: Record<string, string[]>,
  log: Logger,
): Promise<void> {
  const current = Object.entries(versions).find(([, labels]) => labels.includes('AWSCURRENT'))?.[0];
  await client.send(
    new UpdateSecretVersionStageCommand({
      SecretId,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: token,
      ...(current ? { RemoveFromVersionId: current } : {}),
    }),
  );
  log.info('tile key rotated', { version: token, replaced: current });
}
