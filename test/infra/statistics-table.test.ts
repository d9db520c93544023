import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FieldwatchApp } from '../../infra/app-builder';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';
import { ENV, STATS_TABLE, TABLE } from '../../infra/definitions';

/**
 * The index statistics' own table: recomputable from the imagery, so kept out of point-in-time recovery, which the
 * main table keeps; every function told its name, and only the functions that read or write statistics granted it.
 */
function build(stage: string, webDistDir: string): FieldwatchApp {
  const built = buildApp(stage, { webDistDir, context: { 'aws:cdk:bundling-stacks': [], ...(stage === 'prod' ? PROD_DEPLOYER_CONTEXT : {}) } });
  built.app.synth();
  return built;
}

let dev: FieldwatchApp;
let prod: FieldwatchApp;
let webDistDir: string;

beforeAll(() => {
  webDistDir = mkdtempSync(join(tmpdir(), 'fieldwatch-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  dev = build('dev', webDistDir);
  prod = build('prod', webDistDir);
});

afterAll(() => {
  rmSync(webDistDir, { recursive: true, force: true });
  for (const built of [dev, prod]) if (built) rmSync(built.app.outdir, { recursive: true, force: true });
});

const tables = (built: FieldwatchApp) => Object.entries(Template.fromStack(built.stacks.data).findResources('AWS::DynamoDB::GlobalTable'));
const statsTableOf = (built: FieldwatchApp) => {
  const id = built.stacks.data.getLogicalId(built.stacks.data.statsTable.node.defaultChild as CfnElement);
  const found = tables(built).find(([logicalId]) => logicalId === id);
  if (!found) throw new Error('no statistics table');
  return found[1] as { DeletionPolicy?: string; Properties: Record<string, unknown> & { Replicas: Array<Record<string, unknown>> } };
};

/** The DynamoDB actions a function's role gets on resources whose ARN refers to `table`. */
function tableActions(stack: Stack, fn: IFunction, tableLogicalId: string): string[] {
  if (!fn.role) throw new Error(`${fn.node.path} has no role`);
  const roleId = stack.getLogicalId(fn.role.node.defaultChild as CfnElement);
  const policies = Template.fromStack(stack).findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
    .filter((statement) => JSON.stringify(statement.Resource).includes(tableLogicalId))
    .flatMap((statement) => [statement.Action].flat());
}

describe('the statistics table', () => {
  it('is a second on-demand table with the same keys and no index, outside point-in-time recovery', () => {
    for (const built of [dev, prod]) {
      expect(tables(built)).toHaveLength(2);
      const stats = statsTableOf(built);
      expect(stats.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: STATS_TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: STATS_TABLE.sortKey, KeyType: 'RANGE' },
        ],
      });
      expect(stats.Properties.GlobalSecondaryIndexes).toBeUndefined();
      expect(stats.Properties.Replicas[0]?.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: false });
      // The main table keeps its continuous backups.
      Template.fromStack(built.stacks.data).hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        GlobalSecondaryIndexes: Match.arrayWith([Match.objectLike({ IndexName: TABLE.indexes[0].name })]),
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
      });
    }
  });

  it('is retained with deletion protection in prod and destroyed with a dev stage', () => {
    expect(statsTableOf(prod).DeletionPolicy).toBe('Retain');
    expect(statsTableOf(prod).Properties.Replicas[0]?.DeletionProtectionEnabled).toBe(true);
    expect(statsTableOf(dev).DeletionPolicy).toBe('Delete');
  });

  it('is named to every function told the main table', () => {
    for (const stack of [prod.stacks.api, prod.stacks.jobs]) {
      const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')).filter(
        (fn) => (fn.Properties.Environment?.Variables ?? {})[ENV.table] !== undefined,
      );
      expect(functions.length).toBeGreaterThan(0);
      for (const fn of functions) expect(Object.keys(fn.Properties.Environment.Variables)).toContain(ENV.statsTable);
    }
  });

  it('is granted to the functions that read or write statistics, and only as much as they need', () => {
    const { api, jobs, data } = prod.stacks;
    const statsId = data.getLogicalId(data.statsTable.node.defaultChild as CfnElement);
    const writes = ['dynamodb:PutItem', 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem'];
    expect(tableActions(jobs, jobs.indexWorker, statsId)).toEqual(expect.arrayContaining(['dynamodb:BatchGetItem', ...writes]));
    expect(tableActions(jobs, jobs.indexPlanWorker, statsId)).toContain('dynamodb:Query');
    expect(tableActions(jobs, jobs.indexPlanWorker, statsId)).not.toContain('dynamodb:PutItem');
    for (const resource of ['monitoring', 'fields'] as const) {
      expect(tableActions(api, api.functions[resource], statsId), resource).toEqual(expect.arrayContaining(['dynamodb:Query', ...writes]));
    }
    // A deleted user's statistics go with the queued deletion, not in the accounts function's request.
    expect(tableActions(jobs, jobs.userDeleter, statsId)).toEqual(expect.arrayContaining(['dynamodb:Query', ...writes]));
    for (const resource of ['accounts', 'crops', 'weather', 'payments'] as const) expect(tableActions(api, api.functions[resource], statsId), resource).toEqual([]);
    expect(tableActions(jobs, jobs.outboxSender, statsId)).toEqual([]);
    for (const fn of [jobs.indexWorker, jobs.indexPlanWorker]) expect(tableActions(jobs, fn, statsId)).not.toContain('dynamodb:Scan');
  });
});
