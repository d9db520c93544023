import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { API_PREFIX } from '../../shared/api/routes';
import type { WebConfig } from '../../shared/api/web-config';
import { NAG_REASONS } from '../constructs/nag-reasons';
import { AccessLogBucket, SecureBucket } from '../constructs/secure-bucket';
import type { StageConfig } from '../stages';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  /** The built web app (`vite build` output); deployed only when it exists at synth time. */
  webDistDir: string;
  /** HTTP API host name (no scheme). */
  apiDomain: string;
  userPoolId: string;
  userPoolClientId: string;
  googleEnabled: boolean;
  /** Hosted UI domain (no scheme); published to the web only when Google sign-in is on. */
  oauthDomain: string;
}

/** Paths the static site really has; every other path is a client route of the SPA and gets the app shell. */
const SPA_FALLBACK = `
var STATIC_FILE = /\\.(js|mjs|css|map|json|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|txt|xml|webmanifest|html|pdf|wasm)$/i;
function handler(event) {
  var request = event.request;
  if (!STATIC_FILE.test(request.uri)) request.uri = '/index.html';
  return request;
}`;

/**
 * HTTP API route keys cannot end in "/" while the documented paths do (`/field/create/`): drop a trailing slash
 * before the request reaches API Gateway; the resource Lambda's router matches paths with or without it.
 */
const STRIP_TRAILING_SLASH = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') request.uri = uri.substring(0, uri.length - 1);
  return request;
}`;

/**
 * The web app: a private bucket behind CloudFront (origin access control). The SPA is the default behaviour,
 * `/api/*` goes to the HTTP API uncached on the same origin (no CORS), `/tiles/*` to the API's tile routes with a
 * long cache keyed on path and query. Client routes fall back to index.html through a viewer-request function, not
 * distribution-wide 403/404 error responses, which would also replace the API's own 403/404 answers with the app
 * shell.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly webConfig: WebConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const retain = config.retainData;

    const logs = new AccessLogBucket(this, 'Logs', { retain, expireAfterDays: 90, allowCloudFrontLogs: true });
    const site = new SecureBucket(this, 'SiteBucket', { retain, accessLogs: { bucket: logs, prefix: 'site/' } });

    const viewerRequest = (name: string, code: string) => [
      {
        function: new CloudFrontFunction(this, name, {
          code: FunctionCode.fromInline(code),
          runtime: FunctionRuntime.JS_2_0,
        }),
        eventType: FunctionEventType.VIEWER_REQUEST,
      },
    ];
    const apiOrigin = new HttpOrigin(props.apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });
    // `/tiles/z/x/y...` is served by the API route `/api/tiles/...`.
    const tilesOrigin = new HttpOrigin(props.apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originPath: API_PREFIX,
    });
    const tilesCachePolicy = new CachePolicy(this, 'TilesCachePolicy', {
      comment: 'Map tiles: keyed on the full path and query string, cached long',
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(30),
      maxTtl: Duration.days(365),
    });

    // CloudFront compresses only under a cache policy that lets Accept-Encoding into the key, and a policy with
    // every TTL at 0 may not: so nothing is cached unless an answer asks for it with Cache-Control (none does),
    // and then for a second at most and per caller (Authorization is in the key), never across users.
    const apiCachePolicy = new CachePolicy(this, 'ApiCachePolicy', {
      comment: 'API: uncached unless an answer asks, keyed per caller; gzip and brotli compression',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const domain = config.web.domain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `FieldWatch ${config.name}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      domainNames: domain ? [domain.name] : undefined,
      certificate: domain ? Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn) : undefined,
      minimumProtocolVersion: domain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: viewerRequest('SpaFallback', SPA_FALLBACK),
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy,
          // JSON answers (a 1,000-field list is about 900 KB) go out gzip- or brotli-compressed.
          compress: true,
          // Every viewer header except Host, which API Gateway needs to be its own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: viewerRequest('StripTrailingSlash', STRIP_TRAILING_SLASH),
        },
        '/tiles/*': {
          origin: tilesOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: tilesCachePolicy,
        },
      },
    });

    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: NAG_REASONS.cloudfrontGeo },
      { id: 'AwsSolutions-CFR2', reason: NAG_REASONS.cloudfrontWaf },
      ...(domain ? [] : [{ id: 'AwsSolutions-CFR4', reason: NAG_REASONS.cloudfrontDefaultCertificate }]),
    );

    if (domain?.hostedZone) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: domain.hostedZone.id,
        zoneName: domain.hostedZone.name,
      });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      new ARecord(this, 'AliasA', { zone, recordName: domain.name, target });
      new AaaaRecord(this, 'AliasAaaa', { zone, recordName: domain.name, target });
    }

    this.webConfig = {
      stage: config.name,
      region: this.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      googleEnabled: props.googleEnabled,
      ...(props.googleEnabled ? { oauthDomain: props.oauthDomain } : {}),
      supportEmail: config.web.supportEmail,
    };
    this.deployWeb(props.webDistDir, site);

    const webUrl = domain ? `https://${domain.name}` : `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'WebUrl', { value: webUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucketName });
  }

  /**
   * Hashed assets first (immutable), then the shell (index.html, public files, config.json: always revalidated).
   * Without a build the whole deployment is skipped: deploying config.json alone would leave a site without an app.
   */
  private deployWeb(distDir: string, site: SecureBucket): void {
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
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) shell.node.addDependency(assets);
  }
}
