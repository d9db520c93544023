import { App } from 'aws-cdk-lib';
import { buildApp } from './app-builder';

/** `cdk synth|deploy -c stage=NAME` (default dev); stages are defined in infra/stages.ts. */
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
buildApp(stage, { app });
app.synth();
