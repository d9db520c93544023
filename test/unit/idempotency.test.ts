import {
  type AttributeValue,
  ConditionalCheckFailedException,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, ValidationError } from '../../functions/lib/errors';
import { IDEMPOTENCY_REASONS } from '../../shared/domain/idempotency';
import { IDEMPOTENCY_PARTITION, idempotencyKeyOf, idempotent } from '../../functions/lib/idempotency';

type Item = Record<string, AttributeValue>;

const dynamo = mockClient(DynamoDBClient);
/** The product table as far as the idempotency records go: items by pk and sk, with PutItem's condition. */
const table = new Map<string, Item>();
const keyOf = (item: Item) => `${item.pk?.S}|${item.sk?.S}`;

function fakeTable() {
  table.clear();
  dynamo.on(PutItemCommand).callsFake((input: { Item: Item }) => {
    const existing = table.get(keyOf(input.Item));
    const now = Date.now();
    const replaceable =
      !existing ||
      Number(existing.expiresAt?.N) < now / 1000 ||
      (existing.status?.S === 'INPROGRESS' && existing.in_progress_expiration !== undefined && Number(existing.in_progress_expiration.N) < now);
    if (!replaceable) throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {}, Item: existing });
    table.set(keyOf(input.Item), input.Item);
    return {};
  });
  dynamo.on(UpdateItemCommand).callsFake((input: { Key: Item; UpdateExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Item }) => {
    const item = { ...table.get(keyOf(input.Key)) };
    for (const assignment of input.UpdateExpression.replace(/^SET /, '').split(', ')) {
      const [name = '', value = ''] = assignment.split(' = ');
      const attribute = input.ExpressionAttributeNames[name];
      const newValue = input.ExpressionAttributeValues[value];
      if (attribute && newValue) item[attribute] = newValue;
    }
    table.set(keyOf(input.Key), item);
    return {};
  });
  dynamo.on(GetItemCommand).callsFake((input: { Key: Item }) => ({ Item: table.get(keyOf(input.Key)) }));
  dynamo.on(DeleteItemCommand).callsFake((input: { Key: Item }) => {
    table.delete(keyOf(input.Key));
    return {};
  });
}

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
});

beforeEach(() => {
  dynamo.reset();
  fakeTable();
});

const request = (key: string, payload: { name: string }, callerId = 'user-1') => ({ callerId, key, payload });

describe('idempotent operations', () => {
  it('runs the operation once per caller and key and answers a repeat with the stored answer', async () => {
    const body = vi.fn(async (payload: { name: string }) => ({ id: `field-${body.mock.calls.length}`, name: payload.name }));
    const createField = idempotent('create-field', body);

    const first = await createField(request('key-1', { name: 'North' }));
    const repeat = await createField(request('key-1', { name: 'North' }));

    expect(body).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ id: 'field-1', name: 'North' });
    expect(repeat).toEqual(first);
    const [record] = [...table.values()];
    expect(table.size).toBe(1);
    expect(record?.pk).toEqual({ S: IDEMPOTENCY_PARTITION });
    expect(record?.sk?.S).toMatch(/^create-field#/);
    expect(record?.status).toEqual({ S: 'COMPLETED' });
    // The table's TTL attribute, in epoch seconds: DynamoDB removes the record a day later.
    expect(Number(record?.expiresAt?.N)).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(Number(record?.expiresAt?.N)).toBeLessThan(Date.now() / 1000 + 25 * 3600);
  });

  it('runs it again for another caller using the same key', async () => {
    const body = vi.fn(async (payload: { name: string }) => payload.name);
    const createField = idempotent('create-field', body);
    await createField(request('key-1', { name: 'North' }, 'user-1'));
    await createField(request('key-1', { name: 'North' }, 'user-2'));
    expect(body).toHaveBeenCalledTimes(2);
    expect(table.size).toBe(2);
  });

  it('refuses a key reused for a different request (422) without running it', async () => {
    const body = vi.fn(async (payload: { name: string }) => payload.name);
    const createField = idempotent('create-field', body);
    await createField(request('key-1', { name: 'North' }));
    const reused = createField(request('key-1', { name: 'South' }));
    await expect(reused).rejects.toBeInstanceOf(HttpError);
    await expect(reused).rejects.toMatchObject({ status: 422, fields: { reason: [IDEMPOTENCY_REASONS.reusedForOther] } });
    expect(body).toHaveBeenCalledTimes(1);
  });

  it('refuses a repeat while the first request is still running (409)', async () => {
    let finish: (value: string) => void = () => undefined;
    const body = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const createField = idempotent('create-field', body);
    const first = createField(request('key-1', { name: 'North' }));
    await vi.waitFor(() => expect(body).toHaveBeenCalledTimes(1));
    // A 409 the web app tells apart by its reason, whatever the language of its text.
    await expect(createField(request('key-1', { name: 'North' }))).rejects.toMatchObject({ status: 409, fields: { reason: [IDEMPOTENCY_REASONS.inProgress] } });
    finish('done');
    await expect(first).resolves.toBe('done');
  });

  it('keeps nothing of a run that failed, so the repeat runs it again', async () => {
    const body = vi.fn(async (payload: { name: string }) => {
      if (body.mock.calls.length === 1) throw new Error('allowance check failed');
      return payload.name;
    });
    const createField = idempotent('create-field', body);
    await expect(createField(request('key-1', { name: 'North' }))).rejects.toThrow('allowance check failed');
    expect(table.size).toBe(0);
    await expect(createField(request('key-1', { name: 'North' }))).resolves.toBe('North');
    expect(body).toHaveBeenCalledTimes(2);
  });

  it('does not run the operation when its record cannot be written', async () => {
    dynamo.on(PutItemCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const body = vi.fn(async () => 'created');
    const createField = idempotent('create-field', body);
    await expect(createField(request('key-1', { name: 'North' }))).rejects.toThrow(/idempotency store/);
    expect(body).not.toHaveBeenCalled();
  });
});

describe('the Idempotency-Key header', () => {
  it('is optional, and refused when blank or too long', () => {
    expect(idempotencyKeyOf({})).toBeUndefined();
    expect(idempotencyKeyOf({ 'idempotency-key': ' 3f2c-key ' })).toBe('3f2c-key');
    expect(() => idempotencyKeyOf({ 'idempotency-key': ' ' })).toThrow(ValidationError);
    expect(() => idempotencyKeyOf({ 'idempotency-key': 'k'.repeat(256) })).toThrow(ValidationError);
  });
});
