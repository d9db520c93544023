import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { processUpload } from '../../functions/core/fields/process-upload';
import { runIndexJob } from '../../functions/core/imagery/index-worker';
import { handler as fieldParser } from '../../functions/events/field-upload';
import { handler as indexWorker } from '../../functions/events/index-job';
import { capturedLines, emittedMetrics, lambdaContext } from '../support/lambda-output';

vi.mock('../../functions/core/imagery/index-worker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../functions/core/imagery/index-worker')>()),
  runIndexJob: vi.fn(),
}));
vi.mock('../../functions/core/fields/process-upload', () => ({ processUpload: vi.fn() }));

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.LOG_LEVEL = 'info';
});

beforeEach(() => {
  vi.mocked(runIndexJob).mockReset();
  vi.mocked(processUpload).mockReset();
});

afterEach(() => {
  delete process.env.POWERTOOLS_METRICS_DISABLED;
});

const sqsEvent = (records: Array<{ id: string; body: string; receives?: number }>): SQSEvent =>
  ({
    Records: records.map((record) => ({
      messageId: record.id,
      receiptHandle: `r-${record.id}`,
      body: record.body,
      attributes: { ApproximateReceiveCount: String(record.receives ?? 1) },
      messageAttributes: {},
      eventSource: 'aws:sqs',
    })),
  }) as unknown as SQSEvent;

const scene = { id: 'S2A_X', date: '2025-07-02', datetime: '2025-07-02T10:15:00.000Z', epsg: 32632, bbox: [8, 9, 9, 10], bands: {} };
const job = (fieldId: string) => JSON.stringify({ v: 1, teamId: 'T', fieldId, date: '2025-07-02', boundaryHash: 'h', scenes: [scene] });

const uploadNotification = (key: string) =>
  JSON.stringify({ Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: 'uploads' }, object: { key, eTag: `etag-${key}` } } }] });

describe('the index worker', () => {
  it('reports only the failed days as batch item failures, one message after the other, and logs each failure with its stack', async () => {
    let running = 0;
    vi.mocked(runIndexJob).mockImplementation(async (indexJob) => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (indexJob.fieldId === 'broken') throw new Error('imagery unreadable');
      return 'stored';
    });
    const event = sqsEvent([
      { id: 'm1', body: job('F1') },
      { id: 'm2', body: job('broken') },
      { id: 'm3', body: 'not json' },
      { id: 'm4', body: job('F4') },
    ]);
    let answer: unknown;
    const lines = await capturedLines(async () => {
      answer = await indexWorker(event, lambdaContext('index-worker', 'invocation-1'));
    });

    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }] });
    expect(vi.mocked(runIndexJob).mock.calls.map(([indexJob]) => indexJob.fieldId)).toEqual(['F1', 'broken', 'F4']);
    const failures = lines.filter((line) => line.message === 'index job failed');
    expect(failures.map((line) => line.messageId)).toEqual(['m2', 'm3']);
    expect(failures[0]).toMatchObject({
      level: 'ERROR',
      service: 'index-worker',
      function_name: 'index-worker',
      function_request_id: 'invocation-1',
      error: { name: 'Error', message: 'imagery unreadable', stack: expect.stringContaining('Error: imagery unreadable') },
    });
    expect(lines.filter((line) => line.message === 'index job done').map((line) => line.fieldId)).toEqual(['F1', 'F4']);
  });

  it('answers a batch whose every message failed with each of them, so exactly those come back', async () => {
    vi.mocked(runIndexJob).mockRejectedValue(new Error('STAC unreachable'));
    let answer: unknown;
    await capturedLines(async () => {
      answer = await indexWorker(sqsEvent([{ id: 'a', body: job('F1') }, { id: 'b', body: job('F2') }]));
    });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'a' }, { itemIdentifier: 'b' }] });
  });

  it('counts done and failed jobs as FieldWatch metrics of its service, printed only where they are asked for', async () => {
    vi.mocked(runIndexJob).mockImplementation(async (indexJob) => {
      if (indexJob.fieldId === 'broken') throw new Error('imagery unreadable');
      return 'stored';
    });
    const event = sqsEvent([
      { id: 'm1', body: job('F1') },
      { id: 'm2', body: job('broken') },
      { id: 'm3', body: job('F3') },
    ]);
    // Outside Lambda (tests, the local stage) nothing reads EMF, so nothing is printed.
    const quiet = await capturedLines(() => indexWorker(event, lambdaContext('index-worker', 'invocation-2')));
    expect(emittedMetrics(quiet)).toEqual([]);

    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const lines = await capturedLines(() => indexWorker(event, lambdaContext('index-worker', 'invocation-3')));
    expect(emittedMetrics(lines)).toEqual([{ namespace: 'FieldWatch', service: 'index-worker', values: { IndexJobDone: 2, IndexJobFailed: 1 } }]);
  });
});

describe('the field parser', () => {
  it('reports a message whose upload asks to be tried again, moves one that is not an S3 notification to the dead-letter queue at once, and lets the others go', async () => {
    process.env.FIELD_UPLOADS_DLQ_URL = 'https://sqs.us-east-1.amazonaws.com/1/field-uploads-dlq';
    const sqs = mockClient(SQSClient);
    sqs.on(SendMessageCommand).resolves({ MessageId: 'dead-1' });
    vi.mocked(processUpload).mockImplementation(async (object) => (object.key === 'uploads/T/later/f.zip' ? 'retry' : 'done'));
    const event = sqsEvent([
      { id: 'ok', body: uploadNotification('uploads/T/u1/f.geojson') },
      { id: 'later', body: uploadNotification('uploads/T/later/f.zip'), receives: 3 },
      { id: 'garbage', body: '{"hello":1}' },
      { id: 'test-event', body: '{"Event":"s3:TestEvent"}' },
    ]);
    let answer: unknown;
    const lines = await capturedLines(async () => {
      answer = await fieldParser(event, lambdaContext('field-parser', 'invocation-1'));
    });

    // Retrying a body that does not parse cannot help: it is in the dead-letter queue, and processed here.
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'later' }] });
    const deadLettered = sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input);
    expect(deadLettered).toEqual([
      expect.objectContaining({ QueueUrl: process.env.FIELD_UPLOADS_DLQ_URL, MessageBody: '{"hello":1}', MessageAttributes: { reason: expect.objectContaining({ StringValue: expect.stringMatching(/^malformed message/) }) } }),
    ]);
    sqs.restore();
    expect(vi.mocked(processUpload).mock.calls.map(([object, options]) => [object.key, options.lastAttempt])).toEqual([
      ['uploads/T/u1/f.geojson', false],
      // The queue's maxReceiveCount is 3: the third delivery is the last.
      ['uploads/T/later/f.zip', true],
    ]);
    // A retry is processUpload's own decision, already logged there; a message that is no notification is logged here.
    expect(lines.filter((line) => line.level === 'ERROR').map((line) => [line.message, line.messageId])).toEqual([['queue message moved to the dead-letter queue', 'garbage']]);
  });

  it('counts parsed and refused files', async () => {
    vi.mocked(processUpload).mockImplementation(async (object, options) => {
      options.counted?.(object.key.endsWith('.txt') ? 'refused' : 'parsed');
      return 'done';
    });
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const event = sqsEvent([
      { id: 'a', body: uploadNotification('uploads/T/a/f.geojson') },
      { id: 'b', body: uploadNotification('uploads/T/b/f.txt') },
      { id: 'c', body: uploadNotification('uploads/T/c/f.kml') },
    ]);
    const lines = await capturedLines(() => fieldParser(event, lambdaContext('field-parser', 'invocation-2')));
    expect(emittedMetrics(lines)).toEqual([{ namespace: 'FieldWatch', service: 'field-parser', values: { UploadParsed: 2, UploadRefused: 1 } }]);
  });
});
