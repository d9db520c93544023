import { CfnOutput, CrossStackReferences, Duration, ReferenceStrength, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
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
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import { API_PREFIX } from '../../shared/api/routes';
import { SHARE_PAGE_PATH } from '../../shared/domain/sharing';
import { ORIGIN_SECRET_HEADER } from '../../shared/platform';
import { EdgeWebAcl } from '../constructs/edge-web-acl';
import { NAG_REASONS } from '../constructs/nag-reasons';
import { AccessLogBucket, SecureBucket } from '../constructs/secure-bucket';
import type { StageConfig } from '../stages';

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
  /** The stage's web ACL from its us-east-1 `-waf` stack; a stage in us-east-1 gets its ACL here instead. */
  webAclArn?: string;
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
 * The stage's front door, created before everything that needs its address: the HTTP API (its routes are added by
 * the API stack) and the CloudFront distribution in front of it and of the web app's private bucket. The stage's own
 * URL (`appUrl`) is known here, so mail links, CORS and the app client's callback URLs use it in the first deploy.
 *
 * The SPA is the default behaviour (origin access control), `/api/*` goes to the HTTP API uncached on the same
 * origin (no CORS), `/tiles/*` to the API's tile routes with a long cache keyed on path and query. Client routes fall
 * back to index.html through a viewer-request function, not distribution-wide 403/404 error responses, which would
 * also replace the API's own 403/404 answers with the app shell.
 */
export class EdgeStack extends Stack {
  readonly distribution: Distribution;
  readonly httpApi: HttpApi;
  readonly siteBucket: SecureBucket;
  /** `https://<domain>` or `https://<id>.cloudfront.net`, without a trailing slash. */
  readonly appUrl: string;
  /** The value CloudFront sends in ORIGIN_SECRET_HEADER (a deploy-time reference to the stage's generated secret). */
  readonly originSecret: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const retain = config.retainData;

    // The $default stage is the API stack's: its per-route throttles name routes that stack creates.
    this.httpApi = new HttpApi(this, 'HttpApi', { description: `FieldWatch ${config.name} API`, createDefaultStage: false });
    const apiDomain = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    const logs = new AccessLogBucket(this, 'Logs', { retain, expireAfterDays: 90, allowCloudFrontLogs: true });
    const site = new SecureBucket(this, 'SiteBucket', { retain, accessLogs: { bucket: logs, prefix: 'site/' } });
    this.siteBucket = site;
    const viewerRequest = (name: string, code: string) => [
      {
        function: new CloudFrontFunction(this, name, {
          code: FunctionCode.fromInline(code),
          runtime: FunctionRuntime.JS_2_0,
        }),
        eventType: FunctionEventType.VIEWER_REQUEST,
      },
    ];
    // The execute-api address is public: the API answers only requests carrying this stage's generated secret,
    // which only the distribution adds. CloudFront takes custom header values literally at deploy time, so the
    // secret is resolved into the distribution's config (a redeploy after a new value updates both sides).
    const secret = new Secret(this, 'OriginSecret', {
      description: `FieldWatch ${config.name}: the header CloudFront adds to API requests`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The origin secret is resolved into CloudFront and the API functions at deploy time: a rotation outside a deploy would lock the app out of its own API. A new value is set by redeploying.',
    });
    // Imported by the API stack (not read as a weak stack output), so the functions and CloudFront never disagree on
    // which secret holds the value: a replaced secret fails the deploy instead of refusing every request.
    CrossStackReferences.of(secret).produce(ReferenceStrength.STRONG);
    this.originSecret = secret.secretValue.unsafeUnwrap();
    const customHeaders = { [ORIGIN_SECRET_HEADER]: this.originSecret };
    const apiOrigin = new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, customHeaders });
    // `/tiles/z/x/y...` is served by the API route `/api/tiles/...`.
    const tilesOrigin = new HttpOrigin(apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originPath: API_PREFIX,
      customHeaders,
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

    // An environment-agnostic synth (no region known) cannot place the ACL: the app builder leaves it out then.
    const waf = config.waf;
    const webAclArn =
      props.webAclArn ??
      (waf && this.region === 'us-east-1'
        ? new EdgeWebAcl(this, 'WebAcl', { name: `fieldwatch-${config.name}-edge`, limits: waf }).arn
        : undefined);

    // The page a share link opens carries the link's token in its address: no search engine lists it and no other
    // site (a basemap's tile server) is told it in a Referer header.
    const sharedPageHeaders = new ResponseHeadersPolicy(this, 'SharedPageHeaders', {
      comment: 'Share link pages: security headers, no referrer, not indexed',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'X-Robots-Tag', value: 'noindex, nofollow', override: true }] },
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(site);
    const spaFallback = viewerRequest('SpaFallback', SPA_FALLBACK);

    const domain = config.web.domain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `FieldWatch ${config.name}`,
      webAclId: webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      domainNames: domain ? [domain.name] : undefined,
      certificate: domain ? Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn) : undefined,
      minimumProtocolVersion: domain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: spaFallback,
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
        [`${SHARE_PAGE_PATH}*`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: sharedPageHeaders,
          functionAssociations: spaFallback,
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
      ...(webAclArn ? [] : [{ id: 'AwsSolutions-CFR2', reason: NAG_REASONS.cloudfrontWaf }]),
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

    this.appUrl = domain ? `https://${domain.name}` : `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'WebUrl', { value: this.appUrl });
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucketName });
  }
}
