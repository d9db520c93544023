import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, ROUTES } from '../../shared/api/routes';
import { buildApp, type BuildAppOptions, type FieldwatchApp } from '../../infra/app-builder';
import { ENV } from '../../infra/definitions';
import { STAGES } from '../../infra/stages';

/** Stacks as the CLI builds them, with Lambda bundling skipped. */
function build(stage: string, webDistDir: string, overrides?: BuildAppOptions['overrides']): FieldwatchApp {
  const built = buildApp(stage, { webDistDir, overrides, context: { 'aws:cdk:bundling-stacks': [] } });
  built.app.synth();
  return built;
}

function cognitoActionsOf(stack: Stack, fn: IFunction): string[] {
  const roleId = stack.getLogicalId(fn.role!.node.defaultChild as CfnElement);
  return Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>)
    .flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]))
    .filter((action) => action.startsWith('cognito-idp:'));
}

const STAFF_RESOURCES = RESOURCES.filter((resource) => ROUTES.some((route) => route.resource === resource && route.auth === 'staff'));

let webDistDir: string;
let dev: FieldwatchApp;
let devMfaOff: FieldwatchApp;

beforeAll(() => {
  webDistDir = mkdtempSync(join(tmpdir(), 'fieldwatch-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  dev = build('dev', webDistDir);
  devMfaOff = build('dev', webDistDir, { auth: { staffMfa: 'off' } });
});

afterAll(() => {
  rmSync(webDistDir, { recursive: true, force: true });
  for (const built of [dev, devMfaOff]) if (built) rmSync(built.app.outdir, { recursive: true, force: true });
});

describe('staff two-step sign-in and the Cognito feature plan', () => {
  // The pool's plan does not depend on the stage: dev's template stands for prod's (whose synth needs the deployer's context).
  it('puts the user pool on the Lite plan, with optional TOTP and no SMS', () => {
    Template.fromStack(dev.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'LITE',
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
    // Lite has no threat protection: nothing may ask for it.
    const [pool] = Object.values(Template.fromStack(dev.stacks.auth).findResources('AWS::Cognito::UserPool'));
    expect(pool?.Properties.UserPoolAddOns).toBeUndefined();
  });

  it('requires it on dev and prod and tells every API function', () => {
    expect(STAGES.dev?.auth.staffMfa).toBe('required');
    expect(STAGES.prod?.auth.staffMfa).toBe('required');
    for (const fn of Object.values(Template.fromStack(dev.stacks.api).findResources('AWS::Lambda::Function'))) {
      const variables = fn.Properties.Environment?.Variables as Record<string, unknown> | undefined;
      if (variables?.[ENV.table] === undefined) continue; // CDK's own provider functions
      expect(variables[ENV.staffMfa]).toBe('required');
    }
  });

  it("lets each function with staff routes read its caller's MFA setting, and only where the stage requires it", () => {
    expect(STAFF_RESOURCES.length).toBeGreaterThan(1);
    for (const resource of STAFF_RESOURCES) {
      expect(cognitoActionsOf(dev.stacks.api, dev.stacks.api.functions[resource]), resource).toContain('cognito-idp:AdminGetUser');
    }
    // Off: a resource that reads no user for itself gets no Cognito access.
    const withoutOwnUse = STAFF_RESOURCES.filter((resource) => resource !== 'accounts');
    for (const resource of withoutOwnUse) {
      expect(cognitoActionsOf(devMfaOff.stacks.api, devMfaOff.stacks.api.functions[resource]), resource).toEqual([]);
    }
  });
});
