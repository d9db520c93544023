import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { WebConfig } from '../../shared/api/web-config';
import type { StageConfig } from '../stages';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  /** The built web app (`vite build` output); deployed only when it exists at synth time. */
  webDistDir: string;
  /** The edge stack's distribution and private site bucket. */
  distribution: IDistribution;
  siteBucket: IBucket;
  userPoolId: string;
  userPoolClientId: string;
  googleEnabled: boolean;
  /** Hosted UI domain (no scheme); published to the web only when Google sign-in is on. */
  oauthDomain?: string;
}

/** The web app's content: the built SPA and its config.json, deployed into the edge stack's site bucket. */
export class WebStack extends Stack {
  readonly webConfig: WebConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.webConfig = {
      stage: props.config.name,
      region: this.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      googleEnabled: props.googleEnabled,
      ...(props.googleEnabled && props.oauthDomain ? { oauthDomain: props.oauthDomain } : {}),
    };
    // The same config for tools outside the site (a developer's vite server against this stage); it also keeps the
    // stack non-empty when no web build exists.
    new StringParameter(this, 'WebConfigParameter', {
      parameterName: `/fieldwatch/${props.config.name}/web-config`,
      description: `FieldWatch ${props.config.name}: the web app's config.json`,
      stringValue: Stack.of(this).toJsonString(this.webConfig),
    });
    this.deployWeb(props.webDistDir, props.siteBucket, props.distribution);
  }

  /**
   * Hashed assets first (immutable), then the shell (index.html, public files, config.json: always revalidated).
   * Without a build the whole deployment is skipped: deploying config.json alone would leave a site without an app.
   */
  private deployWeb(distDir: string, site: IBucket, distribution: IDistribution): void {
    if (!existsSync(join(distDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'fieldwatch:web-not-built',
        `No web build at ${distDir}: the web app and its config.json are not deployed by this synth. Run \`npm run build:web\` before \`cdk deploy\`.`,
      );
      return;
    }
    const assetsDir = join(distDir, 'assets');
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: site,
          destinationKeyPrefix: 'assets/',
          prune: false,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        })
      : undefined;
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [
        // Dot files are build bookkeeping (.vite/, fingerprints), not site content.
        Source.asset(distDir, { exclude: ['assets', 'assets/**', 'config.json', '.*', '.*/**'] }),
        Source.jsonData('config.json', this.webConfig),
      ],
      destinationBucket: site,
      // Old hashed assets stay so that open tabs of the previous version keep loading their chunks.
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution,
      distributionPaths: ['/*'],
    });
    if (assets) shell.node.addDependency(assets);
  }
}
