import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PREFIX, routeById } from '../../shared/api/routes';
import type { WafStageConfig } from '../stages';
import { BODY_INSPECTION_LIMIT, DEFAULT_BODY_CAP_BYTES, integerAbovePattern, LARGE_BODY_CAP_BYTES, largeBodyPathPattern } from './web-acl-body-caps';

/** Contact-form messages one IP may send in any 5 minutes (AWS's minimum limit): a person writes a few, a script is stopped. */
export const CONTACT_MESSAGES_PER_FIVE_MINUTES_PER_IP = 10;

/**
 * Password-reset calls (ask, check, confirm) one IP may make in any 5 minutes: a person resets a few times; a script
 * cannot mail a list of addresses (the API also lets one mail per address per minute).
 */
export const PASSWORD_RESET_CALLS_PER_FIVE_MINUTES_PER_IP = 20;

/** The common rule set's rule that blocks every body over 8 KB; counted only, the body caps below take its place. */
export const COMMON_BODY_SIZE_RULE = 'SizeRestrictions_BODY';

/** Where CloudFront sends the API and the map tiles (the rate limits are scoped to them, not to the app's static files). */
export const API_PATH_PREFIX = `${API_PREFIX}/`;
export const TILES_PATH_PREFIX = '/tiles/';

export interface EdgeWebAclProps {
  /** Metric names and the ACL's name. */
  name: string;
  /** The stage's per-IP limits (5 minutes; AWS's minimum is 10). */
  limits: WafStageConfig;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  sampledRequestsEnabled: true,
  cloudWatchMetricsEnabled: true,
  metricName,
});

const managedRule = (name: string, priority: number, countOnly: string[] = []): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(countOnly.length > 0 ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
    },
  },
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
});

const lowercase = [{ priority: 0, type: 'LOWERCASE' }];

const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: prefix, textTransformations: lowercase },
});

const largeBodyPath: CfnWebACL.StatementProperty = {
  regexMatchStatement: { fieldToMatch: { uriPath: {} }, regexString: largeBodyPathPattern(), textTransformations: lowercase },
};

const rateRule = (name: string, priority: number, limit: number, scopeDownStatement: CfnWebACL.StatementProperty, metricName: string): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: { rateBasedStatement: { limit, aggregateKeyType: 'IP', scopeDownStatement } },
  action: { block: {} },
  visibilityConfig: visibility(metricName),
});

/**
 * CloudFront's web ACL (scope CLOUDFRONT, so it can only live in us-east-1): AWS's common and known-bad-inputs rule
 * groups, body caps per path, and per-IP rate limits on the API and on the map tiles.
 *
 * Bodies: the common rule set blocks every body over 8 KB, which refused Draw and Edit Boundary with more than about
 * 200 vertices, the multipart field upload and large Paystack webhooks. That rule only counts here; instead every path
 * keeps the 8 KB cap except the routes whose documented bodies are larger (web-acl-body-caps.ts), which may send up to
 * the largest documented cap (a field file). WAF sees at most the first 16 KB of a body (CloudFront's inspection limit,
 * 64 KB at most, at extra cost), so an 8 KB cap is exact, while the large cap is checked on the declared Content-Length;
 * API Gateway's 10 MB payload limit and the routes' own checks (vertices, file size) stand behind it.
 */
export class EdgeWebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    const { name, limits } = props;
    this.acl = new CfnWebACL(this, 'Acl', {
      name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(name),
      // The default, stated: nothing the caps need is beyond it, and each further 16 KB is billed.
      associationConfig: { requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: BODY_INSPECTION_LIMIT } } },
      rules: [
        managedRule('AWSManagedRulesCommonRuleSet', 0, [COMMON_BODY_SIZE_RULE]),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 1),
        {
          // Every path but the large-body routes: the common rule set's 8 KB (a body past the inspected part is larger).
          name: 'BodyOverDefaultCap',
          priority: 2,
          statement: {
            andStatement: {
              statements: [
                {
                  sizeConstraintStatement: {
                    fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
                    comparisonOperator: 'GT',
                    size: DEFAULT_BODY_CAP_BYTES,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
                { notStatement: { statement: largeBodyPath } },
              ],
            },
          },
          action: { block: {} },
          visibilityConfig: visibility(`${name}-body-over-default-cap`),
        },
        {
          // The large-body routes: nothing declared above the largest documented cap.
          name: 'BodyOverLargeCap',
          priority: 3,
          statement: {
            andStatement: {
              statements: [
                largeBodyPath,
                {
                  regexMatchStatement: {
                    fieldToMatch: { singleHeader: { Name: 'content-length' } },
                    regexString: integerAbovePattern(LARGE_BODY_CAP_BYTES),
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              ],
            },
          },
          action: { block: {} },
          visibilityConfig: visibility(`${name}-body-over-large-cap`),
        },
        // The API only: the app's static files come from CloudFront's cache, and tiles have their own limit.
        rateRule('RatePerIp', 4, limits.requestsPerFiveMinutesPerIp, pathStartsWith(API_PATH_PREFIX), `${name}-rate-per-ip`),
        // One map view asks for dozens of tiles, and panning for dozens more.
        rateRule('TileRatePerIp', 5, limits.tileRequestsPerFiveMinutesPerIp, pathStartsWith(TILES_PATH_PREFIX), `${name}-tile-rate-per-ip`),
        // The public contact form mails support: its own, much lower limit, so it cannot be used to flood the inbox.
        rateRule(
          'ContactRatePerIp',
          6,
          CONTACT_MESSAGES_PER_FIVE_MINUTES_PER_IP,
          pathStartsWith(`${API_PREFIX}${routeById('sendContactMessage').path}`.replace(/\/$/, '')),
          `${name}-contact-rate-per-ip`,
        ),
        rateRule(
          'PasswordResetRatePerIp',
          7,
          PASSWORD_RESET_CALLS_PER_FIVE_MINUTES_PER_IP,
          pathStartsWith(`${API_PREFIX}${routeById('requestPasswordReset').path}`.replace(/\/$/, '')),
          `${name}-password-reset-rate-per-ip`,
        ),
      ],
    });
  }

  get arn(): string {
    return this.acl.attrArn;
  }
}
