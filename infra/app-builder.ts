import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, AspectPriority, Aspects, CrossStackReferences, ReferenceStrength, RemovalPolicy, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { FunctionDefaults } from './constructs/app-function';
import { suppressCdkInternals } from './constructs/cdk-internals-nag';
import { FunctionLogRetention } from './constructs/function-log-retention';
import { warnWithoutProductMail } from './constructs/product-mail-warning';
import { FindingPatternAcknowledgements } from './constructs/nag-patterns';
import { readDeployerSettings, resolveStage } from './deployer-settings';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { ChecksStack, deployChecksOf } from './stacks/checks-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';
import { JobsStack } from './stacks/jobs-stack';
import { WafStack } from './stacks/waf-stack';
import { WebStack } from './stacks/web-stack';
import { type DeepPartial, type StageConfig, type StageDefinition, stageDefinition } from './stages';

/** The repository root (this file lives in infra/). */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BuildAppOptions {
  /** The CLI's App; without it a new App gets cdk.json's context plus `context`. */
  app?: App;
  context?: Record<string, unknown>;
  /** Merged into the named stage's config (tests: a Google client, another domain, ...). */
  overrides?: DeepPartial<StageDefinition>;
  /**
   * Where the deployer's settings (infra/deployer-settings.ts) are looked up after the App's context: infra/app.ts
   * passes `process.env`; tests give the settings as context instead.
   */
  environment?: Readonly<Record<string, string | undefined>>;
  /** Where the built web app is looked for; defaults to web/dist. */
  webDistDir?: string;
  projectRoot?: string;
  /**
   * Account and region for a stage that pins none: the CLI's (CDK_DEFAULT_ACCOUNT/REGION, see infra/app.ts), so a
   * deploy knows its region and can place the stage's web ACL. Without either, the stacks stay environment-agnostic
   * and a stage's `waf` cannot be placed (a synth without credentials, as in tests): it is left out.
   */
  defaultEnv?: { account?: string; region?: string };
}

export interface FieldwatchApp {
  app: App;
  config: StageConfig;
  stacks: {
    data: DataStack;
    edge: EdgeStack;
    auth: AuthStack;
    api: ApiStack;
    jobs: JobsStack;
    web: WebStack;
    waf?: WafStack;
    /** The account checks every other stack waits for; absent when the stage has nothing to check. */
    checks?: ChecksStack;
  };
}

/** The context cdk.json gives the CLI (feature flags), for Apps built outside the CLI (tests). */
export function cdkJsonContext(projectRoot = PROJECT_ROOT): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/**
 * Builds one stage: data -> edge -> auth -> api -> jobs -> web (the edge stack holds the HTTP API and CloudFront, so
 * the stage's own URL is known to the stacks that mail links or redirect), cross-stack values passed as props, cdk-nag's AWS Solutions
 * checks on everything. `infra/app.ts` calls it for the CLI; tests call it with their own context and overrides.
 */
export function buildApp(stageName: string, options: BuildAppOptions = {}): FieldwatchApp {
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const app = options.app ?? new App({ context: { ...cdkJsonContext(projectRoot), ...options.context } });
  // The deployer's settings (domain, certificate, mail sender, alarm and support addresses): never committed.
  const settings = readDeployerSettings((name) => app.node.tryGetContext(name), options.environment);
  const config = resolveStage(stageDefinition(stageName, options.overrides), settings);
  const env = config.env ?? (options.defaultEnv?.region ? options.defaultEnv : undefined);

  const stackProps = (part: string, description: string): StackProps & { config: StageConfig } => ({
    config,
    env,
    stackName: `fieldwatch-${config.name}-${part}`,
    description: `FieldWatch ${config.name}: ${description}`,
    terminationProtection: config.retainData,
  });
  const id = (part: string) => `fieldwatch-${config.name}-${part}`;
  const functionDefaults: FunctionDefaults = {
    projectRoot,
    stage: config.name,
    logRetention: config.logs.retention,
    logRemovalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    tracing: config.lambda.tracing,
    logLevel: config.lambda.logLevel,
    memoryMb: config.lambda.memoryMb,
  };

  const needsChecks = Object.keys(deployChecksOf(config)).length > 0;
  const checks = needsChecks
    ? new ChecksStack(app, id('checks'), { ...stackProps('checks', 'account checks before a deploy'), functionDefaults })
    : undefined;
  const data = new DataStack(app, id('data'), stackProps('data', 'table, buckets, queues'));
  // CloudFront's web ACL can only be created in us-east-1: a stage pinned elsewhere gets it from its own stack there.
  const region = env?.region;
  const waf =
    config.waf && region && region !== 'us-east-1'
      ? new WafStack(app, id('waf'), {
          ...stackProps('waf', 'CloudFront web ACL (us-east-1)'),
          env: { account: env.account, region: 'us-east-1' },
          crossRegionReferences: true,
          limits: config.waf,
        })
      : undefined;
  const edge = new EdgeStack(app, id('edge'), {
    ...stackProps('edge', 'HTTP API and CloudFront distribution'),
    ...(waf ? { crossRegionReferences: true, webAclArn: waf.webAclArn } : {}),
  });
  const auth = new AuthStack(app, id('auth'), {
    ...stackProps('auth', 'Cognito user pool, web client, triggers'),
    functionDefaults,
    table: data.table,
    appUrl: edge.appUrl,
  });
  warnWithoutProductMail(auth, config);
  // Cross-stack references are weak by default (cdk.json): a consumer reads the producer's output only when something
  // else of it changes. The api, jobs and web stacks import the pool and its client instead, so a replaced pool or
  // client fails its deploy rather than leaving them on the old one (every token refused).
  for (const producer of [auth.userPool, auth.webClient]) CrossStackReferences.of(producer).produce(ReferenceStrength.STRONG);
  const shared = {
    functionDefaults,
    table: data.table,
    statsTable: data.statsTable,
    buckets: data.buckets,
    queues: data.queues,
    userPool: auth.userPool,
    webClient: auth.webClient,
    appUrl: edge.appUrl,
  };
  const api = new ApiStack(app, id('api'), {
    ...stackProps('api', 'API routes and resource Lambdas'),
    ...shared,
    httpApi: edge.httpApi,
    originSecret: edge.originSecret,
  });
  const jobs = new JobsStack(app, id('jobs'), {
    ...stackProps('jobs', 'field parser, index planner and worker, alarms'),
    ...shared,
    httpApi: edge.httpApi,
    alarmedFunctions: {
      ...Object.fromEntries(Object.values(api.functions).map((fn) => [`Api-${fn.def.name}`, fn])),
      ...Object.fromEntries(Object.values(auth.triggers).map((fn) => [`Trigger-${fn.def.name}`, fn])),
      [`Rotation-${api.tileSigning.rotation.def.name}`]: api.tileSigning.rotation,
    },
  });
  const web = new WebStack(app, id('web'), {
    ...stackProps('web', 'web app content and config'),
    webDistDir: options.webDistDir ?? join(projectRoot, 'web', 'dist'),
    distribution: edge.distribution,
    siteBucket: edge.siteBucket,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.webClient.userPoolClientId,
    googleEnabled: auth.googleEnabled,
    oauthDomain: auth.oauthDomain,
  });

  const stacks = { data, edge, auth, api, jobs, web, ...(waf ? { waf } : {}), ...(checks ? { checks } : {}) };
  for (const stack of Object.values(stacks)) suppressCdkInternals(stack);
  // A check that does not hold fails the deploy before any other stack of the stage changes.
  if (checks) for (const stack of Object.values(stacks)) if (stack !== checks) stack.addStackDependency(checks);
  // CDK's own functions (custom resource providers, bucket deployment) keep their logs as long as the product's.
  Aspects.of(app).add(new FunctionLogRetention(functionDefaults.logRetention, functionDefaults.logRemovalPolicy), { priority: AspectPriority.MUTATING });
  Tags.of(app).add('project', 'fieldwatch');
  Tags.of(app).add('stage', config.name);
  // The pattern acknowledgements must run before cdk-nag reads the acknowledgements.
  Validations.of(app).addPlugins(new FindingPatternAcknowledgements(app), new AwsSolutionsChecks(app, { verbose: true }));
  return { app, config, stacks };
}
