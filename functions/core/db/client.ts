import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { captured } from '../tracing';

/**
 * One document client for every domain module. The endpoint comes from the SDK's own configuration
 * (AWS_ENDPOINT_URL_DYNAMODB in the local stage), so the code is the same locally and deployed.
 */
export const ddb = DynamoDBDocumentClient.from(captured(new DynamoDBClient({ ...AWS_CLIENT_LIMITS })), {
  marshallOptions: { removeUndefinedValues: true },
});
