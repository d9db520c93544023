import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PREFIX, routeById } from '../../shared/api/routes';

/** Contact-form messages one IP may send in any 5 minutes (AWS's minimum limit): a person writes a few, a script is stopped. */
export const CONTACT_MESSAGES_PER_FIVE_MINUTES_PER_IP = 10;

export interface EdgeWebAclProps {
  /** Metric names and the ACL's name. */
  name: string;
  /** Requests one IP may send in any 5 minutes before it is blocked (AWS's minimum is 10). */
  requestsPerFiveMinutesPerIp: number;
}

const managedRule = (name: string, priority: number): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  overrideAction: { none: {} },
  visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: name },
});

/**
 * CloudFront's web ACL (scope CLOUDFRONT, so it can only live in us-east-1): AWS's common and known-bad-inputs rule
 * groups, and a per-IP rate limit above anything one person's map of tiles needs.
 */
export class EdgeWebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    this.acl = new CfnWebACL(this, 'Acl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: props.name },
      rules: [
        managedRule('AWSManagedRulesCommonRuleSet', 0),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 1),
        {
          name: 'RatePerIp',
          priority: 2,
          statement: { rateBasedStatement: { limit: props.requestsPerFiveMinutesPerIp, aggregateKeyType: 'IP' } },
          action: { block: {} },
          visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: `${props.name}-rate-per-ip` },
        },
        {
          // The public contact form mails support: its own, much lower limit, so it cannot be used to flood the inbox.
          name: 'ContactRatePerIp',
          priority: 3,
          statement: {
            rateBasedStatement: {
              limit: CONTACT_MESSAGES_PER_FIVE_MINUTES_PER_IP,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: `${API_PREFIX}${routeById('sendContactMessage').path}`.replace(/\/$/, ''),
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          action: { block: {} },
          visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: `${props.name}-contact-rate-per-ip` },
        },
      ],
    });
  }

  get arn(): string {
    return this.acl.attrArn;
  }
}
