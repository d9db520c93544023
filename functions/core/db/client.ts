import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV } from '../../../infra/definitions';

/**
 * One document client for every domain module. The endpoint comes from the SDK's own configuration
 * (AWS_ENDPOINT_URL_DYNAMODB in the local stage), so the code is the same locally and deployed.
 */
export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export function tableName(): string {
  const name = process.env[ENV.table];
  if (!name) throw new Error(`${ENV.table} is not set`);
  return name;
}
