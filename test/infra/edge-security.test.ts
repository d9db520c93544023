import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CfnElement, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FieldwatchApp } from '../../infra/app-builder';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';
import { ALARM_PUBLISHER } from '../../infra/constructs/alarm-topic-key';
import { COMMON_BODY_SIZE_RULE } from '../../infra/constructs/edge-web-acl';
import { NO_PRODUCT_MAIL_WARNING_ID } from '../../infra/constructs/product-mail-warning';
import {
  BODY_INSPECTION_LIMIT,
  DEFAULT_BODY_CAP_BYTES,
  integerAbovePattern,
  LARGE_BODY_CAP_BYTES,
  LARGE_BODY_ROUTES,
} from '../../infra/constructs/web-acl-body-caps';
import { ENV } from '../../infra/definitions';
import { UPLOAD_VERSIONS_KEPT_DAYS } from '../../infra/stacks/data-stack';
import { DEV, PROD } from '../../infra/stages';
import { API_PREFIX, ROUTES, routeById } from '../../shared/api/routes';
import { FIELD_LIMITS } from '../../shared/domain/fields';

/** A full synth (cdk-nag included) of a stage deployed from `region`, Lambda bundling skipped. */
function build(stage: string, region: string): FieldwatchApp {
  const built = buildApp(stage, { context: { 'aws:cdk:bundling-stacks': [], ...(stage === 'prod' ? PROD_DEPLOYER_CONTEXT : {}) }, defaultEnv: { account: '111111111111', region }, webDistDir });
  built.app.synth();
  return built;
}

const logicalId = (construct: IConstruct, stack: Stack): string =>
  stack.getLogicalId((construct.node.defaultChild ?? construct) as CfnElement);

type Rule = { Name: string; Priority: number; Action?: unknown; Statement: Record<string, unknown> };

let dev: FieldwatchApp;
let prod: FieldwatchApp;
let webDistDir: string;

beforeAll(() => {
  // A web build, so that the web stack has its BucketDeployment function too.
  webDistDir = mkdtempSync(join(tmpdir(), 'fieldwatch-edge-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // dev outside us-east-1 (its ACL in a stack of its own), prod in us-east-1 (its ACL in the edge stack).
  dev = build('dev', 'eu-west-1');
  prod = build('prod', 'us-east-1');
});

afterAll(() => {
  rmSync(webDistDir, { recursive: true, force: true });
  for (const built of [dev, prod]) if (built) rmSync(built.app.outdir, { recursive: true, force: true });
});

const stacksOf = (app: FieldwatchApp): Stack[] => Object.values(app.stacks).filter((stack): stack is NonNullable<typeof stack> => !!stack);

function aclOf(app: FieldwatchApp): { Rules: Rule[]; AssociationConfig?: unknown } {
  const stack = app.stacks.waf ?? app.stacks.edge;
  const [acl] = Object.values(Template.fromStack(stack).findResources('AWS::WAFv2::WebACL'));
  if (!acl) throw new Error(`no web ACL in ${stack.stackName}`);
  return acl.Properties as { Rules: Rule[]; AssociationConfig?: unknown };
}
const ruleOf = (app: FieldwatchApp, name: string): Rule => {
  const rule = aclOf(app).Rules.find((candidate) => candidate.Name === name);
  if (!rule) throw new Error(`no rule ${name}`);
  return rule;
};
type RegexStatement = { RegexMatchStatement: { RegexString: string; FieldToMatch: Record<string, unknown> } };

/** A drawn boundary as the web sends it: `vertices` positions with full double precision, ring closed. */
function drawBody(vertices: number): string {
  const ring = Array.from({ length: vertices }, (_, index) => {
    const angle = (2 * Math.PI * index) / vertices;
    return [8.68 + 0.01 * Math.cos(angle) + 1e-13, 9.08 + 0.01 * Math.sin(angle) + 1e-13];
  });
  ring.push(ring[0] as number[]);
  return JSON.stringify({ team: '01JTEAMULIDXXXXXXXXXXXXXXX', name: 'North block', group_name: 'All', geometry: { type: 'Polygon', coordinates: [ring] } });
}

describe('web ACL body caps', () => {
  it('counts the common rule set\'s 8 KB body rule instead of blocking with it', () => {
    for (const app of [dev, prod]) {
      const common = ruleOf(app, 'AWSManagedRulesCommonRuleSet');
      expect(common.Statement.ManagedRuleGroupStatement).toMatchObject({
        RuleActionOverrides: [{ Name: COMMON_BODY_SIZE_RULE, ActionToUse: { Count: {} } }],
      });
    }
  });

  it('lets the large-body routes through the 8 KB cap and keeps it on every other path', () => {
    const rule = ruleOf(dev, 'BodyOverDefaultCap');
    expect(rule.Action).toEqual({ Block: {} });
    const [size, notLarge] = (rule.Statement.AndStatement as { Statements: Array<Record<string, unknown>> }).Statements;
    expect(size).toEqual({
      SizeConstraintStatement: expect.objectContaining({ ComparisonOperator: 'GT', Size: DEFAULT_BODY_CAP_BYTES, FieldToMatch: { Body: { OversizeHandling: 'MATCH' } } }),
    });
    const pathRegex = new RegExp((notLarge as { NotStatement: { Statement: RegexStatement } }).NotStatement.Statement.RegexMatchStatement.RegexString);
    const viewerPath = (path: string) => `${API_PREFIX}${path.replace(/\{[^}]+\}/g, '01JABCDEFGHJKMNPQRSTVWXYZ0')}`;
    for (const route of ROUTES) {
      const path = viewerPath(route.path);
      // With and without the trailing slash (CloudFront's function strips it after WAF has looked).
      for (const candidate of [path, path.replace(/\/$/, '')]) {
        expect(pathRegex.test(candidate), `${route.id} ${candidate}`).toBe(LARGE_BODY_ROUTES.includes(route.id));
      }
    }
    expect(pathRegex.test('/index.html')).toBe(false);
  });

  it('sizes the caps from the documented limits: a 250-vertex drawing is over 8 KB, the largest field and file are under the large cap', () => {
    expect(Buffer.byteLength(drawBody(250))).toBeGreaterThan(DEFAULT_BODY_CAP_BYTES);
    expect(Buffer.byteLength(drawBody(FIELD_LIMITS.maxVerticesPerField))).toBeLessThan(LARGE_BODY_CAP_BYTES);
    expect(LARGE_BODY_CAP_BYTES).toBeGreaterThan(FIELD_LIMITS.maxFileBytes);
    // The 8 KB cap is exact because WAF sees that much of every body; nothing is billed beyond the default.
    expect(aclOf(dev).AssociationConfig).toEqual({ RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: BODY_INSPECTION_LIMIT } } });
    expect(Number(BODY_INSPECTION_LIMIT.replace('KB_', '')) * 1024).toBeGreaterThan(DEFAULT_BODY_CAP_BYTES);
  });

  it('blocks a large-body route whose declared body is over the largest documented cap', () => {
    const rule = ruleOf(prod, 'BodyOverLargeCap');
    expect(rule.Action).toEqual({ Block: {} });
    const [path, length] = (rule.Statement.AndStatement as { Statements: RegexStatement[] }).Statements;
    expect(path?.RegexMatchStatement.FieldToMatch).toEqual({ UriPath: {} });
    expect(pathOf(path).test(`${API_PREFIX}${routeById('createField').path}`)).toBe(true);
    expect(length?.RegexMatchStatement.FieldToMatch).toEqual({ SingleHeader: { Name: 'content-length' } });
    const over = pathOf(length);
    expect(over.source).toBe(integerAbovePattern(LARGE_BODY_CAP_BYTES));
    for (const size of [0, 1, 8192, LARGE_BODY_CAP_BYTES - 1, LARGE_BODY_CAP_BYTES]) expect(over.test(String(size)), String(size)).toBe(false);
    for (const size of [LARGE_BODY_CAP_BYTES + 1, LARGE_BODY_CAP_BYTES + 10, 2 * LARGE_BODY_CAP_BYTES, 10 ** 12]) expect(over.test(String(size)), String(size)).toBe(true);
    expect(over.test(`000${LARGE_BODY_CAP_BYTES + 1}`)).toBe(true);
  });

  it('matches exactly the integers above a limit', () => {
    for (const limit of [0, 9, 10, 99, 100, 1234, 8192, 909, 10_000_000]) {
      const regex = new RegExp(integerAbovePattern(limit));
      for (let value = Math.max(0, limit - 1200); value <= limit + 1200; value += 1) {
        expect(regex.test(String(value)), `${value} > ${limit}`).toBe(value > limit);
      }
    }
  });
});

/** A request as WAF sees it at the edge: the viewer path, the first 16 KB of the body, the declared length. */
interface EdgeRequest {
  path: string;
  bodyBytes: number;
  contentLength?: number;
}

/** The size-related statements of the template's rules, evaluated as WAF does (enough for the body-cap rules). */
function matches(statement: Record<string, unknown>, request: EdgeRequest): boolean {
  const [kind, body] = Object.entries(statement)[0] as [string, Record<string, unknown>];
  const inspected = Number(BODY_INSPECTION_LIMIT.replace('KB_', '')) * 1024;
  switch (kind) {
    case 'AndStatement':
      return (body.Statements as Array<Record<string, unknown>>).every((inner) => matches(inner, request));
    case 'NotStatement':
      return !matches(body.Statement as Record<string, unknown>, request);
    case 'SizeConstraintStatement': {
      const oversize = (body.FieldToMatch as { Body: { OversizeHandling: string } }).Body.OversizeHandling;
      if (request.bodyBytes > inspected && oversize === 'MATCH') return true;
      expect(body.ComparisonOperator).toBe('GT');
      return Math.min(request.bodyBytes, inspected) > (body.Size as number);
    }
    case 'RegexMatchStatement': {
      const field = body.FieldToMatch as { UriPath?: unknown; SingleHeader?: { Name: string } };
      const value = field.UriPath ? request.path.toLowerCase() : field.SingleHeader?.Name === 'content-length' ? String(request.contentLength ?? '') : undefined;
      if (value === undefined) throw new Error(`unexpected field ${JSON.stringify(field)}`);
      return new RegExp(body.RegexString as string).test(value);
    }
    default:
      throw new Error(`unexpected statement ${kind}`);
  }
}

describe('web ACL body caps, request by request', () => {
  const blocked = (request: EdgeRequest) =>
    ['BodyOverDefaultCap', 'BodyOverLargeCap'].filter((name) => matches(ruleOf(prod, name).Statement, request));
  const sized = (path: string, bodyBytes: number): EdgeRequest => ({ path, bodyBytes, contentLength: bodyBytes });

  it('lets a detailed drawing, an edited boundary, a field file and a large webhook through', () => {
    const draw = Buffer.byteLength(drawBody(2000));
    expect(blocked(sized('/api/field/draw/', draw))).toEqual([]);
    expect(blocked(sized('/api/field/01JFIELD/update/', draw))).toEqual([]);
    expect(blocked(sized('/api/field/create/', 9 * 1024 * 1024))).toEqual([]);
    expect(blocked(sized('/api/accounts/payment/webhook/', 40 * 1024))).toEqual([]);
    expect(blocked(sized('/api/roles/create/', 2 * 1024))).toEqual([]);
  });

  it('refuses a body over 8 KB on any other path, and a declared body over the largest cap on the large-body routes', () => {
    expect(blocked(sized('/api/roles/create/', DEFAULT_BODY_CAP_BYTES + 1))).toEqual(['BodyOverDefaultCap']);
    expect(blocked(sized('/api/system_setup/contact/', 200 * 1024))).toEqual(['BodyOverDefaultCap']);
    expect(blocked(sized('/api/field/draw/extra/', 20 * 1024))).toEqual(['BodyOverDefaultCap']);
    expect(blocked(sized('/api/field/create/', LARGE_BODY_CAP_BYTES + 1))).toEqual(['BodyOverLargeCap']);
    expect(blocked(sized('/api/field/01JFIELD/update/', 50 * 1024 * 1024))).toEqual(['BodyOverLargeCap']);
  });
});

describe('web ACL rate limits', () => {
  it('counts only the API against the per-IP limit and gives map tiles their own, higher one', () => {
    for (const [app, stage] of [[dev, DEV], [prod, PROD]] as const) {
      const limits = stage.waf;
      if (!limits) throw new Error(`${stage.name} has no waf`);
      expect(limits.tileRequestsPerFiveMinutesPerIp).toBeGreaterThan(limits.requestsPerFiveMinutesPerIp);
      expect(ruleOf(app, 'RatePerIp').Statement.RateBasedStatement).toMatchObject({
        Limit: limits.requestsPerFiveMinutesPerIp,
        AggregateKeyType: 'IP',
        ScopeDownStatement: { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: `${API_PREFIX}/` } },
      });
      expect(ruleOf(app, 'TileRatePerIp').Statement.RateBasedStatement).toMatchObject({
        Limit: limits.tileRequestsPerFiveMinutesPerIp,
        AggregateKeyType: 'IP',
        ScopeDownStatement: { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/tiles/' } },
      });
      expect(ruleOf(app, 'TileRatePerIp').Action).toEqual({ Block: {} });
    }
  });
});

function pathOf(statement: RegexStatement | undefined): RegExp {
  if (!statement) throw new Error('no statement');
  return new RegExp(statement.RegexMatchStatement.RegexString);
}

describe('cross-stack references', () => {
  /** The producer's export of `construct` (an Output whose value refers to it), by export name. */
  function exportsOf(stack: Stack, construct: IConstruct): string[] {
    const id = logicalId(construct, stack);
    const outputs = Template.fromStack(stack).toJSON().Outputs as Record<string, { Value: unknown; Export?: { Name: string } }>;
    return Object.values(outputs)
      .filter((output) => output.Export && JSON.stringify(output.Value).includes(`"${id}"`))
      .map((output) => output.Export?.Name as string);
  }
  const imports = (value: unknown): string[] => [...JSON.stringify(value).matchAll(/"Fn::ImportValue":"([^"]+)"/g)].map((match) => match[1] as string);

  it('imports the user pool and its client into the authorizer, the functions and the web config, never a copied id', () => {
    const { auth, api, jobs, web } = dev.stacks;
    const poolExports = exportsOf(auth, auth.userPool);
    const clientExports = exportsOf(auth, auth.webClient);
    expect(poolExports.length).toBeGreaterThan(0);
    expect(clientExports.length).toBeGreaterThan(0);

    const [authorizer] = Object.values(Template.fromStack(api).findResources('AWS::ApiGatewayV2::Authorizer'));
    const jwt = authorizer?.Properties.JwtConfiguration as { Audience: unknown; Issuer: unknown };
    expect(imports(jwt.Audience).some((name) => clientExports.includes(name))).toBe(true);
    expect(imports(jwt.Issuer).some((name) => poolExports.includes(name))).toBe(true);

    for (const stack of [api, jobs]) {
      for (const fn of Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))) {
        const variables = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
        if (!(ENV.userPoolId in variables)) continue;
        expect(imports(variables[ENV.userPoolId]).some((name) => poolExports.includes(name)), stack.stackName).toBe(true);
        expect(imports(variables[ENV.userPoolClientId]).some((name) => clientExports.includes(name)), stack.stackName).toBe(true);
      }
    }
    const [parameter] = Object.values(Template.fromStack(web).findResources('AWS::SSM::Parameter'));
    expect(imports(parameter?.Properties.Value)).toEqual(expect.arrayContaining([poolExports[0], clientExports[0]].filter(Boolean)));
    // No weak read of either anywhere (the triggers' function names, read by the alarms, may stay weak).
    const producers = [logicalId(auth.userPool, auth), logicalId(auth.webClient, auth)];
    for (const stack of [api, jobs, web]) {
      const weak = [...JSON.stringify(Template.fromStack(stack).toJSON()).matchAll(/"Fn::GetStackOutput":\{[^}]*"OutputName":"([^"]+)"/g)].map((match) => match[1] as string);
      expect(weak.filter((output) => producers.some((id) => output.includes(id))), stack.stackName).toEqual([]);
    }
  });

  it('imports the origin secret the distribution sends into every API function that checks it', () => {
    const { edge, api } = dev.stacks;
    const [secretId] = Object.keys(Template.fromStack(edge).findResources('AWS::SecretsManager::Secret'));
    const outputs = Template.fromStack(edge).toJSON().Outputs as Record<string, { Value: unknown; Export?: { Name: string } }>;
    const secretExport = Object.values(outputs).find((output) => output.Export && JSON.stringify(output.Value) === JSON.stringify({ Ref: secretId }))?.Export?.Name;
    expect(secretExport).toBeDefined();
    for (const fn of Object.values(api.functions)) {
      const variables = Template.fromStack(api).toJSON().Resources[logicalId(fn, api)].Properties.Environment.Variables as Record<string, unknown>;
      expect(JSON.stringify(variables[ENV.originSecret])).toContain('{{resolve:secretsmanager:');
      expect(imports(variables[ENV.originSecret]), fn.node.path).toEqual([secretExport]);
    }
  });
});

describe('log retention of every function', () => {
  it('gives every Lambda of every stack, CDK\'s providers included, a log group with the stage\'s retention', () => {
    for (const [app, stage] of [[dev, DEV], [prod, PROD]] as const) {
      for (const stack of stacksOf(app)) {
        const resources = Template.fromStack(stack).toJSON().Resources as Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }>;
        const groups = Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::Logs::LogGroup');
        for (const [id, fn] of Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')) {
          const named = (fn.Properties?.LoggingConfig as { LogGroup?: { Ref: string } } | undefined)?.LogGroup?.Ref;
          const group = groups.find(([groupId, candidate]) =>
            named ? groupId === named : JSON.stringify(candidate.Properties?.LogGroupName ?? null).includes(`{"Ref":"${id}"}`),
          );
          expect(group, `${stack.stackName} ${id}`).toBeDefined();
          expect(group?.[1].Properties?.RetentionInDays, `${stack.stackName} ${id}`).toBe(stage.logs.retention);
          expect(group?.[1].DeletionPolicy, `${stack.stackName} ${id}`).toBe(stage.retainData ? 'Retain' : 'Delete');
        }
      }
    }
    // The providers are there to be covered: bucket auto-delete and notifications, the secret check.
    expect(Object.keys(Template.fromStack(dev.stacks.data).findResources('AWS::Lambda::Function')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('alarm topic', () => {
  it('is encrypted with a rotated KMS key that CloudWatch alarms may publish with', () => {
    const template = Template.fromStack(prod.stacks.jobs);
    const [topic] = Object.values(template.findResources('AWS::SNS::Topic'));
    const keyId = (topic?.Properties.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const key = template.toJSON().Resources[keyId] as { Type: string; Properties: { EnableKeyRotation: boolean; KeyPolicy: { Statement: Array<Record<string, unknown>> } } };
    expect(key.Type).toBe('AWS::KMS::Key');
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(key.Properties.KeyPolicy.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: ALARM_PUBLISHER },
        Action: expect.arrayContaining(['kms:Decrypt', 'kms:GenerateDataKey*']),
      }),
    );
    // Every alarm still publishes to that topic.
    const topicId = Object.keys(template.findResources('AWS::SNS::Topic'))[0];
    for (const alarm of Object.values(template.findResources('AWS::CloudWatch::Alarm'))) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    }
  });
});

describe('uploads bucket', () => {
  it('keeps overwritten and deleted field files as versions for a while; the other buckets are unversioned', () => {
    const { data } = prod.stacks;
    const buckets = Template.fromStack(data).findResources('AWS::S3::Bucket');
    const uploads = buckets[logicalId(data.buckets.uploads, data)]?.Properties;
    expect(uploads?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(uploads?.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: UPLOAD_VERSIONS_KEPT_DAYS } }),
    );
    for (const key of ['exports', 'imageryCache'] as const) {
      expect(buckets[logicalId(data.buckets[key], data)]?.Properties.VersioningConfiguration, key).toBeUndefined();
    }
  });
});

describe('product mail', () => {
  it('warns at synth that a stage without auth.email sends no product mail', () => {
    const warnings = (app: FieldwatchApp) =>
      Annotations.fromStack(app.stacks.auth).findWarning('*', Match.stringLikeRegexp('auth\\.email')).filter((entry) => JSON.stringify(entry.entry.data).includes('product sends no mail'));
    expect(DEV.auth.email).toBeUndefined();
    expect(warnings(dev)).toHaveLength(1);
    expect(JSON.stringify(warnings(dev)[0]?.entry.data)).toContain(NO_PRODUCT_MAIL_WARNING_ID);
    expect(warnings(prod)).toHaveLength(0);
  });
});
