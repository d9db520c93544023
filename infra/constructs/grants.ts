import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { TABLE } from '../definitions';
import { NAG_REASONS } from './nag-reasons';
import { acknowledgeFindings } from './nag-patterns';

/**
 * Least-privilege grants in the shape the stacks need (`bindTable(table, 'read' | 'readWrite')` style). They name
 * the actions the product uses rather than CDK's broad grant sets.
 */
export type Access = 'read' | 'readWrite';

const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

export interface TableGrantOptions {
  /** Full-table Scan: only background jobs that visit every item; user-facing lists are Queries (ARCHITECTURE §4). */
  scan?: boolean;
}

/** The table and its two GSIs by name (no `index/*` wildcard). Transactions need no actions of their own. */
export function grantTable(table: ITableV2, fn: IFunction, access: Access, options: TableGrantOptions = {}): void {
  const actions = [...TABLE_READ, ...(access === 'readWrite' ? TABLE_WRITE : []), ...(options.scan ? ['dynamodb:Scan'] : [])];
  fn.addToRolePolicy(
    new PolicyStatement({
      actions,
      resources: [table.tableArn, ...TABLE.indexes.map((index) => `${table.tableArn}/index/${index.name}`)],
    }),
  );
}

/** The index statistics' table: keys only, no index, no Scan. */
export function grantStatsTable(table: ITableV2, fn: IFunction, access: Access): void {
  const actions = [...TABLE_READ, ...(access === 'readWrite' ? TABLE_WRITE : [])];
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: [table.tableArn] }));
}

const OBJECT_ACTIONS: Record<Access, string[]> = {
  read: ['s3:GetObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

/**
 * Object-level access plus s3:ListBucket on the bucket itself (no bucket configuration). Without ListBucket, S3
 * answers a GET of a missing key with 403 AccessDenied instead of 404 NoSuchKey, and the readers (tile cache,
 * upload reader) tell a miss from a failure by NoSuchKey.
 */
export function grantObjects(bucket: IBucket, fn: IFunction, access: Access): void {
  fn.addToRolePolicy(new PolicyStatement({ actions: OBJECT_ACTIONS[access], resources: [bucket.arnForObjects('*')] }));
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  acknowledgeFindings(fn, 'AwsSolutions-IAM5', /^Resource::.*\/\*$/, NAG_REASONS.bucketObjects);
}
