import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { quietLogger } from '../../../functions/core/logger';
import { type RotationEvent, type RotationStep, rotateTileKey } from '../../../functions/core/imagery/tile-key-rotation';

/**
 * Secrets Manager rotates the tile key in four steps, each a call of the rotation function: a new random value as
 * AWSPENDING, nothing to set elsewhere, a check of the pending value, then AWSCURRENT moved to it (the replaced
 * value becomes AWSPREVIOUS, which the tile route still accepts). Each step may be retried and must not redo work.
 */
const SECRET = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:tiles-AbCdEf';
const TOKEN = 'v-new';
const sm = mockClient(SecretsManagerClient);
const client = new SecretsManagerClient({ region: 'us-east-1' });
afterEach(() => sm.reset());

const event = (Step: RotationStep): RotationEvent => ({ Step, SecretId: SECRET, ClientRequestToken: TOKEN });
const notFound = () => Object.assign(new Error("can't find the specified secret value"), { name: 'ResourceNotFoundException' });

function versions(stages: Record<string, string[]>, rotationEnabled = true): void {
  sm.on(DescribeSecretCommand, { SecretId: SECRET }).resolves({ RotationEnabled: rotationEnabled, VersionIdsToStages: stages });
}

describe('the tile key rotation', () => {
  it('createSecret puts a new random key, as long as the generated one, as AWSPENDING of the version being rotated to', async () => {
    versions({ 'v-old': ['AWSCURRENT'], [TOKEN]: ['AWSPENDING'] });
    sm.on(GetSecretValueCommand, { SecretId: SECRET, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'o'.repeat(64) });
    sm.on(GetSecretValueCommand, { SecretId: SECRET, VersionId: TOKEN, VersionStage: 'AWSPENDING' }).rejects(notFound());
    sm.on(GetRandomPasswordCommand).resolves({ RandomPassword: 'p'.repeat(64) });
    sm.on(PutSecretValueCommand).resolves({});
    await rotateTileKey(event('createSecret'), client, quietLogger);
    expect(sm.commandCalls(GetRandomPasswordCommand)[0]?.args[0].input).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(sm.commandCalls(PutSecretValueCommand).map((call) => call.args[0].input)).toEqual([
      { SecretId: SECRET, ClientRequestToken: TOKEN, SecretString: 'p'.repeat(64), VersionStages: ['AWSPENDING'] },
    ]);
    expect(sm.commandCalls(UpdateSecretVersionStageCommand)).toHaveLength(0);
  });

  it('createSecret retried after the value was put keeps that value', async () => {
    versions({ 'v-old': ['AWSCURRENT'], [TOKEN]: ['AWSPENDING'] });
    sm.on(GetSecretValueCommand).resolves({ SecretString: 'p'.repeat(64) });
    await rotateTileKey(event('createSecret'), client, quietLogger);
    expect(sm.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(sm.commandCalls(GetRandomPasswordCommand)).toHaveLength(0);
  });

  it('createSecret fails, putting nothing, when the pending value cannot be read for another reason than its absence', async () => {
    versions({ 'v-old': ['AWSCURRENT'], [TOKEN]: ['AWSPENDING'] });
    sm.on(GetSecretValueCommand, { SecretId: SECRET, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'o'.repeat(64) });
    sm.on(GetSecretValueCommand, { SecretId: SECRET, VersionId: TOKEN, VersionStage: 'AWSPENDING' }).rejects(
      Object.assign(new Error('slow down'), { name: 'ThrottlingException' }),
    );
    await expect(rotateTileKey(event('createSecret'), client, quietLogger)).rejects.toThrow('slow down');
    expect(sm.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it('setSecret changes nothing: no service outside the product holds the key', async () => {
    versions({ 'v-old': ['AWSCURRENT'], [TOKEN]: ['AWSPENDING'] });
    await rotateTileKey(event('setSecret'), client, quietLogger);
    expect(sm.calls().map((call) => call.args[0].constructor.name)).toEqual(['DescribeSecretCommand']);
  });

  it('testSecret accepts a pending key of full length and refuses a short or empty one', async () => {
    versions({ 'v-old': ['AWSCURRENT'], [TOKEN]: ['AWSPENDING'] });
    sm.on(GetSecretValueCommand, { SecretId: SECRET, VersionId: TOKEN, VersionStage: 'AWSPENDING' }).resolves({ SecretString: 'p'.repeat(64) });
    await rotateTileKey(event('testSecret'), client, quietLogger);
    sm.on(GetSecretValueCommand, { SecretId: SECRET, VersionId: TOKEN, VersionStage: 'AWSPENDING' }).resolves({ SecretString: 'short' });
    await expect(rotateTileKey(event('testSecret'), client, quietLogger)).rejects.toThrow(/shorter than 32/);
    sm.on(GetSecretValueCommand, { SecretId: SECRET, VersionId: TOKEN, VersionStage: 'AWSPENDING' }).resolves({});
    await expect(rotateTileKey(event('testSecret'), client, quietLogger)).rejects.toThrow(/shorter than 32/);
  });

  it('finishSecret moves AWSCURRENT from the replaced version to the new one (Secrets Manager labels the old AWSPREVIOUS)', async () => {
    versions({ 'v-older': ['AWSPREVIOUS'], 'v-old': ['AWSCURRENT'], [TOKEN]: ['AWSPENDING'] });
    sm.on(UpdateSecretVersionStageCommand).resolves({});
    await rotateTileKey(event('finishSecret'), client, quietLogger);
    expect(sm.commandCalls(UpdateSecretVersionStageCommand).map((call) => call.args[0].input)).toEqual([
      { SecretId: SECRET, VersionStage: 'AWSCURRENT', MoveToVersionId: TOKEN, RemoveFromVersionId: 'v-old' },
    ]);
  });

  it('does nothing on any step once the version is already current (a retried finishSecret)', async () => {
    versions({ 'v-old': ['AWSPREVIOUS'], [TOKEN]: ['AWSCURRENT', 'AWSPENDING'] });
    for (const step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) {
      await rotateTileKey(event(step), client, quietLogger);
    }
    expect(sm.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(sm.commandCalls(UpdateSecretVersionStageCommand)).toHaveLength(0);
  });

  it('refuses to rotate a secret without rotation enabled, to an unknown version, or to one that is not pending', async () => {
    versions({ 'v-old': ['AWSCURRENT'], [TOKEN]: ['AWSPENDING'] }, false);
    await expect(rotateTileKey(event('createSecret'), client, quietLogger)).rejects.toThrow(/does not have rotation enabled/);
    sm.reset();
    versions({ 'v-old': ['AWSCURRENT'] });
    await expect(rotateTileKey(event('createSecret'), client, quietLogger)).rejects.toThrow(/has no version v-new/);
    sm.reset();
    versions({ 'v-old': ['AWSCURRENT'], [TOKEN]: [] });
    await expect(rotateTileKey(event('finishSecret'), client, quietLogger)).rejects.toThrow(/is not pending/);
    expect(sm.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(sm.commandCalls(UpdateSecretVersionStageCommand)).toHaveLength(0);
  });
});
