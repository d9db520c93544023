import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CfnElement, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { KEY_ROUTES } from '../../shared/api/partner-routes';
import { routesOf } from './template-support';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, RESOURCES, ROUTES } from '../../shared/api/routes';
import { WebConfig } from '../../shared/api/web-config';
import { buildApp, type BuildAppOptions, type FieldwatchApp } from '../../infra/app-builder';
import { ENV, FIELD_UPLOAD_PREFIX, QUEUES, STAFF_GROUP, TABLE } from '../../infra/definitions';
import { ORIGIN_SECRET_HEADER } from '../../shared/platform';
import { requiredSecretId } from '../../infra/constructs/required-secret';
import { RESOURCE_ACCESS } from '../../infra/stacks/api-stack';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';

/** Stacks as the CLI builds them, with Lambda bundling skipped (entries still have to exist). */
function build(stage: string, options: BuildAppOptions = {}): FieldwatchApp {
  const built = buildApp(stage, { ...options, context: { 'aws:cdk:bundling-stacks': [], ...options.context } });
  // A full synth runs the validation plugins: cdk-nag (AwsSolutions) errors or warnings would throw here.
  built.app.synth();
  return built;
}

function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fieldwatch-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** The logical id of a construct's CloudFormation resource (its default child for an L2). */
const logicalId = (construct: IConstruct, stack: Stack): string =>
  stack.getLogicalId((construct.node.defaultChild ?? construct) as CfnElement);

/** The `/api/field/create` key for `/field/create/`: API Gateway route paths cannot end in "/". */
const expectedRouteKey = (method: string, path: string): string =>
  `${method} ${`${API_PREFIX}${path}`.replace(/(.)\/$/, '$1')}`;

/** Every IAM action granted to a function's role, across the role's policies in its stack. */
function actionsOf(stack: Stack, fn: IFunction): string[] {
  if (!fn.role) throw new Error(`${fn.node.path} has no role`);
  const roleId = logicalId(fn.role, stack);
  const policies = Template.fromStack(stack).findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>)
    .flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
}

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

let dev: FieldwatchApp;
let prod: FieldwatchApp;
let devWithGoogle: FieldwatchApp;
let devWithoutWeb: FieldwatchApp;

let webDistDir: string;

beforeAll(() => {
  webDistDir = fakeWebBuild();
  dev = build('dev', { webDistDir });
  prod = build('prod', { webDistDir, context: PROD_DEPLOYER_CONTEXT });
  devWithGoogle = build('dev', {
    webDistDir,
    overrides: {
      auth: { google: { clientId: 'client-123.apps.googleusercontent.com', clientSecretName: 'fieldwatch/test/google' } },
    },
  });
  devWithoutWeb = build('dev', { webDistDir: join(webDistDir, 'missing') });
});

afterAll(() => {
  rmSync(webDistDir, { recursive: true, force: true });
  for (const built of [dev, prod, devWithGoogle, devWithoutWeb]) {
    if (built) rmSync(built.app.outdir, { recursive: true, force: true });
  }
});

describe('data stack', () => {
  it('has one on-demand table with the generic keys, both GSIs, TTL and PITR', () => {
    for (const { stacks } of [dev, prod]) {
      const template = Template.fromStack(stacks.data);
      // The main table and the index statistics' own (test/infra/statistics-table.test.ts).
      template.resourceCountIs('AWS::DynamoDB::GlobalTable', 2);
      template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE.indexes.map((index) =>
          Match.objectLike({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
          }),
        ),
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
      });
    }
  });

  it('retains the table with deletion protection in prod and lets dev be destroyed', () => {
    Template.fromStack(prod.stacks.data).hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    Template.fromStack(dev.stacks.data).hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] }),
    });
    Template.fromStack(prod.stacks.auth).hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    for (const bucket of Object.values(Template.fromStack(prod.stacks.data).findResources('AWS::S3::Bucket'))) {
      expect(bucket.DeletionPolicy).toBe('Retain');
    }
    expect(prod.stacks.data.terminationProtection).toBe(true);
    expect(dev.stacks.data.terminationProtection).toBe(false);
  });

  it('gives every work queue a dead-letter queue with the defined receive count, all encrypted', () => {
    const template = Template.fromStack(dev.stacks.data);
    const queues = template.findResources('AWS::SQS::Queue');
    const workQueues = Object.values(queues).filter((queue) => queue.Properties.RedrivePolicy);
    expect(workQueues).toHaveLength(QUEUES.length);
    expect(Object.keys(queues)).toHaveLength(QUEUES.length * 2);
    for (const def of QUEUES) {
      const queue = dev.stacks.data.queues[def.key];
      template.hasResourceProperties('AWS::SQS::Queue', {
        VisibilityTimeout: def.visibilityTimeoutSeconds,
        RedrivePolicy: {
          deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(queue.deadLetterQueue, dev.stacks.data), 'Arn'] },
          maxReceiveCount: def.maxReceiveCount,
        },
      });
    }
    for (const queue of Object.values(queues)) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
  });

  it('sends ObjectCreated under the field-upload prefix of the uploads bucket to the field-uploads queue', () => {
    const { data } = dev.stacks;
    Template.fromStack(data).hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: logicalId(data.buckets.uploads, data) },
      NotificationConfiguration: {
        QueueConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: FIELD_UPLOAD_PREFIX }] } },
            QueueArn: { 'Fn::GetAtt': [logicalId(data.queues.fieldUploads.queue, data), 'Arn'] },
          },
        ],
      },
    });
  });

  it('keeps buckets private, encrypted, TLS-only and logged; the uploads bucket takes browser PUTs', () => {
    const template = Template.fromStack(dev.stacks.data);
    const buckets = template.findResources('AWS::S3::Bucket');
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault)
        .toEqual({ SSEAlgorithm: 'AES256' });
    }
    const policies = template.findResources('AWS::S3::BucketPolicy');
    expect(Object.keys(policies)).toHaveLength(Object.keys(buckets).length);
    for (const policy of Object.values(policies)) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('aws:SecureTransport');
    }
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'] })] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads/' }),
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: 30 })]) },
    });
  });
});

describe('auth stack', () => {
  it('has an e-mail user pool with the password rule of the specification and e-mail-only recovery', () => {
    Template.fromStack(dev.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'given_name' }),
        Match.objectLike({ Name: 'family_name' }),
      ]),
    });
  });

  it('sends mail through SES in prod and through Cognito in dev', () => {
    Template.fromStack(prod.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER' }),
    });
    Template.fromStack(dev.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it('wires the three triggers to their functions', () => {
    const { auth } = dev.stacks;
    Template.fromStack(auth).hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PreSignUp: { 'Fn::GetAtt': [logicalId(auth.triggers.preSignUp, auth), 'Arn'] },
        PostConfirmation: { 'Fn::GetAtt': [logicalId(auth.triggers.postConfirmation, auth), 'Arn'] },
        CustomMessage: { 'Fn::GetAtt': [logicalId(auth.triggers.customMessage, auth), 'Arn'] },
      },
    });
    const preSignUp = actionsOf(auth, auth.triggers.preSignUp);
    expect(preSignUp).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:GetItem']));
    // Cognito access lives in a separate inline policy, so the pool -> trigger -> policy -> pool cycle cannot form.
    expect(preSignUp).toEqual(
      expect.arrayContaining(['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser']),
    );
    expect(actionsOf(auth, auth.triggers.postConfirmation)).toContain('dynamodb:PutItem');
  });

  it('has an SRP-only client without secret, code grant, optional TOTP MFA and the staff group', () => {
    const template = Template.fromStack(dev.stacks.auth);
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client?.Properties).toMatchObject({ GenerateSecret: false, AllowedOAuthFlows: ['code'], SupportedIdentityProviders: ['COGNITO'] });
    // The password is never sent to a deployed pool: USER_PASSWORD_AUTH is the local stand-in's flow only.
    expect(client?.Properties.ExplicitAuthFlows).toContain('ALLOW_USER_SRP_AUTH');
    expect(client?.Properties.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: STAFF_GROUP });
  });

  it("links mails and redirects to the stage's own URL from the first deploy, never localhost", () => {
    // Dev has no domain: its URL is the distribution's, imported from the edge stack.
    for (const stack of [dev.stacks.auth, dev.stacks.api, dev.stacks.jobs]) {
      const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
      const appUrls = functions.map((fn) => fn.Properties.Environment?.Variables?.APP_URL).filter(Boolean);
      expect(appUrls.length, stack.stackName).toBeGreaterThan(0);
      for (const url of appUrls) {
        expect(JSON.stringify(url)).toContain('https://');
        expect(JSON.stringify(url)).toMatch(/fieldwatch-dev-edge.*Distribution.*DomainName/);
      }
    }
    const [client] = Object.values(Template.fromStack(dev.stacks.auth).findResources('AWS::Cognito::UserPoolClient'));
    expect(JSON.stringify(client?.Properties.CallbackURLs)).toMatch(/fieldwatch-dev-edge.*Distribution.*DomainName/);
    expect(JSON.stringify(Template.fromStack(dev.stacks.auth).toJSON())).not.toContain('localhost');
    expect(JSON.stringify(Template.fromStack(dev.stacks.api).toJSON())).not.toContain('localhost');
    // Prod has a domain (the deployer's): the URL is the domain's.
    Template.fromStack(prod.stacks.auth).hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: [`https://${PROD_DEPLOYER_CONTEXT.domain}/`],
    });
    Template.fromStack(prod.stacks.api).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_URL: `https://${PROD_DEPLOYER_CONTEXT.domain}` }) },
    });
  });

  it('creates the hosted UI domain only for Google sign-in, with a prefix unique to the account', () => {
    Template.fromStack(dev.stacks.auth).resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    Template.fromStack(devWithGoogle.stacks.auth).hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['', [`${dev.config.auth.cognitoDomainPrefix}-`, { Ref: 'AWS::AccountId' }]] },
    });
  });

  it('adds the Google identity provider only when the stage names a Google client', () => {
    Template.fromStack(dev.stacks.auth).resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    const { auth } = devWithGoogle.stacks;
    const template = Template.fromStack(auth);
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: 'client-123.apps.googleusercontent.com',
        client_secret: '{{resolve:secretsmanager:fieldwatch/test/google:SecretString:::}}',
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: {
        email: 'email',
        email_verified: 'email_verified',
        given_name: 'given_name',
        family_name: 'family_name',
      },
    });
    const [googleId] = Object.keys(template.findResources('AWS::Cognito::UserPoolIdentityProvider'));
    template.hasResource('AWS::Cognito::UserPoolClient', {
      Properties: Match.objectLike({ SupportedIdentityProviders: ['COGNITO', 'Google'] }),
      DependsOn: Match.arrayWith([googleId]),
    });
    expect(devWithGoogle.stacks.web.webConfig.googleEnabled).toBe(true);
    expect(devWithGoogle.stacks.web.webConfig.oauthDomain).toMatch(/\.auth\..*\.amazoncognito\.com$/);
    expect(dev.stacks.web.webConfig.googleEnabled).toBe(false);
    expect(dev.stacks.web.webConfig).not.toHaveProperty('oauthDomain');
  });
});

describe('api stack', () => {
  it('has exactly one route per route-table entry, keyed by method and prefixed path', () => {
    const routes = routesOf(dev.stacks.api, 'web').map(([, route]) => route);
    expect(routes).toHaveLength(ROUTES.length);
    const keys = routes.map((route) => route.Properties.RouteKey as string).sort();
    expect(keys).toEqual(ROUTES.map((route) => expectedRouteKey(route.method, route.path)).sort());
  });

  it('puts the JWT authorizer on every non-public route and none on public routes', () => {
    const { api } = dev.stacks;
    const template = Template.fromStack(api);
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    const routes = new Map(routesOf(api, 'web').map(([, route]) => [route.Properties.RouteKey, route.Properties]));
    expect(ROUTES.some((route) => route.auth === 'public')).toBe(true);
    for (const route of ROUTES) {
      const props = routes.get(expectedRouteKey(route.method, route.path));
      if (route.auth === 'public') {
        expect(props, route.id).toMatchObject({ AuthorizationType: 'NONE' });
        expect(props?.AuthorizerId, route.id).toBeUndefined();
      } else {
        expect(props, route.id).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      }
    }
  });

  it("checks tokens against the web client's audience", () => {
    const { api } = dev.stacks;
    Template.fromStack(api).hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [api.resolve(dev.stacks.auth.webClient.userPoolClientId)], Issuer: Match.anyValue() },
    });
  });

  it("sends each route to its resource's Lambda", () => {
    const { api } = dev.stacks;
    const template = Template.fromStack(api);
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    const functionOfIntegration = new Map(
      Object.entries(integrations).map(([id, integration]) => [id, integration.Properties.IntegrationUri['Fn::GetAtt'][0]]),
    );
    const routes = routesOf(api, 'web').map(([, route]) => route);
    for (const route of ROUTES) {
      const resource = routes.find((candidate) => candidate.Properties.RouteKey === expectedRouteKey(route.method, route.path));
      const integrationId = JSON.stringify(resource?.Properties.Target).match(/"Ref":"([^"]+)"/)?.[1] ?? '';
      expect(functionOfIntegration.get(integrationId), route.id).toBe(logicalId(api.functions[route.resource], api));
    }
    expect(Object.keys(api.functions).sort()).toEqual([...RESOURCES].sort());
  });

  it('serves the routes a team API key may call on the partner API, without an authorizer, on the same functions', () => {
    const { api } = dev.stacks;
    const template = Template.fromStack(api);
    const routes = routesOf(api, 'partner');
    expect(routes.map(([, route]) => route.Properties.RouteKey).sort()).toEqual(KEY_ROUTES.map((route) => expectedRouteKey(route.method, route.path)).sort());
    // The handler kit verifies the key on every call: the gateway lets the request through untouched.
    for (const [, route] of routes) expect(route.Properties.AuthorizerId, route.Properties.RouteKey).toBeUndefined();
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const keyRoute of KEY_ROUTES) {
      const found = routes.find(([, route]) => route.Properties.RouteKey === expectedRouteKey(keyRoute.method, keyRoute.path));
      const integrationId = JSON.stringify(found?.[1].Properties.Target).match(/"Ref":"([^"]+)"/)?.[1] ?? '';
      expect(integrations[integrationId]?.Properties.IntegrationUri['Fn::GetAtt'][0], keyRoute.id).toBe(logicalId(api.functions[keyRoute.resource], api));
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: logicalId(api.partnerApi, api) },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
    });
  });

  it('pins every function to Node 22 on arm64 with its own log group and the shared environment', () => {
    // Besides the resource functions, only aws-cdk-lib's AwsCustomResource singleton (the required-secret checks) and
    // the tile key's rotation function, which needs none of the shared settings (test/infra/tile-signing.test.ts).
    const rotation = logicalId(dev.stacks.api.tileSigning.rotation, dev.stacks.api);
    const functions = Object.fromEntries(
      Object.entries(Template.fromStack(dev.stacks.api).findResources('AWS::Lambda::Function')).filter(
        ([id]) => !id.startsWith('AWS679f53fac002430cb0da5b7982bd2287') && id !== rotation,
      ),
    );
    expect(Object.keys(functions)).toHaveLength(RESOURCES.length);
    for (const fn of Object.values(functions)) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.LoggingConfig.LogGroup).toBeDefined();
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        // Every setting the functions' configuration requires (functions/core/config.ts) is set explicitly.
        expect.arrayContaining([
          'TABLE_NAME',
          'USER_POOL_ID',
          'USER_POOL_CLIENT_ID',
          'STAGE',
          'NODE_OPTIONS',
          'APP_URL',
          'UPLOADS_BUCKET',
          'IMAGERY_CACHE_BUCKET',
          'INDEX_JOBS_QUEUE_URL',
          'WEATHER_PROVIDER',
          'STAC_API_URL',
          'STAC_COLLECTION',
          'PLACE_SEARCH_USER_AGENT',
        ]),
      );
    }
    Template.fromStack(dev.stacks.api).hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 7 });
    Template.fromStack(prod.stacks.api).hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('lets the health function probe exactly its dependencies: HeadBucket on uploads, the upload queue, SES GetAccount', () => {
    const { api, data } = dev.stacks;
    const roleId = logicalId(api.functions.health.role as IConstruct, api);
    const statements = Object.values(Template.fromStack(api).findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
      .filter((statement) => [statement.Action].flat().every((action) => !action.startsWith('dynamodb:')));
    expect(statements.flatMap((statement) => [statement.Action].flat()).sort()).toEqual(['s3:ListBucket', 'ses:GetAccount', 'sqs:GetQueueAttributes']);
    const resourceOf = (action: string) => JSON.stringify(statements.find((statement) => [statement.Action].flat().includes(action))?.Resource);
    expect(resourceOf('s3:ListBucket')).toContain(data.getLogicalId(data.buckets.uploads.node.defaultChild as CfnElement));
    expect(resourceOf('sqs:GetQueueAttributes')).toContain(data.getLogicalId(data.queues.fieldUploads.queue.node.defaultChild as CfnElement));
    expect(resourceOf('ses:GetAccount')).toBe('"*"');
    expect(JSON.stringify(Template.fromStack(api).toJSON())).toContain('FIELD_UPLOADS_QUEUE_URL');
  });

  it('grants read-only resources no write actions and writing resources their writes', () => {
    const { api } = dev.stacks;
    const readOnly = RESOURCES.filter((resource) => !ROUTES.some((route) => route.resource === resource && route.writes));
    expect(readOnly).toEqual(expect.arrayContaining(['health', 'tracking']));
    for (const resource of ['health', 'tracking'] as const) {
      const actions = actionsOf(api, api.functions[resource]);
      expect(actions, resource).toContain('dynamodb:Query');
      for (const write of [...WRITE_ACTIONS, 's3:PutObject', 'dynamodb:Scan']) expect(actions, resource).not.toContain(write);
    }
    expect(actionsOf(api, api.functions.fields)).toEqual(expect.arrayContaining([...WRITE_ACTIONS, 's3:PutObject']));
    // The staff user admin reaches Cognito; the crops resource does not.
    expect(actionsOf(api, api.functions.accounts)).toContain('cognito-idp:AdminDeleteUser');
    expect(actionsOf(api, api.functions.crops).some((action) => action.startsWith('cognito-idp:'))).toBe(false);
  });
  it('gives secret readers read access to their secrets only, read with the SDK (no region-bound layer)', () => {
    for (const app of [dev, prod]) {
      const functions = Template.fromStack(app.stacks.api).findResources('AWS::Lambda::Function');
      // The Parameters and Secrets extension is published in some regions only (a region map): no layers at all.
      for (const fn of Object.values(functions)) expect(fn.Properties.Layers).toBeUndefined();
      expect(JSON.stringify(Template.fromStack(app.stacks.api).toJSON().Mappings ?? {})).not.toContain('ParamsAndSecrets');
    }
    expect(actionsOf(prod.stacks.api, prod.stacks.api.functions.weather)).toContain('secretsmanager:GetSecretValue');
    expect(actionsOf(dev.stacks.api, dev.stacks.api.functions.weather)).not.toContain('secretsmanager:GetSecretValue');
    expect(actionsOf(dev.stacks.api, dev.stacks.api.functions.payments)).toContain('secretsmanager:GetSecretValue');
    expect(actionsOf(dev.stacks.api, dev.stacks.api.functions.crops)).not.toContain('secretsmanager:GetSecretValue');
    // The report (JSON from the fields function, PDF from the monitoring function beside the engine painting its
    // maps) reads the period's rainfall: both may read the weather key where the stage names one, and no other secret.
    const secretsOf = (app: FieldwatchApp, resource: 'monitoring' | 'fields') => {
      const { api } = app.stacks;
      const roleId = logicalId(api.functions[resource].role as IConstruct, api);
      return Object.values(Template.fromStack(api).findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
        .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('secretsmanager:')))
        .map((statement) => JSON.stringify(statement.Resource))
        .join(' ');
    };
    const weatherKey = prod.config.weather.apiKeySecretName as string;
    for (const resource of ['monitoring', 'fields'] as const) {
      expect(secretsOf(prod, resource)).toContain(weatherKey);
      expect(secretsOf(prod, resource)).not.toContain(prod.config.paystack.secretKeySecretName);
      expect(secretsOf(dev, resource)).not.toContain('open-meteo');
    }
    expect(dev.config.weather.apiKeySecretName).toBeUndefined();
  });

  it('fails the deploy, naming the secret, when a secret the stage names does not exist', () => {
    const checks = (app: FieldwatchApp) =>
      Object.entries(Template.fromStack(app.stacks.api).findResources('Custom::AWS')).map(([id, resource]) => ({
        id,
        create: JSON.stringify(resource.Properties.Create),
      }));
    for (const app of [dev, prod]) {
      const names = [app.config.paystack.secretKeySecretName, app.config.weather.apiKeySecretName].filter(Boolean) as string[];
      expect(checks(app)).toHaveLength(names.length);
      for (const name of names) {
        const check = checks(app).find((candidate) => candidate.create.includes(name));
        expect(check?.create).toContain('describeSecret');
        expect(check?.id).toContain(requiredSecretId(name));
      }
    }
    expect(requiredSecretId('fieldwatch/prod/open-meteo-api-key')).toBe('SecretFieldwatchProdOpenMeteoApiKeyMustExist');
  });

  it('grants s3:ListBucket with object reads, so a missing key is 404 NoSuchKey and not 403 AccessDenied', () => {
    const { api, jobs, data } = dev.stacks;
    const statementsOf = (stack: Stack, fn: IFunction) => {
      const roleId = logicalId(fn.role as IConstruct, stack);
      return Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>);
    };
    const readers: Array<[Stack, IFunction]> = [
      [api, api.functions.monitoring],
      [api, api.functions.fields],
      [jobs, jobs.fieldParser],
    ];
    for (const [stack, fn] of readers) {
      const statements = statementsOf(stack, fn);
      const reads = statements.filter((statement) => [statement.Action].flat().includes('s3:GetObject'));
      expect(reads.length, fn.node.path).toBeGreaterThan(0);
      for (const read of reads) {
        const bucketRef = JSON.stringify(read.Resource).match(/ImportValue":"([^"]+)"/)?.[1] ?? '';
        const listing = statements.find(
          (statement) => [statement.Action].flat().includes('s3:ListBucket') && JSON.stringify(statement.Resource).includes(bucketRef),
        );
        expect(listing, `${fn.node.path} ListBucket`).toBeDefined();
      }
    }
    // The tile cache's bucket in particular (the monitoring routes render tiles).
    expect(JSON.stringify(statementsOf(api, api.functions.monitoring))).toContain('s3:ListBucket');
    expect(data.buckets.imageryCache).toBeDefined();
  });
});

describe('jobs stack', () => {
  it('consumes every queue with partial batch failures and the defined batch sizes', () => {
    const { jobs } = dev.stacks;
    const template = Template.fromStack(jobs);
    const consumers = { fieldUploads: jobs.fieldParser, indexPlanning: jobs.indexPlanWorker, indexJobs: jobs.indexWorker, mail: jobs.outboxSender, userDeletion: jobs.userDeleter };
    for (const def of QUEUES) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: logicalId(consumers[def.key], jobs) },
        BatchSize: def.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        // The index workers' concurrency is a stage setting.
        ScalingConfig: { MaximumConcurrency: def.key === 'indexJobs' ? dev.config.lambda.indexWorkerConcurrency : def.maxConcurrency },
      });
    }
  });

  it('follows AWS advice for the index queue: visibility 6x the worker timeout, 5 receives; prod reserves worker concurrency', () => {
    const index = QUEUES.find((def) => def.key === 'indexJobs');
    expect(index?.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * dev.stacks.jobs.indexWorker.def.timeoutSeconds);
    expect(index?.maxReceiveCount).toBeGreaterThanOrEqual(5);
    const reserved = (app: FieldwatchApp) => {
      const { jobs } = app.stacks;
      return Template.fromStack(jobs).toJSON().Resources[logicalId(jobs.indexWorker, jobs)].Properties.ReservedConcurrentExecutions;
    };
    expect(reserved(prod)).toBe(prod.config.lambda.reservedConcurrency.indexWorker);
    expect(reserved(prod)).toBeGreaterThanOrEqual(prod.config.lambda.indexWorkerConcurrency);
    // Dev may run in an account with the default quota of 10, where any reservation fails the deploy.
    expect(reserved(dev)).toBeUndefined();
  });

  it('fans the schedule out to a planning queue with its DLQ: one message per team, planned by its own consumer', () => {
    const { data, jobs } = dev.stacks;
    const planning = QUEUES.find((def) => def.key === 'indexPlanning');
    expect(planning?.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * jobs.indexPlanWorker.def.timeoutSeconds);
    expect(planning?.maxReceiveCount).toBeGreaterThanOrEqual(5);
    const queues = Template.fromStack(data).toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
    const planningQueue = Object.entries(queues).find(
      ([, resource]) => resource.Type === 'AWS::SQS::Queue' && resource.Properties.VisibilityTimeout === planning?.visibilityTimeoutSeconds && 'RedrivePolicy' in resource.Properties && JSON.stringify(resource.Properties).includes('IndexPlanning'),
    );
    expect(planningQueue?.[1].Properties.RedrivePolicy).toMatchObject({ maxReceiveCount: planning?.maxReceiveCount });
    Template.fromStack(jobs).hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(jobs.indexPlanWorker, jobs) },
      ScalingConfig: { MaximumConcurrency: planning?.maxConcurrency },
    });
    // The schedule's run lists teams and sends planning messages; the consumer sends index jobs (and retries of a field).
    expect(actionsOf(jobs, jobs.indexPlanner)).toContain('sqs:SendMessage');
    expect(actionsOf(jobs, jobs.indexPlanner)).not.toContain('dynamodb:PutItem');
    expect(actionsOf(jobs, jobs.indexPlanWorker)).toContain('sqs:SendMessage');
    expect(JSON.stringify(Template.fromStack(jobs).toJSON().Resources[logicalId(jobs.indexPlanWorker, jobs)].Properties.Environment)).toContain('INDEX_PLANNING_QUEUE_URL');
  });

  it('runs the index planner on its schedule', () => {
    const { jobs } = dev.stacks;
    Template.fromStack(jobs).hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 */6 * * ? *)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(jobs.indexPlanner, jobs), 'Arn'] } })],
    });
  });

  it('settles the overdue upload jobs every 15 minutes, with the parser\'s grants and an alarm on its errors', () => {
    const { jobs } = dev.stacks;
    const template = Template.fromStack(jobs);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(*/15 * * * ? *)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(jobs.uploadSweeper, jobs), 'Arn'] } })],
    });
    const sweeper = template.toJSON().Resources[logicalId(jobs.uploadSweeper, jobs)];
    // Two sweeps never overlap: the function ends before the next run starts.
    expect(sweeper.Properties.Timeout).toBeLessThan(15 * 60);
    const actions = actionsOf(jobs, jobs.uploadSweeper);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:DeleteItem', 's3:GetObject']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('s3:PutObject');
    // Its only queue is where a failed run is kept (its on-failure destination).
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(`"${logicalId(jobs.uploadSweeper.role!, jobs)}"`),
    );
    const sqsStatements = policies
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('sqs:')));
    expect(sqsStatements.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(jobs.scheduledRunFailures, jobs), 'Arn'] }]);
    const errorAlarm = Object.values(template.findResources('AWS::CloudWatch::Alarm')).find(
      (alarm) => alarm.Properties.MetricName === 'Errors' && JSON.stringify(alarm.Properties.Dimensions).includes(logicalId(jobs.uploadSweeper, jobs)),
    );
    expect(errorAlarm).toBeDefined();
  });

  it('alarms on every DLQ and on Lambda errors, mailing the alarm address when there is one', () => {
    const dlqAlarms = (app: FieldwatchApp) =>
      Object.values(Template.fromStack(app.stacks.jobs).findResources('AWS::CloudWatch::Alarm')).filter(
        (alarm) => alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible',
      );
    // Each work queue's, and the failed scheduled runs'.
    expect(dlqAlarms(dev)).toHaveLength(QUEUES.length + 1);
    for (const alarm of dlqAlarms(dev)) {
      expect(alarm.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
    }
    const errorAlarms = Object.values(Template.fromStack(dev.stacks.jobs).findResources('AWS::CloudWatch::Alarm')).filter(
      (alarm) => alarm.Properties.MetricName === 'Errors',
    );
    // The job functions (parser, planner, plan worker, worker, subscription expiry, upload sweeper, outbox sender,
    // sweeper, user deleter and alert evaluator), one per API resource, the three triggers,
    // the tile key's rotation.
    expect(errorAlarms).toHaveLength(10 + RESOURCES.length + 3 + 1);
    Template.fromStack(dev.stacks.jobs).resourceCountIs('AWS::SNS::Subscription', 0);
    Template.fromStack(prod.stacks.jobs).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: prod.config.alarms.email,
    });
  });
});

describe('an operator can run the stage', () => {
  it('throttles each imagery route below the stage-wide limit, on the stage created after the routes', () => {
    const { api } = dev.stacks;
    const template = Template.fromStack(api);
    const stages = template.findResources('AWS::ApiGatewayV2::Stage');
    const stageId = logicalId(api.stage, api);
    const stage = stages[stageId];
    expect(stage?.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: dev.config.api.throttle.rateLimit, ThrottlingBurstLimit: dev.config.api.throttle.burstLimit },
    });
    const settings = stage?.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number }>;
    const imagery = ROUTES.filter((route) => route.resource === 'monitoring');
    expect(imagery.length).toBeGreaterThan(0);
    for (const route of imagery) {
      expect(settings[expectedRouteKey(route.method, route.path)], route.id).toMatchObject({
        ThrottlingRateLimit: dev.config.api.imageryThrottle.rateLimit,
      });
    }
    expect(dev.config.api.imageryThrottle.rateLimit).toBeLessThan(dev.config.api.throttle.rateLimit);
    // Per-route settings must name existing routes: each stage waits for every route of its API, and the partner
    // API's stage throttles only the imagery routes a key may call.
    const resources = template.toJSON().Resources;
    expect(resources[stageId].DependsOn).toEqual(expect.arrayContaining(routesOf(api, 'web').map(([id]) => id)));
    const partnerStageId = logicalId(api.partnerStage, api);
    const partnerRoutes = routesOf(api, 'partner');
    expect(resources[partnerStageId].DependsOn).toEqual(expect.arrayContaining(partnerRoutes.map(([id]) => id)));
    const partnerKeys = new Set(partnerRoutes.map(([, route]) => route.Properties.RouteKey));
    const partnerSettings = Object.keys(stages[partnerStageId]?.Properties.RouteSettings ?? {});
    expect(partnerSettings.length).toBeGreaterThan(0);
    for (const key of partnerSettings) expect(partnerKeys.has(key), key).toBe(true);
    Template.fromStack(dev.stacks.edge).resourceCountIs('AWS::ApiGatewayV2::Stage', 0);
  });

  it('grants nothing a function does not use', () => {
    const { api, jobs } = dev.stacks;
    expect(actionsOf(jobs, jobs.indexPlanner)).not.toContain('dynamodb:Scan');
    for (const fn of [...Object.values(api.functions), jobs.fieldParser, jobs.indexWorker, jobs.subscriptionExpiry]) {
      expect(actionsOf(fn.stack as Stack, fn), fn.node.path).not.toContain('dynamodb:Scan');
    }
    // Only the planner and the plan worker queue planning messages and index jobs; the functions that mail queue
    // on the mail outbox alone (test/infra/mail-outbox.test.ts).
    expect(actionsOf(jobs, jobs.indexPlanner)).toContain('sqs:SendMessage');
    expect(actionsOf(jobs, jobs.indexPlanWorker)).toContain('sqs:SendMessage');
    const silent = RESOURCES.filter((resource) => !RESOURCE_ACCESS[resource].sendsMail && !RESOURCE_ACCESS[resource].sendsTo).map((resource) => api.functions[resource]);
    for (const fn of silent) {
      expect(actionsOf(fn.stack as Stack, fn), fn.node.path).not.toContain('sqs:SendMessage');
    }
    // The fields function sends only a lost upload event, to the field parser's queue.
    const fieldsSends = Object.values(Template.fromStack(api).findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${logicalId(api.functions.fields.role ?? api.functions.fields, api)}"`))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
      .filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'))
      .map((statement) => JSON.stringify(statement.Resource));
    expect(fieldsSends).toHaveLength(1);
    expect(fieldsSends[0]).toContain('FieldUploads');
    // The parser and the worker send only to their own dead-letter queue (a message that does not parse goes there at once).
    const { data } = dev.stacks;
    for (const [fn, queue] of [[jobs.fieldParser, data.queues.fieldUploads], [jobs.indexWorker, data.queues.indexJobs]] as const) {
      const sendTargets = Object.values(Template.fromStack(jobs).findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${logicalId(fn.role ?? fn, jobs)}"`))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
        .filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'))
        .map((statement) => JSON.stringify(statement.Resource));
      expect(sendTargets, fn.node.path).toHaveLength(1);
      expect(sendTargets[0], fn.node.path).toContain(logicalId(queue.deadLetterQueue, data));
    }
    // The worker reads public imagery; no bucket of ours.
    expect(actionsOf(jobs, jobs.indexWorker).some((action) => action.startsWith('s3:'))).toBe(false);
    const cognito = (resource: 'accounts' | 'roles') =>
      actionsOf(api, api.functions[resource]).filter((action) => action.startsWith('cognito-idp:')).sort();
    expect(cognito('accounts')).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserPassword']);
    expect(cognito('roles')).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser']);
  });

  it('alarms on the API 5xx rate, throttles, durations near the timeout, old messages and table throttling; one dashboard', () => {
    const { jobs } = dev.stacks;
    const alarms = Object.values(Template.fromStack(jobs).findResources('AWS::CloudWatch::Alarm'));
    const named = (metricName: string) => alarms.filter((alarm) => alarm.Properties.MetricName === metricName);
    // The jobs (outbox sender and sweeper, user deleter, alert evaluator included), the API's resources, the Cognito triggers and the tile key's rotation.
    const functionCount = 10 + RESOURCES.length + 3 + 1;
    expect(named('Throttles')).toHaveLength(functionCount);
    const durations = named('Duration');
    expect(durations).toHaveLength(functionCount);
    for (const alarm of durations) expect(alarm.Properties.ExtendedStatistic).toBe('p99');
    const workerTimeout = jobs.indexWorker.def.timeoutSeconds * 1000;
    expect(durations.some((alarm) => alarm.Properties.Threshold === workerTimeout * 0.8)).toBe(true);
    expect(named('ApproximateAgeOfOldestMessage')).toHaveLength(QUEUES.length);
    const expressions = alarms.filter((alarm) => alarm.Properties.Metrics).map((alarm) => JSON.stringify(alarm.Properties.Metrics));
    expect(expressions.some((metrics) => metrics.includes('5xx') && metrics.includes('AWS/ApiGateway'))).toBe(true);
    expect(expressions.some((metrics) => metrics.includes('ReadThrottleEvents') && metrics.includes('WriteThrottleEvents'))).toBe(true);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions, JSON.stringify(alarm.Properties.AlarmDescription)).toHaveLength(1);
    Template.fromStack(jobs).resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    Template.fromStack(jobs).hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'fieldwatch-dev' });
  });
});

describe('web ACL on CloudFront', () => {
  const withWaf = (region: string) =>
    build('dev', { webDistDir, overrides: { env: { account: '111111111111', region }, waf: { requestsPerFiveMinutesPerIp: 2000, tileRequestsPerFiveMinutesPerIp: 10000 } } });
  let inUsEast: FieldwatchApp;
  let inEuWest: FieldwatchApp;
  beforeAll(() => {
    inUsEast = withWaf('us-east-1');
    inEuWest = withWaf('eu-west-1');
  });
  afterAll(() => {
    for (const built of [inUsEast, inEuWest]) if (built) rmSync(built.app.outdir, { recursive: true, force: true });
  });

  const expectEdgeAcl = (template: Template) => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({ Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' } } }),
        Match.objectLike({ Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' } } }),
        Match.objectLike({ Statement: { RateBasedStatement: { Limit: 2000, AggregateKeyType: 'IP' } }, Action: { Block: {} } }),
      ]),
    });
  };
  const webAclIdOf = (app: FieldwatchApp) =>
    (Object.values(Template.fromStack(app.stacks.edge).findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId;

  it('puts the ACL in the edge stack of a stage in us-east-1 and attaches it to the distribution', () => {
    const template = Template.fromStack(inUsEast.stacks.edge);
    expectEdgeAcl(template);
    const [aclId] = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
    expect(webAclIdOf(inUsEast)).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(inUsEast.stacks.waf).toBeUndefined();
  });

  it('puts it in a us-east-1 stack of its own for a stage elsewhere, referenced across regions', () => {
    const waf = inEuWest.stacks.waf;
    expect(waf?.region).toBe('us-east-1');
    expect(waf?.stackName).toBe('fieldwatch-dev-waf');
    expectEdgeAcl(Template.fromStack(waf as Stack));
    Template.fromStack(inEuWest.stacks.edge).resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(webAclIdOf(inEuWest)).toBeDefined();
    expect(inEuWest.stacks.edge.dependencies).toContain(waf);
  });

  it('gives the stock stages an ACL from the CLI\'s region, and leaves it out only where no region is known', () => {
    // `cdk deploy` from infra/app.ts: the stage pins no region, the CLI's credentials name one.
    const deployed = build('prod', { defaultEnv: { account: '111111111111', region: 'af-south-1' }, context: PROD_DEPLOYER_CONTEXT });
    try {
      expect(deployed.stacks.edge.region).toBe('af-south-1');
      expect(deployed.stacks.waf?.region).toBe('us-east-1');
      Template.fromStack(deployed.stacks.waf as Stack).hasResourceProperties('AWS::WAFv2::WebACL', {
        Scope: 'CLOUDFRONT',
        Rules: Match.arrayWith([Match.objectLike({ Statement: { RateBasedStatement: { Limit: 5000, AggregateKeyType: 'IP' } } })]),
      });
      expect(webAclIdOf(deployed)).toBeDefined();
    } finally {
      rmSync(deployed.app.outdir, { recursive: true, force: true });
    }
    // An environment-agnostic synth (no credentials) cannot place it.
    Template.fromStack(dev.stacks.edge).resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(webAclIdOf(dev)).toBeUndefined();
    expect(dev.stacks.waf).toBeUndefined();
  });
});

describe('web stack', () => {
  type Behaviour = {
    PathPattern?: string;
    CachePolicyId: unknown;
    OriginRequestPolicyId?: string;
    AllowedMethods?: string[];
    FunctionAssociations?: Array<{ FunctionARN: { 'Fn::GetAtt': [string, string] } }>;
  };
  const distributionOf = (app: FieldwatchApp) => {
    const [distribution] = Object.values(Template.fromStack(app.stacks.edge).findResources('AWS::CloudFront::Distribution'));
    return distribution?.Properties.DistributionConfig as {
      DefaultCacheBehavior: Behaviour;
      CacheBehaviors: Behaviour[];
      CustomErrorResponses?: unknown;
      Aliases?: string[];
    };
  };
  const functionCode = (app: FieldwatchApp, behaviour: Behaviour): ((event: unknown) => { uri: string }) => {
    const id = behaviour.FunctionAssociations?.[0]?.FunctionARN['Fn::GetAtt'][0] ?? '';
    const code = Template.fromStack(app.stacks.edge).toJSON().Resources[id].Properties.FunctionCode as string;
    return new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
  };
  const viewerRequest = (uri: string) => ({ request: { uri } });

  it('sends the stage\'s generated origin secret to the API origins only, and gives it to the API functions that check it', () => {
    const { edge, api, jobs } = dev.stacks;
    const template = Template.fromStack(edge);
    const [secretId] = Object.keys(template.findResources('AWS::SecretsManager::Secret'));
    expect(secretId).toBeDefined();
    template.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 48 }) });
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig as {
      Origins: Array<{ Id: string; S3OriginConfig?: unknown; CustomOriginConfig?: unknown; OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }> }>;
    };
    const apiOrigins = config.Origins.filter((origin) => origin.CustomOriginConfig);
    // /api/* and /tiles/* (its own origin path).
    expect(apiOrigins).toHaveLength(2);
    for (const origin of apiOrigins) {
      const header = origin.OriginCustomHeaders?.find((candidate) => candidate.HeaderName === ORIGIN_SECRET_HEADER);
      expect(JSON.stringify(header?.HeaderValue), origin.Id).toContain(secretId as string);
      expect(JSON.stringify(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
    }
    // The site bucket's origin never sees it.
    for (const origin of config.Origins.filter((candidate) => candidate.S3OriginConfig)) expect(origin.OriginCustomHeaders).toBeUndefined();
    for (const fn of Object.values(api.functions)) {
      const environment = Template.fromStack(api).toJSON().Resources[logicalId(fn, api)].Properties.Environment.Variables as Record<string, unknown>;
      expect(JSON.stringify(environment[ENV.originSecret]), fn.node.path).toContain('{{resolve:secretsmanager:');
    }
    const parser = Template.fromStack(jobs).toJSON().Resources[logicalId(jobs.fieldParser, jobs)].Properties.Environment.Variables as Record<string, unknown>;
    expect(parser[ENV.originSecret]).toBeUndefined();
  });

  it('serves the SPA by default, /api/* uncached and compressed from the API and /tiles/* with a long path+query cache', () => {
    const config = distributionOf(dev);
    expect(config.DefaultCacheBehavior).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https' });
    const api = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/*');
    expect(api).toMatchObject({
      Compress: true,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    });
    // Compression needs Accept-Encoding in the cache policy; nothing is cached without the answer's own
    // Cache-Control (default TTL 0), and then per caller.
    const policies = Template.fromStack(dev.stacks.edge).findResources('AWS::CloudFront::CachePolicy');
    const apiPolicyId = (api as { CachePolicyId: { Ref?: string } }).CachePolicyId.Ref ?? '';
    expect(policies[apiPolicyId]?.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 1,
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
    const tiles = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/tiles/*');
    expect(tiles).toBeDefined();
    Template.fromStack(dev.stacks.edge).hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 30 * 24 * 3600,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
    // Distribution-wide 403/404 -> index.html would also swallow the API's own 403/404 answers.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('falls back to index.html for client routes and strips trailing slashes before the API', () => {
    const config = distributionOf(dev);
    const spa = functionCode(dev, config.DefaultCacheBehavior);
    expect(spa(viewerRequest('/fields/12')).uri).toBe('/index.html');
    expect(spa(viewerRequest('/reset-password/ZW1haWxAeC5jb20.123456')).uri).toBe('/index.html');
    expect(spa(viewerRequest('/assets/index-abc123.js')).uri).toBe('/assets/index-abc123.js');
    expect(spa(viewerRequest('/config.json')).uri).toBe('/config.json');
    const api = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/*') as Behaviour;
    const strip = functionCode(dev, api);
    expect(strip(viewerRequest('/api/field/create/')).uri).toBe('/api/field/create');
    expect(strip(viewerRequest('/api/field/crop/1')).uri).toBe('/api/field/crop/1');
  });

  it('uses the custom domain with TLS 1.2 in prod', () => {
    expect(distributionOf(prod).Aliases).toEqual([prod.config.web.domain?.name]);
    Template.fromStack(prod.stacks.edge).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
  });

  it('deploys the built web app and a config.json the web can parse, and skips both without a build', () => {
    Template.fromStack(dev.stacks.web).resourceCountIs('Custom::CDKBucketDeployment', 2);
    const parsed = WebConfig.safeParse(dev.stacks.web.webConfig);
    expect(parsed.success).toBe(true);
    expect(dev.stacks.web.webConfig).toMatchObject({ stage: 'dev', googleEnabled: false });

    Template.fromStack(devWithoutWeb.stacks.web).resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(devWithoutWeb.stacks.web).hasWarning('*', Match.stringLikeRegexp('No web build'));
  });
});
