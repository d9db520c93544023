import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FieldwatchApp } from '../../infra/app-builder';
import { NO_SMS_WARNING_ID, NO_WHATSAPP_WARNING_ID } from '../../infra/constructs/alert-messages-warning';
import { ENV, SCHEDULES } from '../../infra/definitions';
import { RESOURCE_ACCESS } from '../../infra/stacks/api-stack';
import { API_PREFIX, ROUTES, type Resource } from '../../shared/api/routes';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';
import { allows, logicalId, routesOf, statementsOf } from './template-support';

/** The alerts in the template: their routes behind Cognito, the daily evaluation, and who alone may text and WhatsApp. */
const SMS_POOL = 'pool-0123456789abcdef0123456789abcdef';
const WHATSAPP_NUMBER = 'phone-number-id-0123456789abcdef0123456789abcdef';

let prod: FieldwatchApp;
let dev: FieldwatchApp;
let webDistDir: string;

beforeAll(() => {
  webDistDir = mkdtempSync(join(tmpdir(), 'fieldwatch-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const context = { 'aws:cdk:bundling-stacks': [] };
  prod = buildApp('prod', {
    webDistDir,
    context: { ...context, ...PROD_DEPLOYER_CONTEXT },
    overrides: { alerts: { smsOriginationIdentity: SMS_POOL, whatsappPhoneNumberId: WHATSAPP_NUMBER } },
  });
  dev = buildApp('dev', { webDistDir, context });
  prod.app.synth();
  dev.app.synth();
});

afterAll(() => {
  rmSync(webDistDir, { recursive: true, force: true });
  for (const built of [prod, dev]) if (built) rmSync(built.app.outdir, { recursive: true, force: true });
});

const routeKey = (method: string, path: string) => `${method} ${`${API_PREFIX}${path}`.replace(/(.)\/$/, '$1')}`;

describe('alert routes', () => {
  it('are all on the API behind the Cognito JWT authorizer, served by the alerts function', () => {
    const { api } = prod.stacks;
    const template = Template.fromStack(api);
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    const routes = new Map(routesOf(api, 'web').map(([, route]) => [route.Properties.RouteKey, route.Properties]));
    const alertRoutes = ROUTES.filter((route) => route.resource === 'alerts');
    expect(alertRoutes.map((route) => routeKey(route.method, route.path))).toEqual(
      expect.arrayContaining(['GET /api/alerts/settings', 'PATCH /api/alerts/settings', 'POST /api/alerts/phone/verify', 'GET /api/alerts', 'PATCH /api/alerts/{id}', 'POST /api/alerts/evaluate']),
    );
    for (const route of alertRoutes) {
      expect(routes.get(routeKey(route.method, route.path)), route.id).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    }
    expect(api.functions.alerts.def.entry).toBe('functions/alerts/index.ts');
  });

  it('reach the table, the statistics (read), the weather key and the outbox queue, and may not send SMS or WhatsApp themselves', () => {
    const { api, data } = prod.stacks;
    const alerts = statementsOf(api, api.functions.alerts);
    expect(allows(alerts, 'dynamodb:PutItem', logicalId(data.table, data))).toBe(true);
    expect(allows(alerts, 'dynamodb:GetItem', logicalId(data.statsTable, data))).toBe(true);
    expect(allows(alerts, 'dynamodb:PutItem', logicalId(data.statsTable, data))).toBe(false);
    expect(allows(alerts, 'sqs:SendMessage', logicalId(data.queues.mail.queue, data))).toBe(true);
    expect(allows(alerts, 'secretsmanager:GetSecretValue')).toBe(true);
    expect(allows(alerts, 'sms-voice:SendTextMessage')).toBe(false);
    expect(allows(alerts, 'social-messaging:SendWhatsAppMessage')).toBe(false);
  });
});

describe('the alert evaluator', () => {
  it('runs daily on its schedule, reading and writing the table, reading statistics and the weather key, and queueing on the outbox', () => {
    for (const built of [dev, prod]) {
      const { jobs, data } = built.stacks;
      expect(jobs.alertSchedule).toBeDefined();
      const rule = Template.fromStack(jobs).findResources('AWS::Events::Rule')[logicalId(jobs.alertSchedule!, jobs)];
      const { minute, hour } = SCHEDULES.alertEvaluator.cron;
      expect(rule?.Properties.ScheduleExpression).toBe(`cron(${minute} ${hour} * * ? *)`);
      expect(rule?.Properties.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [logicalId(jobs.alertEvaluator, jobs), 'Arn'] } })]);
      const evaluator = statementsOf(jobs, jobs.alertEvaluator);
      expect(allows(evaluator, 'dynamodb:PutItem', logicalId(data.table, data))).toBe(true);
      expect(allows(evaluator, 'dynamodb:Query', logicalId(data.statsTable, data))).toBe(true);
      expect(allows(evaluator, 'dynamodb:PutItem', logicalId(data.statsTable, data))).toBe(false);
      expect(allows(evaluator, 'sqs:SendMessage', logicalId(data.queues.mail.queue, data))).toBe(true);
      expect(allows(evaluator, 'sms-voice:SendTextMessage')).toBe(false);
      expect(allows(evaluator, 'social-messaging:SendWhatsAppMessage')).toBe(false);
    }
    // Prod reads the weather source's key; dev has none to read.
    expect(allows(statementsOf(prod.stacks.jobs, prod.stacks.jobs.alertEvaluator), 'secretsmanager:GetSecretValue', 'open-meteo-api-key')).toBe(true);
  });
});

describe('SMS and WhatsApp senders', () => {
  it('only the outbox sender may send, from the configured origination identity and WhatsApp number alone', () => {
    const { jobs } = prod.stacks;
    const sender = statementsOf(jobs, jobs.outboxSender);
    const sms = sender.filter((statement) => [statement.Action].flat().includes('sms-voice:SendTextMessage'));
    const whatsapp = sender.filter((statement) => [statement.Action].flat().includes('social-messaging:SendWhatsAppMessage'));
    expect(sms).toHaveLength(1);
    expect(whatsapp).toHaveLength(1);
    expect(JSON.stringify(sms[0]?.Resource)).toContain(`:pool/${SMS_POOL}`);
    expect(JSON.stringify(whatsapp[0]?.Resource)).toContain(':phone-number-id/0123456789abcdef0123456789abcdef');
    for (const statement of [...sms, ...whatsapp]) expect(JSON.stringify(statement.Resource)).not.toContain('*');

    // No other function of any stack may send either.
    for (const stack of [prod.stacks.api, prod.stacks.jobs, prod.stacks.auth]) {
      const policies = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'));
      const senders = policies.filter((policy) => /sms-voice:|social-messaging:/.test(JSON.stringify(policy.Properties.PolicyDocument)));
      for (const policy of senders) expect(JSON.stringify(policy.Properties.Roles)).toContain(logicalId(jobs.outboxSender.role!, jobs));
    }
    for (const resource of Object.keys(RESOURCE_ACCESS) as Resource[]) {
      expect(allows(statementsOf(prod.stacks.api, prod.stacks.api.functions[resource]), 'sms-voice:SendTextMessage'), resource).toBe(false);
    }
  });

  it('tells every function which senders the stage has, and none without them', () => {
    const { jobs } = prod.stacks;
    const variables = Template.fromStack(jobs).findResources('AWS::Lambda::Function')[logicalId(jobs.outboxSender, jobs)]?.Properties.Environment.Variables;
    expect(variables).toMatchObject({ [ENV.smsOriginationIdentity]: SMS_POOL, [ENV.whatsappPhoneNumberId]: WHATSAPP_NUMBER });
    const devVariables = Template.fromStack(dev.stacks.jobs).findResources('AWS::Lambda::Function')[logicalId(dev.stacks.jobs.outboxSender, dev.stacks.jobs)]?.Properties.Environment.Variables;
    expect(devVariables).not.toHaveProperty(ENV.smsOriginationIdentity);
    expect(devVariables).not.toHaveProperty(ENV.whatsappPhoneNumberId);
  });

  it('without senders grants nothing and warns at synth that SMS and WhatsApp are not sent', () => {
    const { jobs } = dev.stacks;
    const sender = statementsOf(jobs, jobs.outboxSender);
    expect(allows(sender, 'sms-voice:SendTextMessage')).toBe(false);
    expect(allows(sender, 'social-messaging:SendWhatsAppMessage')).toBe(false);
    const warnings = (built: FieldwatchApp, id: string) =>
      Annotations.fromStack(built.stacks.jobs)
        .findWarning('*', Match.anyValue())
        .filter((entry) => JSON.stringify(entry.entry.data).includes(id));
    expect(warnings(dev, NO_SMS_WARNING_ID)).toHaveLength(1);
    expect(warnings(dev, NO_WHATSAPP_WARNING_ID)).toHaveLength(1);
    expect(warnings(prod, NO_SMS_WARNING_ID)).toHaveLength(0);
    expect(warnings(prod, NO_WHATSAPP_WARNING_ID)).toHaveLength(0);
  });
});
