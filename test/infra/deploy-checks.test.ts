import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions, type FieldwatchApp } from '../../infra/app-builder';
import { MissingDeployerSettingsError } from '../../infra/deployer-settings';
import { ENV, PROVIDER_ENV } from '../../infra/definitions';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';

/** A stage as the CLI builds it, bundling skipped; the full synth runs cdk-nag, whose findings would throw. */
function build(stage: string, options: BuildAppOptions = {}): FieldwatchApp {
  const built = buildApp(stage, { ...options, context: { 'aws:cdk:bundling-stacks': [], ...options.context } });
  built.app.synth();
  return built;
}

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** Every statement of the policies attached to the deploy checks' provider function's role. */
function checkPolicy(built: FieldwatchApp): Statement[] {
  const stack = built.stacks.checks as Stack;
  const role = built.stacks.checks?.checks.handler.role;
  if (!role) throw new Error('no deploy checks');
  const roleId = stack.getLogicalId(role.node.defaultChild as CfnElement);
  return Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

const actions = (statements: Statement[]): string[] =>
  statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action])).sort();

let prod: FieldwatchApp;
let dev: FieldwatchApp;
let devWithMail: FieldwatchApp;
let webDistDir: string;

beforeAll(() => {
  webDistDir = mkdtempSync(join(tmpdir(), 'fieldwatch-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  prod = build('prod', { webDistDir, context: PROD_DEPLOYER_CONTEXT });
  dev = build('dev', { webDistDir });
  devWithMail = build('dev', { webDistDir, environment: { FIELDWATCH_MAIL_FROM: 'dev@fieldwatch.test', FIELDWATCH_SES_REGION: 'af-south-1' } });
}, 120_000);

afterAll(() => {
  for (const built of [prod, dev, devWithMail]) if (built) rmSync(built.app.outdir, { recursive: true, force: true });
  rmSync(webDistDir, { recursive: true, force: true });
});

describe("prod takes the deployer's settings and refuses to synthesize without them", () => {
  it('throws one error naming each missing setting when prod has no context', () => {
    let error: unknown;
    try {
      buildApp('prod', { context: { 'aws:cdk:bundling-stacks': [] } });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MissingDeployerSettingsError);
    const { message } = error as Error;
    for (const name of ['domain', 'certificateArn', 'mailFrom', 'alarmEmail', 'supportEmail']) expect(message).toContain(`- ${name} (`);
  });

  it('puts the certificate, domain, sender, alarm subscription and support address from the context in the template', () => {
    Template.fromStack(prod.stacks.edge).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [PROD_DEPLOYER_CONTEXT.domain],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: PROD_DEPLOYER_CONTEXT.certificateArn }),
      }),
    });
    Template.fromStack(prod.stacks.jobs).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: PROD_DEPLOYER_CONTEXT.alarmEmail,
    });
    Template.fromStack(prod.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp(PROD_DEPLOYER_CONTEXT.mailFrom),
      }),
    });
    const functions = Object.values(Template.fromStack(prod.stacks.api).findResources('AWS::Lambda::Function'));
    const fields = functions.find((fn) => fn.Properties.Environment?.Variables?.[ENV.supportEmail] !== undefined);
    expect(fields?.Properties.Environment.Variables[ENV.supportEmail]).toBe(PROD_DEPLOYER_CONTEXT.supportEmail);
    // Nominatim's User-Agent names the stage's own domain, not a committed URL.
    const agents = functions.map((fn) => fn.Properties.Environment?.Variables?.[PROVIDER_ENV.placeSearchUserAgent]).filter(Boolean);
    expect(agents.length).toBeGreaterThan(0);
    for (const agent of agents) expect(agent).toContain(`https://${PROD_DEPLOYER_CONTEXT.domain}`);
    expect(JSON.stringify(Object.values(prod.stacks).map((stack) => Template.fromStack(stack).toJSON()))).not.toMatch(
      /example\.com|111111111111/,
    );
  });

  it('synthesizes dev with no context, without a checks stack', () => {
    expect(dev.stacks.checks).toBeUndefined();
    expect(dev.config.web.domain).toBeUndefined();
    expect(dev.config.auth.email).toBeUndefined();
  });
});

describe('deploy checks', () => {
  it('checks on prod that the SES identity is verified in its region and the account is out of the sandbox', () => {
    Template.fromStack(prod.stacks.checks as Stack).hasResourceProperties('Custom::SesIdentityVerified', {
      Check: 'ses-identity',
      Region: 'eu-west-1',
      Identity: PROD_DEPLOYER_CONTEXT.mailDomain,
      ProductionAccess: 'true',
    });
  });

  it("checks on prod that the account's Lambda quota covers the reservations (index worker and sweepers) plus headroom: at least 1,000", () => {
    Template.fromStack(prod.stacks.checks as Stack).hasResourceProperties('Custom::LambdaConcurrencyQuota', {
      Check: 'lambda-concurrency',
      Stage: 'prod',
      Reserved: 52,
      Required: 1000,
    });
  });

  it("allows the checks' provider exactly the reads they make: the one SES identity, the SES account, Lambda's settings", () => {
    const statements = checkPolicy(prod);
    expect(actions(statements)).toEqual(['lambda:GetAccountSettings', 'ses:GetAccount', 'ses:GetEmailIdentity']);
    const identity = statements.find((statement) => statement.Action === 'ses:GetEmailIdentity');
    const resource = JSON.stringify(identity?.Resource);
    expect(resource).toContain(':ses:eu-west-1:');
    expect(resource).toContain(`:identity/${PROD_DEPLOYER_CONTEXT.mailDomain}`);
    expect(resource).not.toContain('*');
    // The account reads support no resource-level permissions; nothing else is granted on every resource.
    const accountReads = statements.filter((statement) => statement.Resource === '*');
    expect(actions(accountReads)).toEqual(['lambda:GetAccountSettings', 'ses:GetAccount']);
  });

  it('runs before anything else of the stage: every other stack depends on the checks stack', () => {
    const { checks, ...others } = prod.stacks;
    expect(checks).toBeDefined();
    for (const stack of Object.values(others)) expect(stack.dependencies, stack.stackName).toContain(checks);
  });

  it('checks the identity of a dev stage given SES mail, sandbox allowed and no quota check', () => {
    const checks = Template.fromStack(devWithMail.stacks.checks as Stack);
    checks.hasResourceProperties('Custom::SesIdentityVerified', {
      Region: 'af-south-1',
      Identity: 'dev@fieldwatch.test',
      ProductionAccess: 'false',
    });
    checks.resourceCountIs('Custom::LambdaConcurrencyQuota', 0);
    expect(actions(checkPolicy(devWithMail))).toEqual(['ses:GetEmailIdentity']);
  });
});
