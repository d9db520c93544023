import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Context } from 'aws-lambda';
import { AWS_CLIENT_LIMITS } from '../core/aws-timeouts';
import { captured } from '../core/tracing';
import { type RotationEvent, rotateTileKey } from '../core/imagery/tile-key-rotation';
import { createLogger } from '../lib/logger';

let client: SecretsManagerClient | undefined;

/** Invoked by Secrets Manager, once per rotation step, to rotate the tile URLs' signing key. */
export const handler = async (event: RotationEvent, context?: Context): Promise<void> => {
  const log = createLogger({ job: 'tile-key-rotation', step: event.Step }, context);
  client ??= captured(new SecretsManagerClient({ ...AWS_CLIENT_LIMITS }));
  await rotateTileKey(event, client, log);
};
