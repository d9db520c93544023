import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ENV } from '../../infra/definitions';
import { ensureTables } from '../../infra/local/bootstrap';
import { startDynamo } from '../../infra/local/dynamodb';
import { statsTableName, tableName } from '../../infra/local/names';
import { freePort } from '../../infra/local/ports';

/**
 * A DynamoDB Local of its own with the stage's two tables, and this process's environment pointed at it, for benches
 * that run the product's store code without a whole stage. The functions read their endpoint and tables when first
 * used: import them after this. `stop` ends the store and deletes its data.
 */
export async function startBenchStore(name: string, logLevel: 'warn' | 'error'): Promise<{ stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `fieldwatch-${name}-`));
  const dynamo = await startDynamo({ port: await freePort(), dataDir });
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    [ENV.table]: tableName(),
    [ENV.statsTable]: statsTableName(),
    LOG_LEVEL: logLevel,
  });
  const stop = async () => {
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1' });
    await ensureTables(admin);
    admin.destroy();
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
