import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { route } from '../../functions/lib/http';
import { ROUTES, routeById, type RouteId } from '../../shared/api/routes';
import { answerProblems, assertAnswerKeepsContract } from '../support/answer-contract';

const context = { awsRequestId: 'req-1' } as Context;
const healthEvent = {
  version: '2.0',
  rawPath: '/api/health/',
  headers: {},
  isBase64Encoded: false,
  requestContext: { http: { method: 'GET', path: '/api/health/' }, requestId: 'req-1' },
} as unknown as APIGatewayProxyEventV2;

const FIELD = {
  id: 'f1',
  name: 'North plot',
  group_name: 'All',
  team: 't1',
  size: 1.5,
  centroid: [8.5, 9.1],
  coordinates: [],
};

const HEALTHY = { status: 'ok' as const, dependencies: { store: 'ok' as const, uploads: 'ok' as const, uploadQueue: 'ok' as const, mail: 'ok' as const } };

describe('the route contract', () => {
  it('names routes by a typed id: a typo does not compile', () => {
    const id: RouteId = 'listFields';
    expect(routeById(id).path).toBe('/field/');
    // @ts-expect-error 'listFeilds' is not a route of the table
    expect(routeById('listFeilds')).toBeUndefined();
  });

  it('gives every built route an answer: JSON routes a schema, files and 204s their marker', () => {
    const built = ROUTES.filter((route) => route.answer);
    expect(built.length).toBeGreaterThan(30);
    for (const route of built) expect(route.answer).toBeDefined();
  });

  it('fails a handler that answers a field its answer schema does not have', async () => {
    // A handler that drifted from the contract: an extra field slips past the types only through a cast.
    const drifted = route('health', async () => ({ ...HEALTHY, uptime_seconds: 12 }) as unknown as typeof HEALTHY);
    const result = await drifted(healthEvent, context);
    expect(result.statusCode).toBe(200);
    const body: unknown = JSON.parse(result.body);
    expect(answerProblems('GET', '/health/', body)).toEqual(['health: answer.uptime_seconds is not in the answer schema']);
    expect(() => assertAnswerKeepsContract('GET', '/health/', 200, body)).toThrow(/uptime_seconds/);
  });

  it('fails a misnamed or mistyped field deep in a list answer, and passes one that keeps the contract', () => {
    const group = { ...FIELD, group: 'All' } as Record<string, unknown>;
    delete group.group_name;
    const problems = answerProblems('GET', '/field/', [group]);
    expect(problems.some((problem) => problem.includes('group_name'))).toBe(true);
    expect(answerProblems('GET', '/health/', { ...HEALTHY, status: 'fine' })).toEqual([expect.stringContaining('answer.status')]);
    expect(answerProblems('GET', '/health/', HEALTHY)).toEqual([]);
  });

  it('leaves error answers and files to their own tests', () => {
    expect(() => assertAnswerKeepsContract('GET', '/health/', 503, { detail: 'Try again shortly.' })).not.toThrow();
    expect(answerProblems('GET', '/field/export/', { any: 'file' })).toEqual([]);
  });
});
