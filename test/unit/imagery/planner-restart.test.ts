import { QueryCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsePlanMessage } from '../../../functions/core/imagery/index-jobs';
import { replanAtStart } from '../../../infra/local/stage';
import { ENV } from '../../../shared/platform';

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.LOG_LEVEL = 'error';
  process.env[ENV.indexPlanningQueueUrl] = 'http://127.0.0.1:1/000000000000/index-planning';
});
afterEach(() => {
  dynamo.reset();
  sqs.reset();
});

const team = (teamId: string, adminApproved: boolean) => ({ pk: 'TEAMS', sk: `TEAM#${teamId}`, teamId, adminApproved, __edb_e__: 'team', __edb_v__: '1' });

describe('the local stage starting', () => {
  it('asks every approved team to be planned with its unfinished days sent again (its queues did not survive the last run)', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [team('T1', true), team('T2', false), team('T3', true)] });
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    await replanAtStart();
    const sent = sqs.commandCalls(SendMessageBatchCommand).flatMap((call) => call.args[0].input.Entries ?? []);
    expect(sent.map((entry) => parsePlanMessage(entry.MessageBody ?? ''))).toEqual([
      { v: 1, teamId: 'T1', requeuePending: true },
      { v: 1, teamId: 'T3', requeuePending: true },
    ]);
  });
});
