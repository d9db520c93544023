import { CfnOutput, type RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpAuthorizer, HttpAuthorizerType, HttpStage, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, IConstruct } from 'constructs';
import { KEY_ROUTES } from '../../shared/api/partner-routes';
import { RESOURCES, ROUTES, type Resource, type RouteDef } from '../../shared/api/routes';
import { AppFunction, type FunctionDefaults } from '../constructs/app-function';
import type { DeadLetteredQueue } from '../constructs/dead-lettered-queue';
import { type Access, grantObjects, grantStatsTable, grantTable } from '../constructs/grants';
import { gatewayRouteKey, HttpRoutes } from '../constructs/http-routes';
import { RequiredSecret } from '../constructs/required-secret';
import { NAG_REASONS } from '../constructs/nag-reasons';
import { TileSigningSecret } from '../constructs/tile-signing-secret';
import { API_FUNCTIONS, type BucketKey, ENV, type QueueKey } from '../definitions';
import type { StageConfig } from '../stages';
import { functionEnvironment } from './function-environment';

/** What a resource Lambda may reach besides its table access (which the route table's `writes` decides). */
export interface ResourceAccess {
  /** GET routes that fill a cache in the table (weather per grid cell and day, index statistics per scene). */
  cachesInTable?: boolean;
  /** The index statistics' table: read, computed and stored on request, deleted with a field or a team. */
  statistics?: Access;
  buckets?: Partial<Record<BucketKey, Access>>;
  sendsTo?: QueueKey[];
  /** The Cognito admin actions the resource calls (without the `cognito-idp:` prefix). */
  cognitoAdmin?: CognitoAdminAction[];
  /** Sends e-mail: queues it on the outbox (the outbox sender alone talks to SES). */
  sendsMail?: boolean;
  secrets?: Array<'paystack' | 'weather'>;
  /** Signs or verifies tile links: reads the stage's tile signing secret (and only those functions are told its ARN). */
  signsTiles?: boolean;
  /** Probes the stage's dependencies (GET /health/): HeadBucket on the uploads bucket, the upload queue's attributes, SES GetAccount. */
  probesDependencies?: boolean;
}

export const RESOURCE_ACCESS: Record<Resource, ResourceAccess> = {
  health: { probesDependencies: true },
  // Staff user admin deletes identities (the rest of a deleted user goes in the background: it queues the deletion);
  // invitations look a user up and create one; a reset link sets the password it was mailed for.
  // Exports too large for an answer (payments, subscriptions) are written to the exports bucket and linked.
  accounts: { cognitoAdmin: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'], sendsMail: true, sendsTo: ['userDeletion'], buckets: { exports: 'readWrite' } },
  roles: { cognitoAdmin: ['AdminGetUser', 'AdminCreateUser'], sendsMail: true },
  tracking: {},
  // A deleted field's cached tiles go with it.
  // The field report and the selected-fields summary read weather (history, forecast): the source's key on a cache miss.
  fields: {
    statistics: 'readWrite',
    buckets: { uploads: 'readWrite', imageryCache: 'readWrite', exports: 'readWrite' },
    secrets: ['weather'],
    // A poll of an upload whose S3 event was lost sends it on to the parser (functions/core/fields/lost-upload-event.ts).
    sendsTo: ['fieldUploads'],
  },
  crops: {},
  // The report PDF (its maps are painted here) reads the period's rainfall: the weather source's key on a cache miss.
  monitoring: { statistics: 'readWrite', cachesInTable: true, buckets: { imageryCache: 'readWrite' }, signsTiles: true, secrets: ['weather'] },
  weather: { cachesInTable: true, secrets: ['weather'] },
  activities: { sendsMail: true, buckets: { exports: 'readWrite' } },
  // The landing page's contact form is mailed to support.
  'system-setup': { sendsMail: true },
  payments: { secrets: ['paystack'] },
  // Alerts read the fields' weather (the source's key on a cache miss) and index statistics; a new phone number's
  // code goes out by SMS through the outbox.
  alerts: { statistics: 'read', cachesInTable: true, sendsMail: true, secrets: ['weather'] },
  // Scouting notes' photos are put and read through presigned URLs on the uploads bucket; a large export is linked.
  scouting: { buckets: { uploads: 'readWrite', exports: 'readWrite' } },
  // Zone layers are precomputed by the imagery worker; the Lambda reads them.
  zones: { statistics: 'read' },
  // API keys live in the table (hashed); the OpenAPI document is built from the route table in the function.
  partners: {},
  // A share link's public page reads what monitoring reads for the fields it shows (series, signed tiles, the report
  // with its rainfall), computed and cached the same way.
  sharing: { statistics: 'readWrite', cachesInTable: true, buckets: { imageryCache: 'readWrite' }, signsTiles: true, secrets: ['weather'] },
};

type CognitoAdminAction = 'AdminGetUser' | 'AdminCreateUser' | 'AdminDeleteUser' | 'AdminSetUserPassword';

/** Table access of a resource: read-only when none of its routes writes and it keeps no cache in the table. */
export function tableAccess(resource: Resource): Access {
  const writes = ROUTES.some((route) => route.resource === resource && route.writes);
  return writes || RESOURCE_ACCESS[resource].cachesInTable ? 'readWrite' : 'read';
}

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  functionDefaults: FunctionDefaults;
  table: ITableV2;
  statsTable: ITableV2;
  buckets: Record<BucketKey, IBucket>;
  queues: Record<QueueKey, DeadLetteredQueue>;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  /** The edge stack's HTTP API: this stack adds the routes, the authorizer and the functions. */
  httpApi: IHttpApi;
  appUrl: string;
  /** The header value CloudFront adds: the functions refuse a request without it. */
  originSecret: string;
}

/** The HTTP API: a Cognito JWT authorizer, one Lambda per resource, one route per route-table entry. */
export class ApiStack extends Stack {
  readonly httpApi: IHttpApi;
  readonly stage: HttpStage;
  /**
   * The partner API: the routes a team API key may call (KEY_ROUTES, from the route table), at the same paths and on
   * the same functions as the web app's, on an HTTP API of their own without an authorizer: API Gateway's JWT
   * authorizer cannot verify a key, so the handler kit does, on every call (hash lookup, team, scope, rate limit).
   * A call without a key finds no caller there and is refused.
   */
  readonly partnerApi: HttpApi;
  readonly partnerStage: HttpStage;
  readonly functions: Record<Resource, AppFunction>;
  readonly tileSigning: TileSigningSecret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    assertUniqueRouteKeys();

    this.httpApi = props.httpApi;

    // The web client's tokens carry this client id as audience (ID token) or client_id (access token). Built here,
    // not through HttpUserPoolAuthorizer, which would place it in the API's (edge) stack: a cycle with the pool.
    const cognitoAuthorizer = new HttpAuthorizer(this, 'CognitoAuthorizer', {
      httpApi: this.httpApi,
      type: HttpAuthorizerType.JWT,
      authorizerName: 'CognitoAuthorizer',
      identitySource: ['$request.header.Authorization'],
      jwtAudience: [props.webClient.userPoolClientId],
      jwtIssuer: `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
    });
    const authorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'CognitoAuthorizerRef', {
      authorizerId: cognitoAuthorizer.authorizerId,
      authorizerType: HttpAuthorizerType.JWT,
    });

    this.tileSigning = new TileSigningSecret(this, 'TileSigning', {
      stage: config.name,
      functionDefaults: props.functionDefaults,
      rotationDays: config.tileSigning.rotationDays,
    });
    const environment = functionEnvironment(props);
    const functions: Partial<Record<Resource, AppFunction>> = {};
    const routes: HttpRoutes[] = [];
    this.partnerApi = new HttpApi(this, 'PartnerApi', { description: `FieldWatch ${config.name} partner API (team API keys)`, createDefaultStage: false });
    const partnerRoutes: HttpRoutes[] = [];
    for (const resource of RESOURCES) {
      const fn = new AppFunction(this, `${pascal(resource)}Function`, {
        def: API_FUNCTIONS[resource],
        defaults: props.functionDefaults,
        environment: RESOURCE_ACCESS[resource].signsTiles
          ? { ...environment, [ENV.tileSigningSecret]: this.tileSigning.secret.secretArn }
          : environment,
      });
      this.grantResourceAccess(resource, fn, props);
      routes.push(new HttpRoutes(this, `${pascal(resource)}Routes`, { httpApi: this.httpApi, resource, handler: fn, authorizer }));
      const keyRoutes = KEY_ROUTES.filter((route) => route.resource === resource);
      if (keyRoutes.length > 0) {
        partnerRoutes.push(new HttpRoutes(this, `${pascal(resource)}PartnerRoutes`, { httpApi: this.partnerApi, resource, handler: fn, authorizer: null, routes: keyRoutes }));
      }
      functions[resource] = fn;
    }
    this.functions = functions as Record<Resource, AppFunction>;
    this.stage = this.defaultStage(this.httpApi, { stage: 'DefaultStage', logs: 'AccessLogs' }, ROUTES, config, props.functionDefaults.logRemovalPolicy, routes);
    this.partnerStage = this.defaultStage(this.partnerApi, { stage: 'PartnerDefaultStage', logs: 'PartnerAccessLogs' }, KEY_ROUTES, config, props.functionDefaults.logRemovalPolicy, partnerRoutes);
    new CfnOutput(this, 'PartnerApiEndpoint', { value: this.partnerApi.apiEndpoint, description: 'Base URL of the partner API (team API keys): the same /api/... paths as the web app.' });
    const named = new Set(RESOURCES.flatMap((resource) => secretNames(resource, config).map(([, name]) => name)));
    for (const name of named) new RequiredSecret(this, name);
  }

  /**
   * The $default stage of an HTTP API (the web app's or the partner API's), auto-deployed, with access logs, the stage-wide throttle and a tighter one on each imagery
   * route: tiles and index statistics read Sentinel-2 and render, so a burst there cannot take the stage's budget.
   * Created after the routes, since per-route settings must name existing route keys.
   */
  private defaultStage(
    httpApi: IHttpApi,
    ids: { stage: string; logs: string },
    served: readonly RouteDef[],
    config: StageConfig,
    removalPolicy: RemovalPolicy,
    after: IConstruct[],
  ): HttpStage {
    const accessLogs = new LogGroup(this, ids.logs, { retention: config.logs.retention, removalPolicy });
    const stage = new HttpStage(this, ids.stage, {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.api.throttle.rateLimit, burstLimit: config.api.throttle.burstLimit },
    });
    for (const construct of after) stage.node.addDependency(construct);
    const cfn = stage.node.defaultChild as CfnStage;
    cfn.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        time: '$context.requestTime',
        method: '$context.httpMethod',
        path: '$context.path',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latencyMs: '$context.responseLatency',
        integrationError: '$context.integrationErrorMessage',
        authorizerError: '$context.authorizer.error',
        sub: '$context.authorizer.claims.sub',
      }),
    };
    cfn.routeSettings = Object.fromEntries(
      IMAGERY_ROUTES()
        .filter((route) => served.includes(route))
        .map((route) => [
        gatewayRouteKey(route),
        // RouteSettings is raw JSON to CloudFormation: its own property names.
        { ThrottlingRateLimit: config.api.imageryThrottle.rateLimit, ThrottlingBurstLimit: config.api.imageryThrottle.burstLimit },
      ]),
    );
    return stage;
  }

  private grantResourceAccess(resource: Resource, fn: AppFunction, props: ApiStackProps): void {
    const access = RESOURCE_ACCESS[resource];
    grantTable(props.table, fn, tableAccess(resource));
    if (access.statistics) grantStatsTable(props.statsTable, fn, access.statistics);
    for (const [key, bucketAccess] of Object.entries(access.buckets ?? {}) as Array<[BucketKey, Access]>) {
      grantObjects(props.buckets[key], fn, bucketAccess);
    }
    for (const key of access.sendsTo ?? []) props.queues[key].queue.grantSendMessages(fn);
    // A staff route reads its caller's MFA setting where the stage requires two-step sign-in for staff.
    const staffMfa = props.config.auth.staffMfa === 'required' && ROUTES.some((route) => route.resource === resource && route.auth === 'staff');
    const cognitoAdmin = new Set([...(access.cognitoAdmin ?? []), ...(staffMfa ? (['AdminGetUser'] as const) : [])]);
    if (cognitoAdmin.size > 0) {
      const actions = [...cognitoAdmin].map((action) => `cognito-idp:${action}`);
      fn.addToRolePolicy(new PolicyStatement({ actions, resources: [props.userPool.userPoolArn] }));
    }
    if (access.sendsMail) props.queues.mail.queue.grantSendMessages(fn);
    if (access.signsTiles) this.tileSigning.grantRead(fn);
    if (access.probesDependencies) {
      // HeadBucket is authorised by s3:ListBucket; GetAccount has no resource to scope to.
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.buckets.uploads.bucketArn] }));
      fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: [props.queues.fieldUploads.queue.queueArn] }));
      fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
      Validations.of(fn).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: NAG_REASONS.sesGetAccount });
    }
    for (const [secret, name] of secretNames(resource, props.config)) {
      Secret.fromSecretNameV2(this, `${pascal(resource)}${pascal(secret)}Secret`, name).grantRead(fn);
    }
  }
}

/** The Secrets Manager names a resource reads in this stage (a secret the stage does not configure is skipped). */
function secretNames(resource: Resource, config: StageConfig): Array<[string, string]> {
  const names = { paystack: config.paystack.secretKeySecretName, weather: config.weather.apiKeySecretName };
  return (RESOURCE_ACCESS[resource].secrets ?? []).flatMap((secret) => {
    const name = names[secret];
    return name ? [[secret, name] as [string, string]] : [];
  });
}

/** The routes that read Sentinel-2 imagery (tiles, index series, farm values): the monitoring resource's and a share link's. */
export const IMAGERY_ROUTES = () => ROUTES.filter((route) => route.resource === 'monitoring' || route.shared === true);

function assertUniqueRouteKeys(): void {
  const seen = new Map<string, string>();
  for (const route of ROUTES) {
    const key = gatewayRouteKey(route);
    const other = seen.get(key);
    if (other) throw new Error(`Routes ${other} and ${route.id} map to the same API Gateway route ${key}`);
    seen.set(key, route.id);
  }
}

const pascal = (key: string) => key.replace(/(^|-)(\w)/g, (_, __, char: string) => char.toUpperCase());
