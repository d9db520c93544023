import { rmSync } from 'node:fs';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FieldwatchApp } from '../../infra/app-builder';
import { PROVIDER_ENV } from '../../infra/definitions';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';

/**
 * Deployed stages refine a drawn or reshaped field's place name with Nominatim's reverse lookup: the fields
 * function is told so. A stage that turns it off (as the offline local stage does, by not setting it) says 'false'.
 */
let dev: FieldwatchApp;
let prod: FieldwatchApp;
let quiet: FieldwatchApp;

beforeAll(() => {
  const context = { 'aws:cdk:bundling-stacks': [] };
  dev = buildApp('dev', { context });
  prod = buildApp('prod', { context: { ...context, ...PROD_DEPLOYER_CONTEXT } });
  quiet = buildApp('dev', { context, overrides: { placeSearch: { reverseLocation: false } } });
});
afterAll(() => {
  for (const built of [dev, prod, quiet]) rmSync(built.app.outdir, { recursive: true, force: true });
});

const logicalId = (construct: IConstruct, stack: Stack): string =>
  stack.getLogicalId((construct.node.defaultChild ?? construct) as CfnElement);

function fieldsFunctionEnvironment({ stacks: { api } }: FieldwatchApp): Record<string, unknown> {
  const resource = Template.fromStack(api).toJSON().Resources[logicalId(api.functions.fields, api)] as {
    Properties: { Environment: { Variables: Record<string, unknown> } };
  };
  return resource.Properties.Environment.Variables;
}

describe('reverse place lookup per stage', () => {
  it('is on for the fields function of the deployed stages', () => {
    expect(dev.config.placeSearch.reverseLocation).toBe(true);
    expect(prod.config.placeSearch.reverseLocation).toBe(true);
    expect(fieldsFunctionEnvironment(dev)[PROVIDER_ENV.placeSearchReverseLocation]).toBe('true');
    expect(fieldsFunctionEnvironment(prod)[PROVIDER_ENV.placeSearchReverseLocation]).toBe('true');
  });

  it('is off where a stage turns it off', () => {
    expect(fieldsFunctionEnvironment(quiet)[PROVIDER_ENV.placeSearchReverseLocation]).toBe('false');
  });
});
