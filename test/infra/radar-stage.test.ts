import { rmSync } from 'node:fs';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FieldwatchApp } from '../../infra/app-builder';
import { PROVIDER_ENV } from '../../infra/definitions';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';

/**
 * The stage's Sentinel-1 source (`radar` beside `imagery`): dev and prod read Digital Earth Africa's s1_rtc, and every
 * function that reads imagery (the monitoring routes, the index planner, its plan worker and the index worker) is
 * told where, beside the Sentinel-2 STAC API.
 */
let dev: FieldwatchApp;
let prod: FieldwatchApp;
let elsewhere: FieldwatchApp;

beforeAll(() => {
  const context = { 'aws:cdk:bundling-stacks': [] };
  dev = buildApp('dev', { context });
  prod = buildApp('prod', { context: { ...context, ...PROD_DEPLOYER_CONTEXT } });
  elsewhere = buildApp('dev', { context, overrides: { radar: { provider: 'deafrica', stacApiUrl: 'https://stac.example.org/v1', collection: 'sentinel-1-rtc', assetRegion: 'eu-central-1' } } });
});
afterAll(() => {
  for (const built of [dev, prod, elsewhere]) rmSync(built.app.outdir, { recursive: true, force: true });
});

const logicalId = (construct: IConstruct, stack: Stack): string =>
  stack.getLogicalId((construct.node.defaultChild ?? construct) as CfnElement);

function environmentOf(stack: Stack, fn: IConstruct): Record<string, unknown> {
  const resource = Template.fromStack(stack).toJSON().Resources[logicalId(fn, stack)] as {
    Properties: { Environment: { Variables: Record<string, unknown> } };
  };
  return resource.Properties.Environment.Variables;
}

/** The environment of each function that reads imagery, by name. */
function imageryFunctions({ stacks: { api, jobs } }: FieldwatchApp): Array<[string, Record<string, unknown>]> {
  return [
    ['monitoring', environmentOf(api, api.functions.monitoring)],
    ['index planner', environmentOf(jobs, jobs.indexPlanner)],
    ['index plan worker', environmentOf(jobs, jobs.indexPlanWorker)],
    ['index worker', environmentOf(jobs, jobs.indexWorker)],
  ];
}

describe('the radar stage setting', () => {
  it("points dev and prod at Digital Earth Africa's Sentinel-1 RTC in af-south-1", () => {
    for (const built of [dev, prod]) {
      expect(built.config.radar).toEqual({ provider: 'deafrica', stacApiUrl: 'https://explorer.digitalearth.africa/stac', collection: 's1_rtc', assetRegion: 'af-south-1' });
    }
  });

  it('tells every function that reads imagery where the radar is, beside the Sentinel-2 STAC API', () => {
    for (const built of [dev, prod]) {
      for (const [name, environment] of imageryFunctions(built)) {
        expect(environment[PROVIDER_ENV.stacApiUrl], name).toBe(built.config.imagery.stacApiUrl);
        expect(environment[PROVIDER_ENV.radarStacApiUrl], name).toBe('https://explorer.digitalearth.africa/stac');
        expect(environment[PROVIDER_ENV.radarStacCollection], name).toBe('s1_rtc');
        expect(environment[PROVIDER_ENV.radarAssetRegion], name).toBe('af-south-1');
      }
    }
  });

  it("takes the stage's own source where a stage names another", () => {
    for (const [name, environment] of imageryFunctions(elsewhere)) {
      expect(environment[PROVIDER_ENV.radarStacApiUrl], name).toBe('https://stac.example.org/v1');
      expect(environment[PROVIDER_ENV.radarStacCollection], name).toBe('sentinel-1-rtc');
      expect(environment[PROVIDER_ENV.radarAssetRegion], name).toBe('eu-central-1');
    }
  });
});
