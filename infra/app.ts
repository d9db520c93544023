import { App } from 'aws-cdk-lib';
import { buildApp } from './app-builder';
import { MissingDeployerSettingsError } from './deployer-settings';

/**
 * `cdk synth|deploy -c stage=NAME` (default dev); stages are defined in infra/stages.ts. A stage that pins no
 * account/region deploys to the CLI's (its credentials and profile), resolved here so the stage's CloudFront web
 * ACL can be placed in us-east-1 beside it. The deployer's settings (domain, certificate, mail sender, alarm and
 * support addresses: infra/deployer-settings.ts) come from the context (`-c name=value`, cdk.context.json) or the
 * FIELDWATCH_* environment variables; a stage synthesizes only with those it requires.
 */
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
try {
  buildApp(stage, {
    app,
    environment: process.env,
    defaultEnv: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });
} catch (error) {
  // The message names each missing setting and how to give it: a stack trace would only bury it.
  if (!(error instanceof MissingDeployerSettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
app.synth();
