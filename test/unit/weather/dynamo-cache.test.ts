import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CachedDay } from '../../../functions/core/weather/cache';
import { dynamoWeatherCache } from '../../../functions/core/weather/dynamo-cache';

const dynamo = mockClient(DynamoDBDocumentClient);
const NOW = Date.parse('2024-06-15T12:00:00Z');
const slot = { feed: 'open-meteo' as const, cell: '91_87', kind: 'forecast' as const };
const day: CachedDay = {
  date: '2024-06-15',
  source: 'open-meteo',
  maxTemperature: 30,
  minTemperature: 21,
  precipitation: 3,
  windSpeed: 4,
  humidity: 80,
  cloudCover: 70,
  weatherCode: 61,
  fetchedAt: NOW,
  expiresAt: NOW / 1000 + 3600,
};

function stored(values: Partial<CachedDay> & { date: string }) {
  return {
    pk: 'weather#open-meteo#91_87',
    sk: `day#forecast#${values.date}`,
    feed: 'open-meteo',
    cell: '91_87',
    kind: 'forecast',
    ...day,
    ...values,
    __edb_e__: 'weatherDay',
    __edb_v__: '1',
  };
}

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
});
afterEach(() => dynamo.reset());

describe('the DynamoDB weather cache', () => {
  it('reads a cell’s days with one Query on the key range and drops expired items (DynamoDB Local keeps them)', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        stored({ date: '2024-06-14', expiresAt: NOW / 1000 - 1 }),
        stored({ date: '2024-06-15' }),
        stored({ date: '2024-06-16', expiresAt: undefined }),
      ],
    });
    const days = await dynamoWeatherCache.read(slot, { start: '2024-06-14', end: '2024-06-16' }, NOW);
    expect(days.map((item) => item.date)).toEqual(['2024-06-15', '2024-06-16']);
    expect(days[1]?.expiresAt).toBeUndefined();
    const calls = dynamo.commandCalls(QueryCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.ExpressionAttributeValues).toMatchObject({ ':pk': 'weather#open-meteo#91_87' });
    expect(JSON.stringify(input.ExpressionAttributeValues)).toContain('day#forecast#2024-06-14');
    expect(JSON.stringify(input.ExpressionAttributeValues)).toContain('day#forecast#2024-06-16');
  });

  it('writes days in batches with the TTL attribute, and refuses to cache an incomplete day', async () => {
    dynamo.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
    const days = Array.from({ length: 30 }, (_, index) => ({ ...day, date: `2024-06-${String(index + 1).padStart(2, '0')}` }));
    await dynamoWeatherCache.write(slot, days);
    const batches = dynamo.commandCalls(BatchWriteCommand);
    expect(batches).toHaveLength(2);
    const first = batches[0]!.args[0].input.RequestItems?.['unit-table']?.[0]?.PutRequest?.Item;
    expect(first).toMatchObject({ pk: 'weather#open-meteo#91_87', sk: 'day#forecast#2024-06-01', expiresAt: NOW / 1000 + 3600 });
    await expect(dynamoWeatherCache.write(slot, [{ ...day, humidity: null }])).rejects.toThrow(/incomplete/);
  });
});
