import { App } from 'aws-cdk-lib';
import { buildApp } from './app-builder';

/**
 * `cdk synth|deploy -c stage=NAME` (default dev); stages are defined in infra/stages.ts. A stage that pins no
 * account/region deploys to the CLI's (its credentials and profile), resolved here so the stage's CloudFront web
 * ACL can be placed in us-east-1 beside it. The deployer's settings (domain, certificate, mail sender, alarm and
 * support addresses: infra/deployer-settings.ts) come from the context (`-c name=value`, cdk.context.json) or the
 * FIELDWATCH_* environment variables; a stage synthesizes only with those it requires.
 */
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
buildApp(stage, {
  app,
  environment: process.env,
  defaultEnv: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
